// `npm test`: install what the tests need, build, then typecheck, lint, vitest and Playwright.
// Every step runs even when an earlier one failed, so one run shows all problems. The last line is
// `tests: N passed, M failed[, K skipped]`: CI reads it (docs/decisions/005-test-strategy-and-ci.md).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, log, root, run, runNpm } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = path.join(root, '.tmp', 'test-reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [];
function record(name, passed, failed, skipped = 0) {
  steps.push({ name, passed, failed, skipped });
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
      `Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH; `npx playwright install` is not used here.',
    );
    return 1;
  }
  log('Installing Chromium from Debian: apt-get install -y chromium');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env }) !== 0) return 1;
  return run('apt-get', ['install', '-y', 'chromium'], { env });
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

function vitest() {
  if (!process.env.TEST_DATABASE_URL) {
    log(
      'Note: TEST_DATABASE_URL is not set, so the api-postgres project is SKIPPED (API tests run on PGlite only).',
    );
  }
  const report = path.join(reportDir, 'vitest.json');
  log('vitest run (all projects)');
  const code = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  const passed = json?.numPassedTests ?? 0;
  let failed = json?.numFailedTests ?? 0;
  // A file that fails to load or a crash has no failed test of its own: count it so the line never says 0.
  if (code !== 0 && failed === 0) failed = 1;
  record('vitest', passed, failed, (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0));
}

function playwright() {
  const report = path.join(reportDir, 'e2e.json');
  log('Playwright end-to-end tests (Chromium)');
  // playwright.config.ts writes its JSON report to this file.
  const code = run(bin('playwright'), ['test']);
  const stats = readJson(report)?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  record('e2e', passed, failed, stats.skipped ?? 0);
}

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

if (!check('install', ensureInstalled(), { countPass: false })) {
  log('npm ci failed: nothing else can run.');
} else {
  const hasChromium = check('chromium', ensureChromium(), { countPass: false });
  check('nginx', ensureNginx(), { countPass: false });
  const built = check('build', ensureBuilt(), { countPass: false });
  log('Typecheck: npm run typecheck');
  check('typecheck', runNpm(['run', 'typecheck']));
  log('Lint: npm run lint');
  check('lint', runNpm(['run', 'lint']));
  log('Formatting: npm run format:check');
  check('formatting', runNpm(['run', 'format:check']));
  vitest();
  if (built && hasChromium) playwright();
  else log('End-to-end tests NOT run: they need the build and Chromium.');
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nSummary:');
for (const step of steps) {
  for (const key of Object.keys(total)) total[key] += step[key];
  const skipped = step.skipped ? `, ${step.skipped} skipped` : '';
  console.log(
    `  ${step.name.padEnd(10)} ${step.failed ? 'FAIL' : 'ok  '}  ${step.passed} passed, ${step.failed} failed${skipped}`,
  );
}
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`tests: ${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(total.failed === 0 ? 0 : 1);
