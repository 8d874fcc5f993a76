// `npm run test:flakes [-- ROUNDS]`: the browser tests, again and again, on a machine kept busy on purpose.
// Runs the whole Playwright suite and the component tests in Chromium (project web-browser) ROUNDS times in a row
// (default 5), with retries at 0, while one busy loop per core competes for the CPU. A test that depends on timing
// fails here long before it fails in CI (docs/decisions/043-reduced-motion-and-settled-checks.md). Prints each
// round's time and failures, and exits non-zero if any round failed. Needs the build (npm start or npm test made
// it) and, like npm test, starts a throwaway PostgreSQL cluster unless TEST_DATABASE_URL is set.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, failedTitles, log, root, run } from './lib.mjs';
import { ensurePostgresInstalled, startThrowawayPostgres } from './postgres.mjs';

const rounds = Number(process.argv[2] ?? 5);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('Usage: npm run test:flakes [-- ROUNDS], ROUNDS a whole number of at least 1 (default 5).');
  process.exit(2);
}
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (ensureBuilt() !== 0) process.exit(1);
let stopPostgres = () => {};
if (!process.env.TEST_DATABASE_URL) {
  if (ensurePostgresInstalled() !== 0) process.exit(1);
  const cluster = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = cluster.url;
  stopPostgres = () => cluster.stop();
}

// One loop per core: the suites then share the machine as they do on a CI machine that is busy elsewhere.
const loops = Array.from({ length: availableParallelism() }, () => new Worker('for (;;) {}', { eval: true }));

const results = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const suite of ['e2e', 'web-browser']) {
      log(`round ${round}/${rounds}: ${suite}, under ${loops.length} busy loops`);
      const started = performance.now();
      const report = path.join(
        root,
        '.tmp',
        'test-reports',
        suite === 'e2e' ? 'e2e.json' : 'flakes-browser.json',
      );
      // A run that dies before it writes its report must not be judged by an older one.
      rmSync(report, { force: true });
      const code =
        suite === 'e2e'
          ? run(bin('playwright'), ['test', '--retries=0'])
          : run(bin('vitest'), [
              'run',
              '--project',
              'web-browser',
              '--retry=0',
              '--reporter=default',
              '--reporter=json',
              `--outputFile.json=${report}`,
            ]);
      const seconds = (performance.now() - started) / 1000;
      // The exit code decides; the report names the tests (a file that did not load, or a server that did not
      // start, names none).
      const titles = code === 0 ? [] : failedTitles(report);
      results.push({
        round,
        suite,
        seconds,
        failed: code === 0 ? [] : titles.length ? titles : [`exit code ${code}`],
      });
    }
  }
} finally {
  await Promise.all(loops.map((loop) => loop.terminate()));
  stopPostgres();
}

console.log('\nRounds (retries 0, busy loops on every core):');
for (const { round, suite, seconds, failed } of results)
  console.log(
    `  ${String(round).padStart(2)} ${suite.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s  ${failed.length ? `FAILED: ${failed.join('; ')}` : 'green'}`,
  );
process.exit(results.some((result) => result.failed.length) ? 1 : 0);
