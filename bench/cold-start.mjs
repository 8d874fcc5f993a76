// B9 (bench/README.md): cold start of the embedded default. `node apps/api/dist/server.js` with PGlite in DATA_DIR,
// timed from the spawn to the first 200 on /api/health (polled every 10 ms): on a fresh data folder (a new, empty
// one per run: the server unpacks the build's pre-migrated image into it, ADR 020, or without one PGlite runs
// initdb and every migration) and on an existing one (made by a start before the runs). Fresh and existing runs
// alternate, medians. No baseline in the plan; for reference the same timing of a bare node:http server started
// with `node -e` (Node's own start-up).
// Run after `npm run build -w @cert/api`: node bench/cold-start.mjs
// Options: RUNS=5 (per kind). BEFORE=<path of another build's server.js> (e.g. an earlier commit's, built with
// `node apps/api/build.mjs --outdir=…` in a copy of it) times that build too, alternating with this one in every
// round, for a before/after in the same machine state.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { builtServer, freePort, root, stopServer } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const serverJs = builtServer();
const beforeJs = process.env.BEFORE ? path.resolve(process.env.BEFORE) : undefined;
const runs = Number(process.env.RUNS ?? 5);
const targets = { freshMs: 5000, existingMs: 2000 };
const TIMEOUT_MS = 60_000;

if (beforeJs && !existsSync(beforeJs)) throw new Error(`BEFORE: ${beforeJs} is missing`);

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
  // The SPA this checkout built, also for a BEFORE build elsewhere.
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
});

/** What a build's fresh folders start from: the image next to its server.js (ADR 020), if any. */
function imageNote(js) {
  const image = path.join(path.dirname(js), 'database-image.tar.gz');
  return existsSync(image)
    ? `fresh folders start from the database image (${(statSync(image).size / 1e6).toFixed(1)} MB)`
    : 'no database image: fresh folders run initdb and every migration';
}

const builds = [{ name: '', js: serverJs }];
if (beforeJs) builds.push({ name: ' (before)', js: beforeJs });
const dirs = [];
try {
  console.log(
    `B9 cold start: node apps/api/dist/server.js, PGlite, ${runs} runs per kind, alternating; ` +
      `${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  for (const build of builds) {
    console.log(`${path.relative(root, build.js)}: ${imageNote(build.js)}`);
    build.existingDir = mkdtempSync(path.join(tmpdir(), 'bench-b9-existing-'));
    dirs.push(build.existingDir);
    const made = await timeToHealthy([build.js], serverEnv(build.existingDir));
    console.log(`making the existing data folder${build.name}: ${made.toFixed(0)} ms (not counted)`);
    build.fresh = [];
    build.existing = [];
  }

  const bareTimes = [];
  for (let run = 1; run <= runs; run++) {
    bareTimes.push(await timeToHealthy(['-e', bareServer], {}));
    const line = [`run ${run}: node -e ${bareTimes.at(-1).toFixed(0)} ms`];
    for (const build of builds) {
      const freshDir = mkdtempSync(path.join(tmpdir(), 'bench-b9-fresh-'));
      dirs.push(freshDir);
      build.fresh.push(await timeToHealthy([build.js], serverEnv(freshDir)));
      rmSync(freshDir, { recursive: true, force: true });
      build.existing.push(await timeToHealthy([build.js], serverEnv(build.existingDir)));
      line.push(
        `fresh${build.name} ${build.fresh.at(-1).toFixed(0)} ms, existing${build.name} ` +
          `${build.existing.at(-1).toFixed(0)} ms`,
      );
    }
    console.log(line.join(', '));
  }

  const [current, before] = builds;
  const fresh = median(current.fresh);
  const existing = median(current.existing);
  const bare = median(bareTimes);
  const freshMet = fresh <= targets.freshMs;
  const existingMet = existing <= targets.existingMs;
  console.log('\n| start | median ms | min ms | max ms | × node -e | target | result |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const row = (name, values, target, met) =>
    console.log(
      `| ${name} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} | ` +
        `${(median(values) / bare).toFixed(1)} | ${target} | ${met} |`,
    );
  row('bare node:http (node -e)', bareTimes, '—', '—');
  row('fresh data folder', current.fresh, `≤${targets.freshMs} ms`, freshMet ? 'met' : 'not met');
  row('existing data folder', current.existing, `≤${targets.existingMs} ms`, existingMet ? 'met' : 'not met');
  if (before) {
    row('fresh data folder (before)', before.fresh, '—', '—');
    row('existing data folder (before)', before.existing, '—', '—');
    console.log(
      `\nafter / before: fresh ${(fresh / median(before.fresh)).toFixed(2)}, ` +
        `existing ${(existing / median(before.existing)).toFixed(2)}`,
    );
  }
  console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
  console.log(freshMet && existingMet ? 'B9: all targets met' : 'B9: targets not met');
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
