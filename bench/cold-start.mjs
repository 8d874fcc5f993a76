// B9 (BENCHMARKS.md): cold start of the embedded default. `node apps/api/dist/server.js` with PGlite in DATA_DIR,
// timed from the spawn to the first 200 on /api/health (polled every 10 ms): on a fresh data folder (a new, empty
// one per run: the server unpacks the build's pre-migrated image into it, ADR 020, or without one PGlite runs initdb
// and every migration) and on an existing one (made by a start before the runs). Fresh and existing runs alternate, medians. No baseline in the plan; for reference the same timing of a
// bare node:http server started with `node -e` (Node's own start-up).
// Run after `npm run build -w @cert/api`: node bench/cold-start.mjs
// Options: RUNS=5 (per kind).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root, stopServer } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const serverJs = path.join(root, 'apps/api/dist/server.js');
const imageFile = path.join(root, 'apps/api/dist/database-image.tar.gz');
const runs = Number(process.env.RUNS ?? 5);
const targets = { freshMs: 5000, existingMs: 2000 };
const TIMEOUT_MS = 60_000;

if (!existsSync(serverJs))
  throw new Error('apps/api/dist/server.js is missing: run npm run build -w @cert/api');

const bareServer = `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json; charset=utf-8'); s.end('{"status":"ok"}'); }).listen(Number(process.env.PORT), '127.0.0.1')`;

/** Milliseconds from spawning `node <args>` to the first 200 of /api/health; the process is stopped after. */
async function timeToHealthy(args, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no 200 on /api/health within ${TIMEOUT_MS / 1000} s`);
  } finally {
    await stopServer(child);
  }
}

const serverEnv = (dataDir) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
});

const existingDir = mkdtempSync(path.join(tmpdir(), 'bench-b9-existing-'));
const freshDirs = [];
try {
  console.log(
    `B9 cold start: node apps/api/dist/server.js, PGlite, ${runs} runs per kind, alternating; ` +
      `${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  console.log(
    existsSync(imageFile)
      ? `fresh folders start from the database image (${(statSync(imageFile).size / 1e6).toFixed(1)} MB)`
      : 'no database image in apps/api/dist: fresh folders run initdb and every migration',
  );
  const migrated = await timeToHealthy([serverJs], serverEnv(existingDir));
  console.log(`migrating the existing data folder: ${migrated.toFixed(0)} ms (not counted)`);

  const times = { bare: [], fresh: [], existing: [] };
  for (let run = 1; run <= runs; run++) {
    times.bare.push(await timeToHealthy(['-e', bareServer], {}));
    const freshDir = mkdtempSync(path.join(tmpdir(), 'bench-b9-fresh-'));
    freshDirs.push(freshDir);
    times.fresh.push(await timeToHealthy([serverJs], serverEnv(freshDir)));
    rmSync(freshDir, { recursive: true, force: true });
    times.existing.push(await timeToHealthy([serverJs], serverEnv(existingDir)));
    console.log(
      `run ${run}: node -e ${times.bare.at(-1).toFixed(0)} ms, fresh ${times.fresh.at(-1).toFixed(0)} ms, ` +
        `existing ${times.existing.at(-1).toFixed(0)} ms`,
    );
  }

  const fresh = median(times.fresh);
  const existing = median(times.existing);
  const bare = median(times.bare);
  const freshMet = fresh <= targets.freshMs;
  const existingMet = existing <= targets.existingMs;
  console.log('\n| start | median ms | min ms | max ms | × node -e | target | result |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const row = (name, values, target, met) =>
    console.log(
      `| ${name} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} | ` +
        `${(median(values) / bare).toFixed(1)} | ${target} | ${met} |`,
    );
  row('bare node:http (node -e)', times.bare, '—', '—');
  row('fresh data folder', times.fresh, `≤${targets.freshMs} ms`, freshMet ? 'met' : 'not met');
  row('existing data folder', times.existing, `≤${targets.existingMs} ms`, existingMet ? 'met' : 'not met');
  console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
  console.log(freshMet && existingMet ? 'B9: all targets met' : 'B9: targets not met');
} finally {
  for (const dir of [existingDir, ...freshDirs]) rmSync(dir, { recursive: true, force: true });
}
