// docs/security.md 38: a query parameter that sizes work is bounded before any work starts. The periods an admin
// link could carry (year 0, year 9999, a century) are sent to the built API, each kind several times, while
// /api/health is polled: every one is a 400 with its field named at once, and the health checks keep answering.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllApis, requireBuiltApi, sleep, startApi, type ApiServer } from './support/api-server';
import { Browser, signIn } from './support/browser';
import { zodMessages } from '@cert/domain/zod-locale';

const ADMIN = 'leitstelle@abfragen.example';
const hostile = [
  '/api/admin/insights/overview?from=0000-01',
  '/api/admin/insights/overview?from=9999-12&to=9999-12',
  '/api/admin/insights/overview/passRates.xlsx?from=0000-01&to=9999-12',
  '/api/admin/statistics?from=0000-01-01',
  '/api/admin/statistics?from=2019-01-01&to=9999-12-31',
];

describe('hostile periods while /api/health is polled (PGlite)', () => {
  let dataDir: string;
  let server: ApiServer;
  const admin = new Browser('');

  beforeAll(async () => {
    requireBuiltApi();
    dataDir = mkdtempSync(path.join(tmpdir(), 'system-queries-'));
    server = await startApi({ dataDir, env: { ADMIN_EMAILS: ADMIN } });
    admin.base = server.base;
    await signIn(admin, dataDir, ADMIN);
  });

  afterAll(async () => {
    await killAllApis();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers each with 400 naming the field within 100 ms, and /api/health stays within 100 ms meanwhile', async () => {
    let finished = false;
    const answers: Array<{ url: string; status: number; ms: number; field: string | undefined }> = [];
    const attack = (async () => {
      for (let round = 0; round < 4; round++)
        for (const url of hostile) {
          const sent = performance.now();
          const reply = await admin.request('GET', url);
          const fields = (reply.body as { fields?: Array<{ path: string }> } | undefined)?.fields;
          answers.push({ url, status: reply.status, ms: performance.now() - sent, field: fields?.[0]?.path });
        }
    })().finally(() => (finished = true));

    const health: number[] = [];
    while (!finished) {
      const sent = performance.now();
      const res = await fetch(`${server.base}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - sent);
      expect(res.status).toBe(200);
      await sleep(5);
    }
    await attack;
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
    const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1]!;
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
