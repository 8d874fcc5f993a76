// The benchmarks marked `ci` in bench/lib/benchmarks.mjs, each run to its end at its toy size (no figure judged): a
// benchmark that no longer runs against the platform (a path, an export, a set-up the API refuses, a file the build
// no longer writes) fails the test run instead of its next measurement. The others run with `npm run bench:smoke`
// (bench/README.md).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { benchmarks, type Benchmark } from '../../../bench/lib/benchmarks.mjs';
import { repoRoot, requireBuiltApi } from './support/api-server';

/** Runs the benchmark as run.mjs does with SMOKE=1; resolves with its exit code and what it printed. */
function toyRun(benchmark: Benchmark): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(benchmark.args ?? []), `bench/${benchmark.script}`], {
      cwd: repoRoot,
      env: {
        ...process.env,
        SMOKE: '1',
        BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL,
        ...benchmark.smoke,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const inCi = benchmarks.filter((benchmark) => benchmark.ci);

describe.skipIf(!process.env.TEST_DATABASE_URL)('the benchmarks run in every test run at toy size', () => {
  it('are the cheap ones, and each has a toy size', () => {
    expect(inCi.map((benchmark) => benchmark.name)).toEqual(['B5', 'B6', 'B7', 'B10', 'dp']);
    for (const benchmark of inCi) expect(benchmark.smoke).toBeDefined();
  });

  it.each(inCi.map((benchmark) => [benchmark.name, benchmark] as const))(
    '%s runs to its end',
    async (name, benchmark) => {
      requireBuiltApi();
      const { code, output } = await toyRun(benchmark);
      expect(code, output).toBe(0);
      // Each B-benchmark ends with its verdict line ("B5: all targets met" or "… not met"); dp with its table.
      if (name.startsWith('B')) expect(output.trim().split('\n').at(-1)).toMatch(new RegExp(`^${name}: `));
      else expect(output).toContain('| group size |');
    },
    60_000,
  );
});
