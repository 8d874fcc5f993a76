// The load scenario (issue 9, docs/security.md 28): 100 concurrent signed-in users on loopback for 60 s, each saving
// its own draft and reading its journey and its draft, against the production server (apps/api/dist/server.js).
// Every user has a session of its own (signed in through a magic link from the outbox, from a client address of its
// own: X-Forwarded-For, believed with TRUST_PROXY=loopback, so the per-address sign-in limit holds per user), an
// approved public procurer of its own and a draft of the office questionnaire (200 answers). autocannon with one
// connection per user: PUT of the draft with the version of the last answer (one answer text carries the user and
// the save's number), GET of the journey, GET of the draft (1 save : 2 reads). Afterwards every user's draft is
// read back through the API and, with the server stopped, every row in the database: the last acknowledged save
// (or the one still in flight when the run stopped) must be stored, version and text; anything else is a lost
// write. Errors: any answer but 200 (a 409 too: each user is alone on its draft), socket errors and timeouts.
// Engines: PGlite (a temporary data folder) and, with BENCH_DATABASE_URL (a database of its own, dropped at the
// end), PostgreSQL after it. No baseline: the targets are absolute (0 errors, 0 lost writes, p99 reported).
// Run after `npm run build -w @cert/api`: [BENCH_DATABASE_URL=postgres://…] node bench/load.mjs
// Options: DURATION=60 (seconds per engine), USERS=100, READS=2 (reads per save), SERVER_JS=apps/api/dist/server.js
// (another build, e.g. `node apps/api/build.mjs --outdir=dist-mine`, relative to the repository root).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cannon } from './lib/cannon.mjs';
import pg from 'pg';
import { apiBase, draftAnswers, KIND } from './lib/draft.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { builtServer, startServer, stopServer } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';
import { percentile } from './lib/stats.mjs';
import { ADMIN_ADDRESS, inBatches, userWithDraft } from './lib/users.mjs';

const serverJs = builtServer();
const duration = Number(process.env.DURATION ?? 60);
const userCount = Number(process.env.USERS ?? 100);
const readsPerSave = Number(process.env.READS ?? 2);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const ADMIN = 'leitung@last.example';

/** The draft's body with `"version":…` and one answer text to fill in per save (the marker of the save). */
function bodyTemplate() {
  const { answers, count, bytes } = draftAnswers();
  const parts = JSON.stringify(answers).split('"Werkzeug 0"');
  if (parts.length !== 2) throw new Error('the draft has no single row "Werkzeug 0" to mark saves with');
  const [before, after] = parts;
  return {
    count,
    bytes,
    body: (version, marker) => `{"version":${version},${before.slice(1)}${JSON.stringify(marker)}${after}`,
  };
}

/** The marker of the save a draft's JSON text holds. */
const markerOf = (text) => /Last \d+-\d+/.exec(text)?.[0];

/** The server, an admin and `userCount` users, each with an approved organisation of its own and a draft. */
async function setUp(name, databaseUrl, dataDir) {
  const { base, child } = await startServer({
    args: [serverJs],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      TRUST_PROXY: 'loopback',
      ADMIN_EMAILS: ADMIN,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  });
  const engine = { name, base, child, dataDir, users: [] };
  try {
    const started = Date.now();
    const admin = await signIn(base, dataDir, ADMIN, { 'x-forwarded-for': ADMIN_ADDRESS });
    const indexes = Array.from({ length: userCount }, (_, index) => index);
    engine.users = await inBatches(indexes, async (index) => {
      const user = await userWithDraft({
        base,
        dataDir,
        admin,
        index,
        domain: 'last.example',
        label: 'Last',
      });
      return {
        ...user,
        saves: 0,
        acknowledged: { version: user.version, marker: undefined },
        inFlight: undefined,
      };
    });
    console.log(
      `${name}: ${userCount} users signed in with an approved organisation and a draft each in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return engine;
  } catch (error) {
    await stopServer(child);
    throw error;
  }
}

/** autocannon, one connection per user: save, then `readsPerSave` reads alternating journey and draft. */
async function run(engine, template) {
  let nextUser = 0;
  const statuses = new Map();
  const latencies = { save: [], read: [] };
  // The longest time in which the server answered no connection at all: a stall of the whole server.
  const pause = { last: performance.now(), longest: 0, at: 0 };
  const started = pause.last;
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const result = await cannon({
    url: engine.base,
    connections: engine.users.length,
    duration,
    setupClient(client) {
      const user = engine.users[nextUser++ % engine.users.length];
      const headers = { ...user.headers, cookie: user.session.header() };
      let lastKind;
      const save = {
        method: 'PUT',
        path: `${apiBase}/draft/${user.draftId}`,
        headers: { ...headers, ...user.session.csrfHeader(), 'content-type': 'application/json' },
        setupRequest(request) {
          const marker = `Last ${user.index}-${user.saves + 1}`;
          user.inFlight = { version: user.version + 1, marker };
          return { ...request, body: template.body(user.version, marker) };
        },
        onResponse(status, body) {
          lastKind = 'save';
          count(status);
          if (status !== 200) return;
          const record = JSON.parse(body);
          user.version = record.version;
          user.saves++;
          user.acknowledged = { version: record.version, marker: markerOf(body) };
          user.inFlight = undefined;
        },
      };
      const reads = [
        { method: 'GET', path: `/api/journey/procurement/organization/${user.organizationId}`, headers },
        { method: 'GET', path: `${apiBase}/${user.draftId}`, headers },
      ].map((read) => ({
        ...read,
        onResponse(status) {
          lastKind = 'read';
          count(status);
        },
      }));
      client.setRequests([save, ...Array.from({ length: readsPerSave }, (_, i) => reads[i % reads.length])]);
      client.on('response', (_status, _bytes, responseTime) => {
        latencies[lastKind].push(responseTime);
        const now = performance.now();
        if (now - pause.last > pause.longest)
          Object.assign(pause, { longest: now - pause.last, at: now - started });
        pause.last = now;
      });
    },
  });
  return { result, statuses, latencies, pause };
}

/**
 * Whether the stored draft holds what the user last got acknowledged, or the save still in flight when the run
 * stopped (the server may have stored it without autocannon reading its answer). Returns the lost saves.
 */
function lostSaves(user, version, marker) {
  const { acknowledged, inFlight } = user;
  if (version === acknowledged.version && marker === acknowledged.marker) return 0;
  if (inFlight && version === inFlight.version && marker === inFlight.marker) return 0;
  return Math.max(1, acknowledged.version - version);
}

/** The drafts as the API reads them back. */
async function lostThroughApi(engine) {
  let lost = 0;
  for (const user of engine.users) {
    const record = await user.session.call('GET', `${apiBase}/${user.draftId}`);
    lost += lostSaves(user, record.version, markerOf(JSON.stringify(record)));
  }
  return lost;
}

/** The rows of the questionnaires table (after the server stopped): one per user, each as acknowledged. */
async function lostInRows(engine, query) {
  const rows = await query(
    `select id, version, answers::text as answers from questionnaires where kind = '${KIND}'`,
  );
  const byDraft = new Map(rows.map((row) => [row.id, row]));
  let lost = 0;
  for (const user of engine.users) {
    const row = byDraft.get(user.draftId);
    lost += row ? lostSaves(user, row.version, markerOf(row.answers)) : Math.max(1, user.saves);
  }
  return { rows: rows.length, lost };
}

async function measureEngine(name, databaseUrl, template) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-load-${name}-`));
  let engine;
  try {
    engine = await setUp(name, databaseUrl, dataDir);
    const load = loadavg()[0];
    const { result, statuses, latencies, pause } = await run(engine, template);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lostApi = await lostThroughApi(engine);
    await stopServer(engine.child);
    engine.child = undefined;
    let stored;
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      stored = await lostInRows(engine, async (sql) => (await client.query(sql)).rows);
      await client.end();
    } else {
      const database = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
      stored = await lostInRows(engine, async (sql) => (await database.query(sql)).rows);
      await database.close();
    }
    const other = [...statuses].filter(([status]) => status !== 200);
    const errors = result.errors + other.reduce((sum, [, n]) => sum + n, 0);
    const saves = engine.users.reduce((sum, user) => sum + user.saves, 0);
    return {
      name,
      load,
      rps: result.rps,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      saveP99: percentile(latencies.save, 0.99),
      readP99: percentile(latencies.read, 0.99),
      saves,
      errors,
      errorDetail: `socket errors and timeouts ${result.errors} (timeouts ${result.timeouts}), statuses ${JSON.stringify(Object.fromEntries(other))}`,
      pause,
      lostApi,
      rows: stored.rows,
      lostRows: stored.lost,
    };
  } finally {
    if (engine?.child) await stopServer(engine.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let postgres;
try {
  const template = bodyTemplate();
  console.log(
    `Load: ${userCount} signed-in users, one connection each, ${duration} s per engine; ${KIND} draft with ` +
      `${template.count} answers (${(template.bytes / 1024).toFixed(1)} KiB); 1 save : ${readsPerSave} reads ` +
      `(journey, draft); ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  const results = [await measureEngine('pglite', undefined, template)];
  if (postgresUrl) {
    postgres = await createDatabase(postgresUrl, 'bench_load');
    results.push(await measureEngine('postgres', postgres.url, template));
  } else {
    console.log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped.');
  }

  console.log(
    '\n| engine | load avg | req/s | requests | saves | p50 ms | p99 ms | save p99 ms | read p99 ms | errors | lost (API) | rows | lost (rows) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  let met = true;
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.load.toFixed(2)} | ${r.rps.toFixed(0)} | ${r.requests} | ${r.saves} | ${r.p50} | ${r.p99} | ` +
        `${r.saveP99.toFixed(0)} | ${r.readP99.toFixed(0)} | ${r.errors} | ${r.lostApi} | ${r.rows} | ${r.lostRows} |`,
    );
    console.log(
      `${r.name}: longest time without any answer ${(r.pause.longest / 1000).toFixed(1)} s, ending ` +
        `${(r.pause.at / 1000).toFixed(1)} s into the run`,
    );
    if (r.errors > 0) console.log(`${r.name} errors: ${r.errorDetail}`);
    if (r.errors > 0 || r.lostApi > 0 || r.lostRows > 0 || r.rows !== userCount) met = false;
  }
  console.log(`targets: 0 errors, 0 lost writes, one row per user; p99 reported`);
  console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
  console.log(met ? 'Load: all targets met' : 'Load: targets not met');
} finally {
  await postgres?.drop();
}
