// Benchmarks cannot rot (bench/README.md): every benchmark runs at toy size on the current build, so a path the API
// no longer serves or an export that moved fails here instead of at its next measurement. No figure is judged: the
// targets need a quiet machine and full size. B13 runs as soak.test.ts; B8 needs Lighthouse's Chrome.
import { describe, expect, it } from 'vitest';
import { requireBuiltApi } from './support/api-server';
import { runBench } from './support/bench';
import { noPostgresReason, serverUrl } from './support/postgres';

if (!serverUrl) console.warn(`benchmarks.test.ts: ${noPostgresReason}`);

describe.skipIf(!serverUrl)('every benchmark at toy size', () => {
  it('runs each to its end (npm run bench:smoke but B13)', async () => {
    requireBuiltApi();
    const { code, output } = await runBench('run.mjs', {
      SMOKE: '1',
      EXCEPT: 'B13',
      // Each benchmark that needs PostgreSQL creates a database of its own there and drops it.
      BENCH_DATABASE_URL: serverUrl,
    });
    const summary = output.slice(output.lastIndexOf('| benchmark | minutes | result |'));
    expect(code, output).toBe(0);
    expect(summary, output).not.toMatch(/\| (skipped: |failed \(exit)/);
    // The summary has a row for every benchmark that ran: at least B1–B12 but B8, and the load run.
    expect(summary.match(/^\| (B\d+|load|dp) \|/gm)?.length).toBeGreaterThanOrEqual(13);
  }, 600_000);
});
