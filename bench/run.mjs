// Every benchmark of bench/README.md and the load scenario in sequence (`npm run bench`), with the environment passed
// through, then a summary of each one's last line (`Bn: all targets met` / `… not met`). Builds both apps first
// (B1–B4, B7–B12 and the load run the built server or read the built web app).
// Options: ONLY=B1,B9,load (a selection), EXCEPT=B13 (all but these), BUILD=0 (use the existing builds), BENCH_DATABASE_URL=postgres://… (B3, B4,
// B5 and B11 need it and are skipped without it; B2, B10 and the load scenario add PostgreSQL with it).
// Exits with 1 when a benchmark could not run to its end; targets not met are reported, not failed.
// SMOKE=1 runs each at toy size with the existing builds (seconds each, no figure judged), so that a wrong path or a
// missing export in a benchmark shows before its next measurement.
// `npm test` runs B13 as its one-minute soak (apps/api/test-system/soak.test.ts) and the others at toy size
// (apps/api/test-system/bench-toys.test.ts, the ones marked `ci` in lib/benchmarks.mjs).
import { spawn } from 'node:child_process';
import { benchmarks } from './lib/benchmarks.mjs';
import { root } from './lib/server.mjs';

const smoke = process.env.SMOKE === '1';
const names = (list) => list?.split(',').map((name) => name.trim().toLowerCase());
const only = names(process.env.ONLY);
const except = names(process.env.EXCEPT) ?? [];
const selected = benchmarks.filter(
  (b) =>
    (!only || only.includes(b.name.toLowerCase())) &&
    !except.includes(b.name.toLowerCase()) &&
    (!smoke || b.smoke),
);
if (selected.length === 0) throw new Error(`ONLY=${process.env.ONLY} names no benchmark`);

/** Runs `command` from the repository root with its output shown; resolves with the exit code and the last line. */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let lastLine = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== '');
      if (lines.length > 0) lastLine = lines.at(-1);
    });
    child.once('error', reject);
    // 'close', not 'exit': the last line may still be in the pipe at exit.
    child.once('close', (code, signal) => resolve({ code: code ?? signal, lastLine }));
  });
}

if (process.env.BUILD !== '0' && !smoke) {
  const build = await run('npm', ['run', 'build']);
  if (build.code !== 0) throw new Error('npm run build failed');
}

const summary = [];
for (const benchmark of selected) {
  if (benchmark.postgres && !process.env.BENCH_DATABASE_URL) {
    summary.push({ ...benchmark, minutes: 0, result: 'skipped: needs BENCH_DATABASE_URL' });
    continue;
  }
  console.log(`\n=== ${benchmark.name}: node bench/${benchmark.script}`);
  const started = Date.now();
  const { code, lastLine } = await run(
    process.execPath,
    [...(benchmark.args ?? []), `bench/${benchmark.script}`],
    smoke ? { ...process.env, ...benchmark.smoke } : process.env,
  );
  summary.push({
    ...benchmark,
    code,
    minutes: (Date.now() - started) / 60_000,
    result: code === 0 ? lastLine : `failed (exit ${code})`,
  });
}

console.log('\n| benchmark | minutes | result |');
console.log('| --- | --- | --- |');
for (const entry of summary) console.log(`| ${entry.name} | ${entry.minutes.toFixed(1)} | ${entry.result} |`);
if (summary.some((entry) => entry.code !== undefined && entry.code !== 0)) process.exitCode = 1;
