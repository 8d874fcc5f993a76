// B10 (bench/README.md): respondent capacity. How many people can fill in a questionnaire at once on one server?
// Simulated respondents with think time against the production server (apps/api/dist/server.js), one instance:
// each is a user of its own, signed in from an address of its own, with an approved public procurer and an office
// draft (bench/lib/users.mjs, as the load scenario sets them up). While "typing" it autosaves its draft every 2 s
// (PUT with the version of its last save; the office questionnaire's complete sample answers, 162, the nearest the
// questionnaire gives to the plan's 150), never two saves at once (the web app's writes run in line), and every
// 20 s it reads a step: GET of its draft and GET of its journey, as the load scenario reads. Each respondent keeps
// its own clock (a random phase, then its own period) and its own keep-alive connections (node:http, at most 6, as
// a browser); it is not a closed loop at full speed. A save's time counts from when it was due, so a save waiting
// behind a slow one counts that wait.
// The number of respondents steps up (START=200, doubling up to MAX; or LEVELS); each level starts the
// respondents afresh, times nothing for WARM_UP seconds, then DURATION seconds. A level passes with autosave p95
// ≤100 ms, 0 errors (any answer but the expected one, the warm-up's too, socket errors, timeouts after 15 s as the
// web app's SAVE_TIMEOUT_MS) and 0 lost writes (after each level every draft is read back through the API: the
// stored version must be the last acknowledged one, as B2 checks). The capacity is the largest level that passes.
// Control in the same run: the same respondents and reads, but every save names a version the draft never has: the
// route runs everything but the write and answers 409, which counts as the control's success. At each level both
// run, the order alternating; a mode stops stepping up at its first failing level, then one level between its last
// pass and that failure is tried (REFINE=0 skips it) if the budget allows.
// Engines: PGlite (a temporary data folder) and, with BENCH_DATABASE_URL (a database of its own, dropped at the
// end), PostgreSQL. The load generator, the server and the database share this machine's cores: the script prints
// each level's CPU use of the generator, of the server, of PostgreSQL's backends and of other work on the machine
// (a level with more than a quarter of a core of other work is marked as disturbed), and the generator's own
// event-loop delay.
// Run after `npm run build -w @cert/api`: [BENCH_DATABASE_URL=postgres://…] node bench/respondent-capacity.mjs
// Options: DURATION=20, WARM_UP=3 (seconds per level and mode), START=200, MAX=1600, LEVELS=50,100,… (explicit),
// BUDGET=300 (seconds per engine, set-up included: no level starts that would end after it), REFINE=1,
// ENGINES=pglite,postgres (one of them alone: ENGINES=postgres), SERVER_JS=apps/api/dist/server.js (another
// build, relative to the repository root), READ_EVERY=20 (seconds between a respondent's step reads). The defaults
// end within about 10 minutes for both engines on 2 cores; DURATION=30 BUDGET=450 gives 30 s levels in about 15.
// With SMOKE=1 (a toy run, bench/lib/benchmarks.mjs) any error or lost write ends it with exit code 1: at toy size it
// means a path or a set-up the API no longer accepts, not a limit reached.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { apiBase, draftAnswers, KIND } from './lib/draft.mjs';
import { createDatabase } from './lib/postgres.mjs';
import { builtServer, startServer, stopServer } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';
import { percentile } from './lib/stats.mjs';
import { ADMIN_ADDRESS, inBatches, userWithDraft } from './lib/users.mjs';

const serverJs = builtServer();
const duration = Number(process.env.DURATION ?? 20);
const warmUp = Number(process.env.WARM_UP ?? 3);
const first = Number(process.env.START ?? 200);
const max = Number(process.env.MAX ?? 1600);
const budget = Number(process.env.BUDGET ?? 300);
const refine = process.env.REFINE !== '0';
const levels = (
  process.env.LEVELS?.split(',').map(Number) ??
  Array.from({ length: 12 }, (_, k) => first * 2 ** k).filter((level) => level <= max)
).filter((level) => level > 0 && level <= max);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const engineNames = (process.env.ENGINES ?? 'pglite,postgres').split(',').map((name) => name.trim());

const ADMIN = 'leitung@kapazitaet.example';
const SAVE_EVERY_MS = 2000;
const READ_EVERY_MS = Number(process.env.READ_EVERY ?? 20) * 1000;
const P95_LIMIT_MS = 100;
/** As SAVE_TIMEOUT_MS in apps/web/src/components/draft-editor/use-draft-form.ts: a save that takes longer counts as failed. */
const TIMEOUT_MS = 15_000;
/** A version no draft reaches during the run: the control's saves match no row. */
const STALE_VERSION = 1_000_000_000;
/** The access token lives 10 minutes; sessions older than this are refreshed before a level. */
const REFRESH_AFTER_MS = 8 * 60_000;
/** A browser's connections per host. */
const SOCKETS_PER_RESPONDENT = 6;
const MODES = ['save', 'control'];
/** CPU share of other work on the machine (of all cores, 1 = one core) above which a level is said to be disturbed. */
const OTHER_WORK_NOTICE = 0.25;
/** The sampling interval of the load generator's event-loop delay. */
const LOOP_RESOLUTION_MS = 10;

if (levels.length === 0) throw new Error('no level between 1 and MAX');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => (ms / 1000).toFixed(1);

/** CPU seconds of a process (Linux /proc; undefined elsewhere). */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Busy CPU seconds of the whole machine, all cores (Linux /proc/stat: all but idle and iowait; undefined elsewhere). */
function machineCpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return (ticks.reduce((sum, n) => sum + n, 0) - ticks[3] - ticks[4]) / 100;
  } catch {
    return undefined;
  }
}

/** One HTTP request on the respondent's own agent: resolves with status and body, or the error; never rejects. */
function send(engine, respondent, method, url, body) {
  return new Promise((resolve) => {
    const headers = { ...respondent.headers, cookie: respondent.session.header() };
    if (method !== 'GET')
      Object.assign(headers, respondent.session.csrfHeader(), { 'content-type': 'application/json' });
    const req = request(
      {
        host: engine.host,
        port: engine.port,
        method,
        path: url,
        agent: respondent.agent,
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        res.on('error', (error) => resolve({ error }));
      },
    );
    req.on('error', (error) => resolve({ error }));
    req.end(body);
  });
}

/** The request's outcome in the level's tallies; true when it is the expected answer. */
function tally(level, outcome, expected) {
  if (outcome.error) {
    if (outcome.error.name === 'AbortError' || outcome.error.name === 'TimeoutError') level.timeouts++;
    else level.socketErrors++;
    return false;
  }
  if (outcome.status === expected) return true;
  level.statuses[outcome.status] = (level.statuses[outcome.status] ?? 0) + 1;
  return false;
}

/** The respondent's saves: one every SAVE_EVERY_MS from its own phase, each after the previous one has answered. */
async function saveLoop(engine, respondent, mode, window, level, body) {
  let due = window.start + Math.random() * SAVE_EVERY_MS;
  while (due < window.end) {
    await sleep(due - performance.now());
    if (performance.now() >= window.end) {
      // Behind when the window ended: the saves due but not sent count with the wait so far (a lower bound).
      for (; due < window.end; due += SAVE_EVERY_MS)
        if (due >= window.countFrom) level.saveMs.push(window.end - due);
      break;
    }
    const version = mode === 'save' ? respondent.version : STALE_VERSION;
    const outcome = await send(
      engine,
      respondent,
      'PUT',
      `${apiBase}/draft/${respondent.draftId}`,
      `{"version":${version},${body.slice(1)}`,
    );
    // From when the save was due: a save behind a slow one waits for it, as in the web app, and that wait counts.
    const answeredAt = performance.now();
    const took = answeredAt - due;
    if (answeredAt >= window.countFrom && answeredAt < window.end) level.savesAnswered++;
    const ok = tally(level, outcome, mode === 'save' ? 200 : 409);
    if (ok && mode === 'save') respondent.version = JSON.parse(outcome.body).version;
    if (due >= window.countFrom) level.saveMs.push(took);
    due += SAVE_EVERY_MS;
  }
}

/** The respondent's step reads: every READ_EVERY_MS from its own phase, draft and journey at once. */
async function readLoop(engine, respondent, window, level) {
  let due = window.start + Math.random() * READ_EVERY_MS;
  while (due < window.end) {
    await sleep(due - performance.now());
    if (performance.now() >= window.end) break;
    await Promise.all(
      [
        `${apiBase}/${respondent.draftId}`,
        `/api/journey/procurement/organization/${respondent.organizationId}`,
      ].map(async (url) => {
        const outcome = await send(engine, respondent, 'GET', url);
        const took = performance.now() - due;
        tally(level, outcome, 200);
        if (due >= window.countFrom) level.readMs.push(took);
      }),
    );
    due += READ_EVERY_MS;
  }
}

/** Every draft read back: an acknowledged save the store lacks is lost; the stored version is where the next starts. */
async function lostWrites(respondents) {
  let lost = 0;
  await inBatches(respondents, async (respondent) => {
    const record = await respondent.session.call('GET', `${apiBase}/${respondent.draftId}`);
    lost += Math.max(0, respondent.version - record.version);
    respondent.version = record.version;
  });
  return lost;
}

/** One level: `count` respondents in `mode` for WARM_UP + DURATION seconds, then the stored drafts checked. */
async function runLevel(engine, count, mode, body) {
  const respondents = engine.respondents.slice(0, count);
  const level = {
    count,
    mode,
    saveMs: [],
    readMs: [],
    statuses: {},
    socketErrors: 0,
    timeouts: 0,
    savesAnswered: 0,
    load: loadavg()[0],
  };
  const start = performance.now() + 50;
  const window = { start, countFrom: start + warmUp * 1000, end: start + (warmUp + duration) * 1000 };
  const delay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  let cpu;
  const counting = sleep(window.countFrom - performance.now()).then(async () => {
    delay.enable();
    const databasePids = await engine.databasePids();
    cpu = {
      at: performance.now(),
      own: process.cpuUsage(),
      server: cpuSecondsOf(engine.child.pid),
      database: databasePids.map((pid) => [pid, cpuSecondsOf(pid)]),
      machine: machineCpuSeconds(),
    };
  });
  await Promise.all(
    respondents.flatMap((respondent) => [
      saveLoop(engine, respondent, mode, window, level, body),
      readLoop(engine, respondent, window, level),
    ]),
  );
  await counting;
  delay.disable();
  const wall = (performance.now() - cpu.at) / 1000;
  const own = process.cpuUsage(cpu.own);
  const serverCpu = cpuSecondsOf(engine.child.pid);
  const databaseCpu = cpu.database.reduce(
    (sum, [pid, before]) => sum + (cpuSecondsOf(pid) ?? before) - before,
    0,
  );
  const machineCpu = machineCpuSeconds();
  level.generatorCpu = (own.user + own.system) / 1e6 / wall;
  level.serverCpu = serverCpu === undefined ? undefined : (serverCpu - cpu.server) / wall;
  // PostgreSQL's backends of the benchmark's database (PGlite runs inside the server process).
  level.databaseCpu = engine.databaseUrl ? databaseCpu / wall : undefined;
  // Everything else the machine did: other work on it distorts the level.
  level.restCpu =
    machineCpu === undefined || level.serverCpu === undefined
      ? undefined
      : (machineCpu - cpu.machine) / wall - level.generatorCpu - level.serverCpu - databaseCpu / wall;
  // The histogram holds the time between its samples: the delay is what exceeds the sampling interval.
  level.loopDelayP99 = Math.max(0, delay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS);
  level.lost = await lostWrites(respondents);
  // Every answer but the expected one counts, in the warm-up too: a respondent saw it.
  level.errors =
    Object.values(level.statuses).reduce((sum, n) => sum + n, 0) + level.socketErrors + level.timeouts;
  level.savesPerSecond = level.savesAnswered / duration;
  level.save = [0.5, 0.95, 0.99].map((share) => percentile(level.saveMs, share));
  level.read = [0.5, 0.95, 0.99].map((share) => percentile(level.readMs, share));
  level.pass = level.errors === 0 && level.lost === 0 && level.save[1] <= P95_LIMIT_MS;
  delete level.saveMs;
  delete level.readMs;
  return level;
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '–');
const share = (value) => (value === undefined ? '–' : `${(value * 100).toFixed(0)} %`);

function describe(engine, level) {
  const detail =
    level.errors > 0
      ? ` (statuses ${JSON.stringify(level.statuses)}, socket errors ${level.socketErrors}, timeouts ${level.timeouts})`
      : '';
  return (
    `${engine.name} ${level.count} respondents, ${level.mode}: ${level.savesPerSecond.toFixed(0)} saves/s, ` +
    `save p50/p95/p99 ${level.save.map(ms).join('/')} ms, read p50/p95/p99 ${level.read.map(ms).join('/')} ms, ` +
    `errors ${level.errors}${detail}, lost writes ${level.lost}; CPU generator ${share(level.generatorCpu)}, ` +
    `server ${share(level.serverCpu)}, database ${share(level.databaseCpu)}, other work ${share(level.restCpu)} ` +
    `(of ${cpus().length * 100} %)${level.restCpu > OTHER_WORK_NOTICE ? ' – disturbed by other work' : ''}; ` +
    `generator loop delay p99 ${ms(level.loopDelayP99)} ms; ` +
    `load ${level.load.toFixed(2)} → ${level.pass ? 'pass' : 'FAIL'}`
  );
}

/** Respondents up to `count`: the new ones are set up (a user, an approved organisation, a draft each). */
async function grow(engine, count) {
  const started = Date.now();
  const indexes = Array.from(
    { length: Math.max(0, count - engine.respondents.length) },
    (_, i) => engine.respondents.length + i,
  );
  const added = await inBatches(indexes, async (index) => ({
    ...(await userWithDraft({
      base: engine.base,
      dataDir: engine.dataDir,
      admin: engine.admin.session,
      index,
      domain: 'kapazitaet.example',
      label: 'Kapazität',
    })),
    signedInAt: Date.now(),
    agent: new Agent({ keepAlive: true, maxSockets: SOCKETS_PER_RESPONDENT }),
  }));
  engine.respondents.push(...added);
  engine.setUp.seconds += (Date.now() - started) / 1000;
  engine.setUp.count += added.length;
  // Sessions near the end of their access token's life get a new one, as the web client does.
  for (const respondent of [engine.admin, ...engine.respondents.slice(0, count)]) {
    if (Date.now() - respondent.signedInAt < REFRESH_AFTER_MS) continue;
    await respondent.session.call('POST', '/api/auth/refresh');
    respondent.signedInAt = Date.now();
  }
}

/** The levels of each mode, stepped up until it fails, then one level between (REFINE), within the budget. */
async function measureEngine(name, databaseUrl, body) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-b10-${name}-`));
  const started = Date.now();
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
  const url = new URL(base);
  const engine = {
    name,
    base,
    host: url.hostname,
    port: Number(url.port),
    child,
    dataDir,
    respondents: [],
    setUp: { seconds: 0, count: 0 },
    levels: [],
    /** Per mode, when the budget ended its search before a level failed. */
    stoppedBy: {},
    databaseUrl,
    databasePids: async () => [],
  };
  let database;
  try {
    if (databaseUrl) {
      database = new pg.Client({ connectionString: databaseUrl });
      await database.connect();
      const sql =
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';
      engine.databasePids = async () => (await database.query(sql)).rows.map((row) => row.pid);
    }
    engine.admin = {
      session: await signIn(base, dataDir, ADMIN, { 'x-forwarded-for': ADMIN_ADDRESS }),
      signedInAt: Date.now(),
    };
    const passed = { save: 0, control: 0 };
    const failed = { save: undefined, control: undefined };
    const perRespondent = () =>
      engine.setUp.count > 0 ? (1.2 * engine.setUp.seconds) / engine.setUp.count : 0.1;
    /** Whether a level of `count` respondents in `modes` ends within the budget (set-up and read-back included). */
    const fits = (count, modes) => {
      const setUp = Math.max(0, count - engine.respondents.length) * perRespondent();
      const perMode = warmUp + duration + 1 + (count * 0.02) / 10;
      return (Date.now() - started) / 1000 + setUp + modes * perMode <= budget;
    };
    const record = (level) => {
      engine.levels.push(level);
      console.log(describe(engine, level));
      if (level.pass) passed[level.mode] = Math.max(passed[level.mode], level.count);
      else failed[level.mode] = Math.min(failed[level.mode] ?? Infinity, level.count);
    };

    for (const [index, count] of levels.entries()) {
      const modes = MODES.filter((mode) => failed[mode] === undefined);
      if (modes.length === 0) break;
      if (!fits(count, modes.length)) {
        for (const mode of modes) engine.stoppedBy[mode] = `the budget of ${budget} s`;
        console.log(`${name}: ${count} respondents would end after the budget of ${budget} s: stopped`);
        break;
      }
      await grow(engine, count);
      for (const mode of index % 2 === 0 ? modes : [...modes].reverse())
        record(await runLevel(engine, count, mode, body));
    }
    if (refine) {
      for (const mode of MODES) {
        const low = passed[mode];
        const high = failed[mode];
        if (high === undefined || low === 0 || high / low < 1.3) continue;
        const between = Math.round(Math.sqrt(low * high) / 10) * 10;
        if (!fits(between, 1)) {
          console.log(
            `${name}: ${between} respondents (${mode}) would end after the budget of ${budget} s: skipped`,
          );
          continue;
        }
        await grow(engine, between);
        record(await runLevel(engine, between, mode, body));
      }
    }
    engine.capacity = Object.fromEntries(
      MODES.map((mode) => [
        mode,
        {
          value: passed[mode],
          // The smallest level above the capacity that failed; none: MAX or the budget ended the search.
          failedAt: engine.levels
            .filter((level) => level.mode === mode && !level.pass && level.count > passed[mode])
            .reduce((least, level) => Math.min(least, level.count), Infinity),
        },
      ]),
    );
    engine.seconds = (Date.now() - started) / 1000;
    console.log(
      `${name}: ${engine.respondents.length} respondents set up (${ms((1000 * engine.setUp.seconds) / engine.setUp.count)} ms each), ` +
        `${seconds(engine.seconds * 1000)} s in all`,
    );
    return engine;
  } finally {
    await database?.end();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
    for (const respondent of engine.respondents) respondent.agent.destroy();
  }
}

/** "400 (570 failed)", or "≥1600 (none failed up to the last level (1600))" when no level above it failed. */
const capacityText = ({ value, failedAt }, stoppedBy) =>
  Number.isFinite(failedAt) ? `${value} (${failedAt} failed)` : `≥${value} (none failed up to ${stoppedBy})`;

/** The capacity over the control's; a bound where a search ended without a failure. */
function ratioText(save, control) {
  if (save.value === 0 || control.value === 0) return '–';
  const ratio = (save.value / control.value).toFixed(2);
  const saveExact = Number.isFinite(save.failedAt);
  const controlExact = Number.isFinite(control.failedAt);
  if (saveExact && controlExact) return `${ratio}×`;
  if (saveExact) return `≤${ratio}×`;
  if (controlExact) return `≥${ratio}×`;
  return 'unknown (neither failed)';
}

/** "400 (570 failed)" or "≥1600": the capacity with the resolution of the levels. */
const bounded = ({ value, failedAt }) =>
  Number.isFinite(failedAt) ? `${value} (${failedAt} failed)` : `≥${value}`;

let postgres;
try {
  const { answers, count, bytes } = draftAnswers(150);
  const body = JSON.stringify(answers);
  console.log(
    `B10 respondent capacity: ${KIND} draft with ${count} answers (${(bytes / 1024).toFixed(1)} KiB), a save every ` +
      `${SAVE_EVERY_MS / 1000} s and a step read (draft + journey) every ${READ_EVERY_MS / 1000} s per respondent; ` +
      `levels ${levels.join(', ')}; ${warmUp} s warm-up + ${duration} s per level and mode; budget ${budget} s per ` +
      `engine; ${cpus().length} cores shared by the load generator, the server and the database; load ` +
      `${loadavg()[0].toFixed(2)}`,
  );
  const engines = [];
  if (engineNames.includes('pglite')) engines.push(await measureEngine('pglite', undefined, body));
  if (postgresUrl && engineNames.includes('postgres')) {
    postgres = await createDatabase(postgresUrl, 'bench_b10');
    engines.push(await measureEngine('postgres', postgres.url, body));
  } else if (!postgresUrl) {
    console.log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped.');
  }

  console.log(
    '\n| engine | respondents | mode | saves/s | save p50 ms | save p95 ms | save p99 ms | read p50 ms | read p95 ms | ' +
      'read p99 ms | errors | lost writes | CPU generator | CPU server | CPU database | CPU other | load avg | passes |',
  );
  console.log(
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const engine of engines) {
    for (const level of [...engine.levels].sort(
      (a, b) => a.count - b.count || a.mode.localeCompare(b.mode),
    )) {
      console.log(
        `| ${engine.name} | ${level.count} | ${level.mode} | ${level.savesPerSecond.toFixed(0)} | ` +
          `${level.save.map(ms).join(' | ')} | ${level.read.map(ms).join(' | ')} | ${level.errors} | ${level.lost} | ` +
          `${share(level.generatorCpu)} | ${share(level.serverCpu)} | ${share(level.databaseCpu)} | ` +
          `${share(level.restCpu)} | ` +
          `${level.load.toFixed(2)} | ` +
          `${level.pass ? 'yes' : 'no'} |`,
      );
    }
  }
  const summary = [];
  const lastLevel = `the last level (${levels.at(-1)})`;
  for (const engine of engines) {
    const { save, control } = engine.capacity;
    console.log(
      `${engine.name}: ${capacityText(save, engine.stoppedBy.save ?? lastLevel)} respondents with autosave p95 ` +
        `≤${P95_LIMIT_MS} ms, 0 errors and 0 lost writes; control (no-write route) ` +
        `${capacityText(control, engine.stoppedBy.control ?? lastLevel)}; ratio ${ratioText(save, control)}`,
    );
    summary.push(
      `${engine.name === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${bounded(save)} respondents, control ` +
        `${bounded(control)}: ${ratioText(save, control)}`,
    );
  }
  console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
  const none = engines.some((engine) => engine.capacity.save.value === 0);
  console.log(
    `B10: ${summary.join('; ')} (autosave p95 ≤${P95_LIMIT_MS} ms, 0 errors)` +
      (none ? '; targets not met (no level without errors)' : ''),
  );
  const failed = engines
    .flatMap((engine) => engine.levels)
    .filter((level) => level.errors > 0 || level.lost > 0);
  if (process.env.SMOKE === '1' && failed.length > 0) {
    console.error(`B10 at toy size: ${failed.length} level(s) with errors or lost writes (see above)`);
    process.exitCode = 1;
  }
} finally {
  await postgres?.drop();
}
