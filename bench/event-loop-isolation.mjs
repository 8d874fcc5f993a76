// B4 (bench/README.md): event-loop isolation. The latency of GET /api/health (autocannon, one connection) while B3's
// admin-list requests (regular-expression name filter, rotating 3–5 character patterns, pageSize 10, 4 connections)
// and the office XLSX export (POST /api/admin/export/journeys/procurement/office, one after the other, each
// download read to its end) run at the same time against the same server: a blocked event loop shows as /health
// latency. monitorEventLoopDelay inside the server is not reachable from outside without changing the product, so
// the client-side /health latency is the measure. Baseline in the same run: /health alone, rounds alternating.
// The load comes from a child process, so that the benchmark's own event loop measures only /health.
// Control in the same run: a bare node:http server in a process of its own (bench/lib/bare-json-server.mjs, the same
// answer as /api/health) measured alone and under the same load, right beside the API. What it loses under the load
// is the machine's (two cores shared by PostgreSQL, the load, the export and the measuring client), not the
// API's event loop; the API's p99 under load over the bare server's is the API's own share.
// Production server (apps/api/dist/server.js) on a PostgreSQL database of its own (dropped at the end), seeded with
// B3's organisations and journeys (bench/lib/organizations.mjs).
// Run after `npm run build -w @cert/api`: BENCH_DATABASE_URL=postgres://… node bench/event-loop-isolation.mjs
// Options: ORGANIZATIONS=100000, ROUNDS=3, DURATION=15 (seconds per measurement), CONNECTIONS=4 (admin lists),
// RAMP_MS=1500 (the load's start before and end after each measurement),
// LOAD=lists,export (LOAD=lists or LOAD=export runs one of them alone; LOAD=bodies is the third probe's attack, 6 MB of
// nested brackets to the public credential check four at once, docs/security.md 45), SERVER_JS=<path> (another build of the
// server, e.g. an earlier commit's, for a before/after).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cannon } from './lib/cannon.mjs';
import pg from 'pg';
import { patternsFrom, seedOrganizations } from './lib/organizations.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { builtServer, root, startServer, stopServer } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';
import { median, percentile } from './lib/stats.mjs';

const self = fileURLToPath(import.meta.url);
const organizationCount = Number(process.env.ORGANIZATIONS ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 3);
const duration = Number(process.env.DURATION ?? 15);
const connections = Number(process.env.CONNECTIONS ?? 4);
const postgresUrl = process.env.BENCH_DATABASE_URL;
/** What runs beside /health: both by default; one of them alone shows which blocks the event loop. */
const loadParts = (process.env.LOAD ?? 'lists,export').split(',');
const targets = { p99Ms: 25, maxMs: 100 };
const ADMIN = 'isolation@bench.example';
const EXPORT = '/api/admin/export/journeys/procurement/office';
/** The load starts this long before /health is measured and ends this long after. */
const RAMP_MS = Number(process.env.RAMP_MS ?? 1500);

/**
 * Child mode: the admin lists and the export loop for `seconds`; prints one JSON line with what they did. The
 * parent passes the server, the admin's cookie and CSRF header and the patterns in BENCH_B4_LOAD.
 */
async function runLoad({ base, headers, patterns, seconds }) {
  const deadline = Date.now() + seconds * 1000;
  const exports = { done: 0, bytes: 0, failed: 0 };
  const abort = new AbortController();
  const exportLoop = (async () => {
    while (loadParts.includes('export') && Date.now() < deadline) {
      try {
        const response = await fetch(base + EXPORT, { method: 'POST', headers, signal: abort.signal });
        if (!response.ok) throw new Error(`export answered ${response.status}`);
        for await (const chunk of response.body) exports.bytes += chunk.length;
        exports.done++;
      } catch (error) {
        if (error.name !== 'AbortError') {
          exports.failed++;
          console.error(error.message);
        }
      }
    }
  })();
  // The third probe's attack (docs/security.md 45): 6 MB of nested brackets to the public credential check, four
  // at once, one round after the other; answered 413 (or 429 once the address's limit is used up).
  const bodies = { answers: 0, statuses: {} };
  const bodyLoop = (async () => {
    const brackets = Buffer.alloc(6_000_000, '[');
    const attack = async () => {
      const response = await fetch(base + '/api/credentials/verify', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: brackets,
        signal: abort.signal,
      });
      await response.arrayBuffer();
      bodies.answers++;
      bodies.statuses[response.status] = (bodies.statuses[response.status] ?? 0) + 1;
    };
    while (loadParts.includes('bodies') && Date.now() < deadline) {
      try {
        await Promise.all([attack(), attack(), attack(), attack()]);
      } catch (error) {
        if (error.name !== 'AbortError') console.error(error.message);
      }
    }
  })();
  let next = 0;
  const listRequest = (list) => ({
    method: 'GET',
    setupRequest(request) {
      const pattern = patterns[next++ % patterns.length];
      return {
        ...request,
        path: `${list}?page=1&pageSize=10&filter.name._regex_=${encodeURIComponent(pattern)}`,
      };
    },
  });
  const lists = loadParts.includes('lists')
    ? await cannon({
        url: base,
        connections,
        duration: seconds,
        headers: { cookie: headers.cookie },
        requests: [listRequest('/api/admin/journeys'), listRequest('/api/admin/organization')],
      })
    : await new Promise((resolve) =>
        setTimeout(() => resolve({ rps: 0, latency: { p99: 0 }, errors: 0, non2xx: 0 }), seconds * 1000),
      );
  abort.abort();
  await exportLoop;
  await bodyLoop;
  console.log(
    JSON.stringify({
      listRps: lists.rps,
      listP99: lists.latency.p99,
      listErrors: lists.errors + lists.non2xx,
      exports,
      bodies,
    }),
  );
}

/** The load child for one measurement; resolves with its report once it ends. */
function startLoad(base, admin, patterns) {
  const child = spawn(process.execPath, [self, '--load'], {
    env: {
      ...process.env,
      BENCH_B4_LOAD: JSON.stringify({
        base,
        headers: { cookie: admin.header(), ...admin.csrfHeader() },
        patterns,
        // Both servers are measured under one load: the API's /health, then the bare one's (or the other way round).
        seconds: 2 * duration + (3 * RAMP_MS) / 1000,
      }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1)))
        : reject(new Error(`load exited ${code}`)),
    );
  });
}

/** /health with one connection; percentiles from each response's time (autocannon's own are whole milliseconds). */
async function health(base) {
  const times = [];
  const result = await cannon({
    url: `${base}/api/health`,
    connections: 1,
    duration,
    setupClient(client) {
      client.on('response', (_status, _bytes, responseTime) => times.push(responseTime));
    },
  });
  return {
    rps: result.rps,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    // Not Math.max(...times): a fast machine answers more requests than a call may take arguments.
    max: times.reduce((most, time) => Math.max(most, time), 0),
    errors: result.errors + result.non2xx,
  };
}

const ms = (value) => value.toFixed(2);

async function main() {
  if (!postgresUrl) throw new Error('B4 needs a PostgreSQL server: set BENCH_DATABASE_URL=postgres://…');
  const serverJs = builtServer();
  const database = await createDatabase(postgresUrl, 'bench_b4');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-b4-'));
  let child;
  let bare;
  try {
    console.log(
      `B4 event-loop isolation: GET /api/health with 1 connection, ${rounds} alternating rounds × ${duration} s, ` +
        `alone and under load (${loadParts.join(' + ')}; admin lists with ${connections} connections, office export) over ` +
        `${organizationCount} organisations; ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
    );
    const server = await startServer({
      args: [serverJs],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ADMIN_EMAILS: ADMIN,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
      },
      timeoutMs: 120_000,
    });
    child = server.child;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seeded = Date.now();
    await seedOrganizations(client, organizationCount);
    const patterns = await patternsFrom(client, 300);
    const { rows } = await client.query(
      `select (select count(*) from organizations) as organizations,
              (select count(*) from journeys where path_type = 'procurement') as procurement`,
    );
    await client.end();
    console.log(
      `seeded ${rows[0].organizations} organisations (${rows[0].procurement} procurer journeys, the export's rows) ` +
        `in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const admin = await signIn(server.base, dataDir, ADMIN);
    const answer = await fetch(`${server.base}/api/health`);
    const bareServer = await startServer({
      args: [path.join(root, 'bench/lib/bare-json-server.mjs')],
      env: { BODY: await answer.text(), CONTENT_TYPE: answer.headers.get('content-type') },
    });
    bare = bareServer.child;
    const bases = { api: server.base, bare: bareServer.base };

    await health(bases.api); // warm-up
    await health(bases.bare);
    const samples = { api: { alone: [], loaded: [] }, bare: { alone: [], loaded: [] } };
    const loads = [];
    const pause = () => new Promise((resolve) => setTimeout(resolve, RAMP_MS));
    for (let round = 1; round <= rounds; round++) {
      // Alternating which server goes first, so that neither always meets the load's start or end.
      const order = round % 2 ? ['api', 'bare'] : ['bare', 'api'];
      for (const name of order) samples[name].alone.push(await health(bases[name]));
      const load = startLoad(server.base, admin, patterns);
      await pause();
      samples[order[0]].loaded.push(await health(bases[order[0]]));
      await pause();
      samples[order[1]].loaded.push(await health(bases[order[1]]));
      loads.push(await load);
      const what = loads.at(-1);
      const line = (name) => {
        const [alone, loaded] = [samples[name].alone.at(-1), samples[name].loaded.at(-1)];
        return (
          `${name} alone p50 ${ms(alone.p50)} ms p99 ${ms(alone.p99)} ms (${alone.rps.toFixed(0)} req/s), ` +
          `under load p50 ${ms(loaded.p50)} ms p99 ${ms(loaded.p99)} ms max ${ms(loaded.max)} ms ` +
          `(${loaded.rps.toFixed(0)} req/s)`
        );
      };
      console.log(
        `round ${round}: ${line('api')}; ${line('bare')}; lists ${what.listRps.toFixed(0)} req/s p99 ` +
          `${what.listP99} ms, exports finished ${what.exports.done} ` +
          `(${(what.exports.bytes / 1024 / 1024).toFixed(1)} MB read)` +
          (loadParts.includes('bodies')
            ? `, hostile bodies answered ${JSON.stringify(what.bodies.statuses)}`
            : ''),
      );
    }

    const row = (list) => ({
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
      max: list.reduce((most, s) => Math.max(most, s.max), 0),
      rps: median(list.map((s) => s.rps)),
      errors: list.reduce((sum, s) => sum + s.errors, 0),
    });
    const alone = row(samples.api.alone);
    const loaded = row(samples.api.loaded);
    const bareAlone = row(samples.bare.alone);
    const bareLoaded = row(samples.bare.loaded);
    const loadErrors = loads.reduce((sum, l) => sum + l.listErrors + l.exports.failed, 0);
    const ratio = loaded.p99 / alone.p99;
    console.log('\n| /api/health | req/s | p50 ms | p99 ms | errors |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [name, r] of [
      ['API alone', alone],
      ['API under load', loaded],
      ['bare node:http alone (control)', bareAlone],
      ['bare node:http under load (control)', bareLoaded],
    ])
      console.log(`| ${name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |`);
    console.log(
      `admin lists: median ${median(loads.map((l) => l.listRps)).toFixed(0)} req/s, p99 ` +
        `${median(loads.map((l) => l.listP99))} ms; exports finished ${loads.reduce((s, l) => s + l.exports.done, 0)}; ` +
        `load errors ${loadErrors}`,
    );
    console.log(
      `control: the bare server's p99 under load / alone ${(bareLoaded.p99 / bareAlone.p99).toFixed(1)}×; ` +
        `the API's p99 under load / the bare server's under load ${(loaded.p99 / bareLoaded.p99).toFixed(2)}×`,
    );
    const met =
      loaded.p99 <= targets.p99Ms &&
      loaded.max <= targets.maxMs &&
      alone.errors + loaded.errors + loadErrors === 0;
    console.log(
      `under load: p99 ${ms(loaded.p99)} ms (≤${targets.p99Ms} ms), max ${ms(loaded.max)} ms (≤${targets.maxMs} ms), ` +
        `${ratio.toFixed(1)}× alone: ${met ? 'met' : 'not met'}`,
    );
    console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
    console.log(met ? 'B4: all targets met' : 'B4: targets not met');
  } finally {
    if (child) await stopServer(child);
    if (bare) await stopServer(bare);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

if (process.argv[2] === '--load') await runLoad(JSON.parse(process.env.BENCH_B4_LOAD));
else await main();
