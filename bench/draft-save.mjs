// B2 (bench/README.md): draft save. PUT of a 200-answer questionnaire draft with a session cookie and the CSRF
// header against the production server (apps/api/dist/server.js), autocannon on loopback; each connection saves
// its own draft and sends the version it got back, so every request is a real, accepted save.
// Baseline in the same run: the same route, the same session and body, but with a version the draft never has:
// session, CSRF, access check, body validation and the UPDATE's index lookup run, the write does not (409).
// Engines: PGlite (a temporary data folder) and, with BENCH_DATABASE_URL (a PostgreSQL server; a database of its
// own is created and dropped), PostgreSQL in the same run.
// Each engine first saves for WARM_UP=5 s uncounted (warm-up: JIT, pool, the fresh server's start-up work).
// Run after `npm run build -w @cert/api`: BENCH_DATABASE_URL=postgres://… node bench/draft-save.mjs
// Options: ROUNDS=3 (alternating rounds, median), DURATION=8 (seconds per measurement), CONNECTIONS=10 (comma-separated for several).
// SERVER_JS=<path> measures another build of the server (e.g. one of an earlier commit, for a before/after).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cannon } from './lib/cannon.mjs';
import pg from 'pg';
import { builtServer, startServer, stopServer } from './lib/server.mjs';
import { apiBase, draftAnswers, KIND } from './lib/draft.mjs';
import { signIn } from './lib/session.mjs';

const serverJs = builtServer();
const rounds = Number(process.env.ROUNDS ?? 3);
const duration = Number(process.env.DURATION ?? 8);
const connectionCounts = (process.env.CONNECTIONS ?? '10').split(',').map(Number);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const targets = { shareOfNoWrite: 0.45, p99Ms: 30, pgliteShare: 0.2 };
const ADMIN = 'leitung@bench.example';
const USER = 'bearbeiterin@bench.example';
const warmUp = Number(process.env.WARM_UP ?? 5);
/** A version no draft reaches during the run: the baseline's saves match no row. */
const STALE_VERSION = 1_000_000_000;

async function startEngine(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-b2-${name}-`));
  const { base, child } = await startServer({
    args: [serverJs],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAILS: ADMIN,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  });

  const user = await signIn(base, dataDir, USER);
  const admin = await signIn(base, dataDir, ADMIN);
  const organization = await user.call('POST', '/api/organization', {
    organization: {
      type: 'PublicProcurer',
      name: 'Beschaffungsamt Benchmark',
      address: { street: 'Lastweg 1', postalCode: '10115', city: 'Berlin' },
      website: null,
      agencyLevel: 'Municipality',
    },
    newMembers: [],
  });
  await admin.call('PUT', `/api/organization/${organization._id}/approve`, {});
  const drafts = [];
  for (let i = 0; i < Math.max(...connectionCounts); i++) {
    const draft = await user.call('POST', `${apiBase}/draft`, { meta: { organization: organization._id } });
    drafts.push({ id: draft._id, version: draft.version, saves: 0 });
  }
  return { name, child, dataDir, base, user, apiBase, drafts, lost: 0 };
}

/** One autocannon run: every connection saves its own draft (mode save) or sends a stale version (baseline). */
async function measure(engine, mode, connections, body, seconds = duration) {
  const headers = {
    cookie: engine.user.header(),
    ...engine.user.csrfHeader(),
    'content-type': 'application/json',
  };
  let nextDraft = 0;
  let unexpected = 0;
  const expected = mode === 'save' ? 200 : 409;
  const result = await cannon({
    url: engine.base,
    connections,
    duration: seconds,
    method: 'PUT',
    headers,
    setupClient(client) {
      const draft = engine.drafts[nextDraft++ % engine.drafts.length];
      const bodyFor = () => `{"version":${mode === 'save' ? draft.version : STALE_VERSION},${body.slice(1)}`;
      client.setRequests([
        { method: 'PUT', path: `${engine.apiBase}/draft/${draft.id}`, headers, body: bodyFor() },
      ]);
      client.on('response', (status) => {
        if (status !== expected) unexpected++;
        else if (mode === 'save') {
          draft.version++;
          draft.saves++;
          client.setBody(bodyFor());
        }
      });
    },
  });
  if (mode === 'save') await synchronise(engine, connections);
  return {
    rps: result.rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + unexpected,
  };
}

/**
 * After a save run: every save the server acknowledged must be stored (else it counts as lost), and the stored
 * version is where the next run starts (a request still in flight when the run stopped may have raised it).
 */
async function synchronise(engine, connections) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const draft of engine.drafts.slice(0, connections)) {
    const record = await engine.user.call('GET', `${engine.apiBase}/${draft.id}`);
    engine.lost += Math.max(0, draft.version - record.version);
    draft.version = record.version;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let postgresDatabase;
const engines = [];
try {
  const { count, bytes, answers } = draftAnswers();
  const body = JSON.stringify(answers);
  console.log(
    `B2 draft save: ${KIND}, ${count} answers, ${(bytes / 1024).toFixed(1)} KiB body; ${rounds} rounds × ${duration} s; ` +
      `connections ${connectionCounts.join(', ')}; ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  engines.push(await startEngine('pglite'));
  if (postgresUrl) {
    postgresDatabase = `bench_b2_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${postgresDatabase}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${postgresDatabase}`;
    engines.push(await startEngine('postgres', url.toString()));
  } else {
    console.log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped.');
  }

  // Warm-up, not counted: the JIT, the pool's connections, and the start-up work of a fresh server (it compresses
  // the SPA's assets in the background for its first seconds).
  if (warmUp > 0)
    for (const engine of engines) await measure(engine, 'save', Math.max(...connectionCounts), body, warmUp);

  const samples = new Map();
  const key = (engine, connections, mode) => `${engine}|${connections}|${mode}`;
  for (let round = 1; round <= rounds; round++) {
    for (const connections of connectionCounts) {
      for (const engine of engines) {
        for (const mode of ['save', 'baseline']) {
          const sample = await measure(engine, mode, connections, body);
          const list = samples.get(key(engine.name, connections, mode)) ?? [];
          list.push(sample);
          samples.set(key(engine.name, connections, mode), list);
          console.log(
            `round ${round} ${engine.name} c=${connections} ${mode}: ${sample.rps.toFixed(0)} req/s, ` +
              `p50 ${sample.p50} ms, p99 ${sample.p99} ms, errors ${sample.errors}`,
          );
        }
      }
    }
  }

  console.log(
    '\n| engine | connections | saves/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | saves / baseline | errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const summary = new Map();
  for (const connections of connectionCounts) {
    for (const engine of engines) {
      const save = samples.get(key(engine.name, connections, 'save'));
      const baseline = samples.get(key(engine.name, connections, 'baseline'));
      const row = {
        rps: median(save.map((s) => s.rps)),
        p50: median(save.map((s) => s.p50)),
        p99: median(save.map((s) => s.p99)),
        baseRps: median(baseline.map((s) => s.rps)),
        baseP99: median(baseline.map((s) => s.p99)),
        errors: [...save, ...baseline].reduce((sum, s) => sum + s.errors, 0),
      };
      summary.set(key(engine.name, connections, ''), row);
      console.log(
        `| ${engine.name} | ${connections} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.baseRps.toFixed(0)} | ` +
          `${row.baseP99} | ${(row.rps / row.baseRps).toFixed(2)} | ${row.errors} |`,
      );
    }
  }
  let met = true;
  for (const engine of engines) {
    const lost = engine.lost;
    const saves = engine.drafts.reduce((sum, draft) => sum + draft.saves, 0);
    console.log(`${engine.name}: ${saves} saves accepted, ${lost} lost writes`);
    if (lost > 0) met = false;
  }
  for (const connections of connectionCounts) {
    const pgRow = summary.get(key('postgres', connections, ''));
    const liteRow = summary.get(key('pglite', connections, ''));
    if (liteRow.errors > 0 || (pgRow && pgRow.errors > 0)) met = false;
    if (!pgRow) continue;
    const share = liteRow.rps / pgRow.rps;
    const ofNoWrite = pgRow.rps / pgRow.baseRps;
    const pgMet = ofNoWrite >= targets.shareOfNoWrite && pgRow.p99 <= targets.p99Ms;
    console.log(
      `c=${connections}: PostgreSQL ${pgRow.rps.toFixed(0)} saves/s = ${ofNoWrite.toFixed(2)}× the no-write route ` +
        `(≥${targets.shareOfNoWrite}), p99 ${pgRow.p99} ms ` +
        `(≤${targets.p99Ms}) ${pgMet ? 'met' : 'not met'}; PGlite/PostgreSQL ${share.toFixed(2)} (≥${targets.pgliteShare}) ` +
        `${share >= targets.pgliteShare ? 'met' : 'not met'}`,
    );
    if (!pgMet || share < targets.pgliteShare) met = false;
  }
  console.log(
    postgresUrl
      ? met
        ? 'B2: all targets met'
        : 'B2: targets not met'
      : 'B2: PostgreSQL targets not checked',
  );
} finally {
  for (const engine of engines) {
    await stopServer(engine.child);
    rmSync(engine.dataDir, { recursive: true, force: true });
  }
  if (postgresDatabase) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
    await admin.end();
  }
}
