// What one hostile request costs the others, replayed over real sockets against the built API while /api/health is
// polled. One server for all: PGlite in the API's process, the harder case for the other requests (the PostgreSQL
// variant of the upload ran alike and was dropped to keep CI within budget). Measured last and alone (vitest.config.ts).
// - docs/security.md 45: no request the server accepts costs other users more than a blink. The third probe's attack:
//   an anonymous body of millions of nested brackets to the public credential check, alone and four at once; a body
//   larger than its route takes, sent with and without a length, whose sender still reads the German 413; refused
//   bodies that count against the address's limit.
// - docs/security.md 38: a query parameter that sizes work is bounded before any work starts. The periods an admin
//   link could carry (year 0, year 9999, a century), each kind several times: every one a 400 with its field named.
// - docs/security.md 32: parsing an upload cannot stall the other requests. A PDF crafted to keep pdf-lib busy for
//   about 25 s is refused when its check's budget runs out (ADR 030).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, errorMessages } from '@cert/domain';
import { zodMessages } from '@cert/domain/zod-locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_RATE_LIMIT } from '../src/modules/certificate/routes';
import { PDF_CHECK_BUDGET_MS } from '../src/modules/workshop/pdf-check';
import { hostilePdf } from '../test/helpers/pdf-files';
import { killAllApis, requireBuiltApi, sleep, startApi, type ApiServer } from './support/api-server';
import { Browser, signIn } from './support/browser';

const ADMIN = 'leitstelle@latenz.example';

let dataDir: string;
let server: ApiServer;
/** The programme office, for the admin routes. */
const admin = new Browser('');

beforeAll(async () => {
  requireBuiltApi();
  dataDir = mkdtempSync(path.join(tmpdir(), 'system-hostile-'));
  server = await startApi({ dataDir, env: { ADMIN_EMAILS: ADMIN } });
  admin.base = server.base;
  await signIn(admin, dataDir, ADMIN);
});

afterAll(async () => {
  await killAllApis();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1]!;

/** Runs `attack` while /api/health is polled, `pauseMs` between checks; the health checks' times. */
async function pollHealthDuring(attack: () => Promise<unknown>, pauseMs = 5): Promise<number[]> {
  let finished = false;
  const running = attack().finally(() => (finished = true));
  const health: number[] = [];
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/health`);
    await res.arrayBuffer();
    health.push(performance.now() - started);
    expect(res.status).toBe(200);
    await sleep(pauseMs);
  }
  await running;
  return health;
}

/**
 * The probe's attack from a process of its own: four rounds (the first warms the route up) of one request and four at
 * once, each 6 MB of opening
 * brackets to the public credential check over a raw socket; prints each answer's status line and time as JSON.
 */
const ATTACKER = `
import { connect } from 'node:net';
const body = Buffer.alloc(6_000_000, '[');
const headers = Object.entries(JSON.parse(process.env.HEADERS)).map(([name, value]) => name + ': ' + value);
const head = ['POST /api/credentials/verify HTTP/1.1', 'host: 127.0.0.1', 'content-type: application/json',
  'content-length: ' + body.length, ...headers, '', ''].join('\\r\\n');
const attack = () => new Promise((resolve, reject) => {
  const socket = connect(Number(process.env.PORT), '127.0.0.1');
  let started, answer = '', result, written = false;
  const settle = () => { if (result && written) { socket.destroy(); resolve(result); } };
  socket.on('connect', () => {
    started = performance.now();
    socket.write(head);
    socket.write(body, () => { written = true; settle(); });
  });
  socket.on('data', (chunk) => {
    answer += chunk.toString();
    if (!result && answer.includes('\\r\\n')) {
      result = { status: answer.slice(0, answer.indexOf('\\r\\n')), ms: performance.now() - started };
      settle();
    }
  });
  socket.on('error', reject);
  socket.on('close', () => reject(new Error('closed before the answer and the body: ' + answer)));
});
const answers = [];
for (let round = 0; round < 4; round++) {
  answers.push(await attack());
  answers.push(...(await Promise.all([attack(), attack(), attack(), attack()])));
}
process.stdout.write(JSON.stringify(answers));
`;

describe('hostile bodies while /api/health is polled (PGlite)', () => {
  const visitor = new Browser('');

  /** POSTs a raw body as an anonymous visitor with its CSRF token, and reads the whole answer. */
  async function post(
    url: string,
    body: string | Uint8Array | ReadableStream<Uint8Array>,
    contentType: string,
  ) {
    const started = performance.now();
    const res = await fetch(server.base + url, {
      method: 'POST',
      headers: {
        cookie: visitor.cookieHeader(),
        [CSRF_HEADER]: visitor.cookies.get(CSRF_COOKIE) ?? '',
        'content-type': contentType,
      },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - started };
  }

  beforeAll(async () => {
    visitor.base = server.base;
    await visitor.get('/api/auth/csrf');
  });

  it('refuses 6 MB of nested brackets within 100 ms, alone and four at once, and /api/health stays within 100 ms', async () => {
    // The attacker is a process of its own, as the probe was: its sending costs the test's thread nothing. Each
    // request's time runs from its first byte to the answer's status line, as the attacker's socket sees it.
    const headers = {
      cookie: visitor.cookieHeader(),
      [CSRF_HEADER]: visitor.cookies.get(CSRF_COOKIE) ?? '',
    };
    const attacker = spawn(process.execPath, ['--input-type=module', '-e', ATTACKER], {
      env: { PORT: String(server.port), HEADERS: JSON.stringify(headers) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    attacker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const health = await pollHealthDuring(
      () => new Promise<void>((resolve) => attacker.once('exit', () => resolve())),
    );
    const answers = JSON.parse(output) as Array<{ status: string; ms: number }>;
    expect(answers).toHaveLength(20);
    for (const answer of answers) expect(answer.status).toBe('HTTP/1.1 413 Payload Too Large');
    // The first round warms the route, its rate-limit statement and the first parallel connections up; what follows is
    // the refusal alone.
    const times = answers.slice(5).map((answer) => answer.ms);
    console.info(
      `nested brackets: ${answers.length} answers, first round ${answers
        .slice(0, 5)
        .map((answer) => answer.ms.toFixed(0))
        .join(
          ', ',
        )} ms, then p90 ${p90(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms; ` +
        `/api/health ${health.length} times, p90 ${p90(health).toFixed(1)} ms, slowest ${Math.max(...health).toFixed(1)} ms`,
    );
    // Within 100 ms as a rule; a single pause of a busy machine (a GC, a neighbour's build) is not a stall.
    expect(p90(times)).toBeLessThanOrEqual(100);
    expect(p90(health)).toBeLessThanOrEqual(100);
    expect(Math.max(...answers.map((answer) => answer.ms), ...health)).toBeLessThanOrEqual(1000);
  });

  it('refuses brackets nested deeper than any body of ours at once, on a route that takes their size', async () => {
    // 60 KiB of brackets: within the verification's body limit, so only the nesting bound refuses it.
    const deep = await post('/api/credentials/verify', '['.repeat(60_000), 'application/json');
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.text)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ code: 'too_deep' }],
    });
    expect(deep.ms).toBeLessThanOrEqual(1000);
  });

  it('lets a client that sends more than the route takes read the 413 in German, with or without a length', async () => {
    const tooLarge = errorMessages.PAYLOAD_TOO_LARGE;
    // 3 MB to the seal check (1 MiB), with Content-Length: refused before reading, yet the answer arrives.
    const withLength = await post('/api/credentials/verify/seal', new Uint8Array(3_000_000), 'image/png');
    expect(withLength.status).toBe(413);
    expect(JSON.parse(withLength.text)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge });
    // The same in chunks without a length: refused once the limit is passed.
    const chunk = new Uint8Array(64 * 1024);
    let left = 48;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- > 0) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await post('/api/credentials/verify/seal', stream, 'image/png');
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge });
  });

  it('counts refused bodies against the address: malformed checks end in 429', async () => {
    const statuses: number[] = [];
    // The limit is 60 a minute per address for both checks, counted in windows of the clock's minutes: what this
    // file sent before counts too, unless a minute ended meanwhile. Twice the limit and one more cross it within one
    // window whatever the clock (the loop takes well under a minute).
    while (statuses.length <= 2 * VERIFICATION_RATE_LIMIT.max && !statuses.includes(429)) {
      statuses.push((await post('/api/credentials/verify', '{"credential":', 'application/json')).status);
    }
    expect(statuses).toContain(429);
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([400]));
  });
});

const hostile = [
  '/api/admin/insights/overview?from=0000-01',
  '/api/admin/insights/overview?from=9999-12&to=9999-12',
  '/api/admin/insights/overview/passRates.xlsx?from=0000-01&to=9999-12',
  '/api/admin/statistics?from=0000-01-01',
  '/api/admin/statistics?from=2019-01-01&to=9999-12-31',
];

describe('hostile periods while /api/health is polled (PGlite)', () => {
  it('answers each with 400 naming the field within 100 ms, and /api/health stays within 100 ms meanwhile', async () => {
    const answers: Array<{ url: string; status: number; ms: number; field: string | undefined }> = [];
    const health = await pollHealthDuring(async () => {
      for (let round = 0; round < 4; round++)
        for (const url of hostile) {
          const sent = performance.now();
          const reply = await admin.request('GET', url);
          const fields = (reply.body as { fields?: Array<{ path: string }> } | undefined)?.fields;
          answers.push({ url, status: reply.status, ms: performance.now() - sent, field: fields?.[0]?.path });
        }
    });
    for (const answer of answers) {
      expect(answer.status, answer.url).toBe(400);
      expect(answer.field, answer.url).toMatch(/^querystring\.(from|to)$/);
    }
    // The first of each warms the route up; what follows is the validation alone.
    const later = answers.slice(hostile.length).map((answer) => answer.ms);
    console.info(
      `hostile periods: ${answers.length} answers, slowest after warm-up ${Math.max(...later).toFixed(1)} ms; ` +
        `/api/health ${health.length} times, slowest ${Math.max(...health).toFixed(1)} ms`,
    );
    // Within 100 ms as a rule; a single pause of a busy machine (a GC, a neighbour's build) is not a stall.
    expect(p90(later)).toBeLessThanOrEqual(100);
    expect(p90(health)).toBeLessThanOrEqual(100);
    expect(Math.max(...later, ...health)).toBeLessThanOrEqual(1000);
  });

  it("says zod's own messages in German in the built server too", async () => {
    const reply = await admin.request('GET', '/api/admin/journeys?sort=name');
    expect(reply.status).toBe(400);
    expect((reply.body as { fields: unknown[] }).fields).toEqual([
      { path: 'querystring.sort', code: 'unrecognized_keys', message: zodMessages.unknownKey },
    ]);
  });
});

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

describe('a hostile PDF upload while /api/health is polled (PGlite)', () => {
  it('keeps /api/health at p99 ≤100 ms and refuses the upload within its budget', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(hostilePdf(4 * 1024 * 1024))]), 'bericht.pdf');
    const startedAt = performance.now();
    const upload = fetch(`${server.base}/api/workshop/procurement/report`, {
      method: 'POST',
      headers: { cookie: admin.cookieHeader(), [CSRF_HEADER]: admin.cookies.get(CSRF_COOKIE) ?? '' },
      body: form,
    }).then(async (res) => ({ status: res.status, body: await res.text() }));
    const latencies = await pollHealthDuring(() => upload, 10);
    const { status, body } = await upload;
    const took = performance.now() - startedAt;
    expect(status, body).toBe(422);
    expect(JSON.parse(body)).toMatchObject({ code: 'FILE_TOO_COMPLEX' });
    // The budget, the worker's start and the 4 MB on their way: never the 25 s pdf-lib would need.
    expect(took).toBeLessThan(PDF_CHECK_BUDGET_MS + 8_000);

    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    console.info(
      `upload refused after ${Math.round(took)} ms; /api/health ${latencies.length} times, ` +
        `median ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
    expect(latencies.length).toBeGreaterThan(100);
    expect(p99).toBeLessThanOrEqual(100);
  });
});
