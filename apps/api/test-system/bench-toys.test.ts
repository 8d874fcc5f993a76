// The benchmarks marked `ci` in bench/lib/benchmarks.mjs, each run to its end at its toy size (no figure judged): a
// benchmark that no longer runs against the platform (a path, an export, a set-up the API refuses, a file the build
// no longer writes) fails the test run instead of its next measurement. B13 is soak.test.ts. npm test runs them
// three at a time beside the system files.
import { describe, expect, it } from 'vitest';
import { benchmarks } from '../../../bench/lib/benchmarks.mjs';
import { requireBuiltApi } from './support/api-server';
import { runBench } from './support/bench';
import { noPostgresReason, serverUrl } from './support/postgres';

const inCi = benchmarks.filter((benchmark) => benchmark.ci);
// Those marked `postgres` make databases of their own on the server of the PostgreSQL tests: skipped without it.
if (!serverUrl) console.warn(`bench-toys.test.ts: the PostgreSQL toys are skipped: ${noPostgresReason}`);

describe('the benchmarks run in every test run at toy size', () => {
  it('are the ones chosen in bench/lib/benchmarks.mjs, each with a toy size', () => {
    expect(inCi.map((benchmark) => benchmark.name)).toEqual(
      benchmarks.map((benchmark) => benchmark.name).filter((name) => name !== 'B13'),
    );
    for (const benchmark of inCi) expect(benchmark.smoke).toBeDefined();
  });

  for (const { name, script, smoke, postgres, args } of inCi)
    it.skipIf(postgres && !serverUrl).concurrent(`${name} runs to its end`, async () => {
      requireBuiltApi();
      const { code, output } = await runBench(
        script,
        { SMOKE: '1', ...smoke, ...(postgres ? { BENCH_DATABASE_URL: serverUrl } : {}) },
        args,
      );
      expect(code, output).toBe(0);
      // Each benchmark ends with its verdict line ("B7: all targets met", "Load: … not met"); dp with its table.
      if (name !== 'dp') expect(output.trim().split('\n').at(-1)).toMatch(new RegExp(`^${name}: `, 'i'));
      else expect(output).toContain('| group size |');
    });
});
