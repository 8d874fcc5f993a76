// `npm test`: install what the tests need, build, then vitest and Playwright, with typecheck, lint and formatting
// beside Playwright.
// Every step runs even when an earlier one failed, so one run shows all problems. The last line is
// `tests: N passed, M failed[, K skipped]`: CI reads it (docs/decisions/005-test-strategy-and-ci.md). Above it,
// the time each stage took, so that the next slow-down shows where it happens (docs/decisions/032).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, failedTitles, log, npm, root, run, runAsync } from './lib.mjs';
import { ensurePostgresInstalled, startThrowawayPostgres } from './postgres.mjs';

// The same default as e2e/support/env.ts: Debian's chromium-headless-shell (docs/decisions/032).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const reportDir = path.join(root, '.tmp', 'test-reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [];
function record(name, passed, failed, skipped = 0, titles = []) {
  steps.push({ name, passed, failed, skipped, titles });
}

const stages = [];
/** Wall times of what ran beside stages (the soak beside web and API, the checks beside e2e): shown, not added. */
const beside = [];
const runStarted = performance.now();
/** Runs a stage (a function or an async one) and keeps how long it took. */
async function timed(name, stage) {
  const started = performance.now();
  try {
    return await stage();
  } finally {
    stages.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}

const chrt = '/usr/bin/chrt';
// A container may refuse the idle policy (a seccomp profile): the checks then run before the flows, as without chrt.
const idlePolicy = existsSync(chrt) && run(chrt, ['--idle', '0', 'true'], { stdio: 'ignore' }) === 0;
/** `command args` under the idle scheduling policy where the system grants it, else as it is. */
const underIdle = (command, args) =>
  idlePolicy ? [chrt, ['--idle', '0', command, ...args]] : [command, args];

/**
 * The static checks run beside the end-to-end flows under Linux's idle scheduling policy (`chrt --idle 0`). The
 * flows leave part of both cores idle while their workers wait on the browser and the server; the checks take that
 * part, and any process of the flows that wakes takes the core back at once (nice 19 yielded it too late and slowed
 * the flows by a sixth; docs/decisions/032). Each check writes to a file of its own, printed in one piece when it is
 * done; its time is its own wall time, spent beside the flows.
 */
async function startCheck(name, script) {
  const file = path.join(reportDir, `${name}.log`);
  const output = openSync(file, 'w');
  const started = performance.now();
  const [command, args] = underIdle(npm, ['run', script]);
  const running = runAsync(command, args, { stdio: ['ignore', output, output] });
  closeSync(output);
  const code = await running;
  return { name, code, file, seconds: (performance.now() - started) / 1000 };
}

/** Typecheck, lint and formatting count as one test each; a failed set-up step (install, Chromium, build) as one failure. */
function check(name, exitCode, { countPass = true } = {}) {
  const ok = exitCode === 0;
  if (!ok || countPass) record(name, ok && countPass ? 1 : 0, ok ? 0 : 1);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function ensureChromium() {
  if (existsSync(chromium)) return 0;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation) ` +
        'or set CHROMIUM_PATH; `npx playwright install` is not used here.',
    );
    return 1;
  }
  log(
    'Installing Chromium from Debian: apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env }) !== 0) return 1;
  return run(
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'chromium-headless-shell', 'fonts-liberation'],
    {
      env,
    },
  );
}

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The system tests put Debian's nginx in front of two API instances (apps/api/test-system). */
function ensureNginx() {
  if (existsSync(nginx)) return 0;
  if (process.getuid?.() !== 0) {
    console.error(
      `nginx is missing at ${nginx}: install Debian's package (sudo apt-get install -y --no-install-recommends nginx) ` +
        'or set NGINX_PATH; without it the two-instance system test is skipped.',
    );
    return 1;
  }
  log('Installing nginx from Debian: apt-get install -y --no-install-recommends nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env }) !== 0) return 1;
  return run('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env });
}

/**
 * One vitest run per group of projects, each with its own report and time: the web and domain projects together,
 * then the API on PostgreSQL with the engine contract on PGlite (one run: their files fill both workers, where two
 * runs each waited for their longest file), and last the system tests (real processes; the latency bound alone, on
 * a quiet machine).
 */
const vitestGroups = [
  { name: 'vitest domain+web', projects: ['domain', 'web', 'web-isolated', 'web-browser'] },
  { name: 'vitest api+pglite', projects: ['api', 'api-pglite'] },
  // Three files side by side (the project's own maxWorkers in vitest.config.ts), and the benchmarks' toy runs.
  { name: 'vitest system', projects: ['system', 'bench-toys', 'system-latency'] },
];
/**
 * B13's one-minute soak spends most of its one and a half minutes waiting (its minute of faults, then the outbox's
 * retries): it runs beside the web and API tests, which leave it the little CPU it needs, and is awaited before the
 * system stage, whose latency bound must have the machine to itself. On the system stage it was the critical path.
 * Started with the web tests, not after them: the API tests alone took less time than the soak on a fast machine.
 */
const soakGroup = { name: 'vitest soak', projects: ['soak'] };
/** Runs a group; with `output`, its console output goes to that file (a group beside another), printed when done. */
async function vitest({ name, projects }, { output } = {}) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  log(`${name}: vitest run ${projects.map((project) => `--project ${project}`).join(' ')}`);
  const args = [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  let code;
  if (output) {
    const file = openSync(output, 'w');
    const running = runAsync(bin('vitest'), args, { stdio: ['ignore', file, file] });
    closeSync(file);
    code = await running;
    log(`${name}: exit ${code}`);
    process.stdout.write(readFileSync(output, 'utf8'));
  } else code = await runAsync(bin('vitest'), args);
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  let failed = json?.numFailedTests ?? 0;
  // A file that fails to load or a crash has no failed test of its own: count it so the line never says 0.
  if (code !== 0 && failed === 0) failed = 1;
  const skipped = (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0);
  record(name, passed, failed, skipped, failed ? failedTitles(report) : []);
}

/** PostgreSQL for the API tests: TEST_DATABASE_URL, or a throwaway cluster of this run. */
async function providePostgres() {
  if (process.env.TEST_DATABASE_URL) {
    log(`PostgreSQL: TEST_DATABASE_URL (${new URL(process.env.TEST_DATABASE_URL).host})`);
    return () => {};
  }
  if (ensurePostgresInstalled() !== 0) return undefined;
  log('PostgreSQL: a throwaway cluster for this run (TEST_DATABASE_URL is not set)');
  const cluster = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = cluster.url;
  return () => cluster.stop();
}

async function playwright() {
  const report = path.join(reportDir, 'e2e.json');
  log('Playwright end-to-end tests (Chromium)');
  // playwright.config.ts writes its JSON report to this file.
  const code = await runAsync(bin('playwright'), ['test']);
  const stats = readJson(report)?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  record('e2e', passed, failed, stats.skipped ?? 0, failed ? failedTitles(report) : []);
}

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

let stopPostgres;
if (!check('install', await timed('install', ensureInstalled), { countPass: false })) {
  log('npm ci failed: nothing else can run.');
} else {
  const hasChromium = check('chromium', await timed('chromium', ensureChromium), { countPass: false });
  check('nginx', await timed('nginx', ensureNginx), { countPass: false });
  const started = performance.now();
  try {
    stopPostgres = await providePostgres();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  stages.push({ name: 'postgres', seconds: (performance.now() - started) / 1000 });
  check('postgres', stopPostgres ? 0 : 1, { countPass: false });
  const built = check('build', await timed('build', ensureBuilt), { countPass: false });
  const [webGroup, apiGroup, systemGroup] = vitestGroups;
  const soakStarted = performance.now();
  const soak = vitest(soakGroup, { output: path.join(reportDir, 'soak.log') }).then(() =>
    beside.push({ name: 'soak', seconds: (performance.now() - soakStarted) / 1000, of: 'web and API' }),
  );
  await timed(webGroup.name, () => vitest(webGroup));
  await timed(apiGroup.name, () => vitest(apiGroup));
  await timed('soak after API', () => soak);
  await timed(systemGroup.name, () => vitest(systemGroup));
  log(
    'Typecheck, lint and formatting (npm run typecheck, lint, format:check) beside the end-to-end tests, on idle CPU',
  );
  const checks = [
    startCheck('typecheck', 'typecheck'),
    startCheck('lint', 'lint'),
    startCheck('formatting', 'format:check'),
  ];
  // Without the idle policy (not Linux, or refused) the checks would compete with the flows: they finish first instead.
  if (!idlePolicy) await Promise.all(checks);
  const e2eStarted = performance.now();
  if (built && hasChromium) {
    await playwright();
    stages.push({ name: 'e2e', seconds: (performance.now() - e2eStarted) / 1000 });
  } else log('End-to-end tests NOT run: they need the build and Chromium.');
  const e2eEnded = performance.now();
  const results = await Promise.all(checks);
  stages.push({ name: 'checks after e2e', seconds: (performance.now() - e2eEnded) / 1000 });
  for (const { name, code, file, seconds } of results) {
    log(`${name}: exit ${code}, ${seconds.toFixed(0)} s`);
    process.stdout.write(readFileSync(file, 'utf8'));
    check(name, code);
    beside.push({ name, seconds, of: 'e2e' });
  }
}
stopPostgres?.();

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nSummary:');
for (const step of steps) {
  for (const key of Object.keys(total)) total[key] += step[key];
  const skipped = step.skipped ? `, ${step.skipped} skipped` : '';
  console.log(
    `  ${step.name.padEnd(18)} ${step.failed ? 'FAIL' : 'ok  '}  ${step.passed} passed, ${step.failed} failed${skipped}`,
  );
  // Twenty name the cause; a database that went away fails hundreds alike.
  for (const title of step.titles.slice(0, 20)) console.log(`    ✗ ${title}`);
  if (step.titles.length > 20) console.log(`    … and ${step.titles.length - 20} more`);
}
console.log('\nTime per stage:');
for (const stage of stages)
  console.log(`  ${stage.name.padEnd(18)} ${stage.seconds.toFixed(0).padStart(5)} s`);
for (const stage of beside)
  console.log(
    `  ${`(${stage.name})`.padEnd(18)} ${stage.seconds.toFixed(0).padStart(5)} s beside ${stage.of}`,
  );
const seconds = (performance.now() - runStarted) / 1000;
console.log(`  ${'all'.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s`);
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed === 0 ? 0 : 1);
