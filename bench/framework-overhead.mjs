// B1 (bench/README.md): framework overhead. GET /api/config/public against the production server
// (apps/api/dist/server.js, every plugin loaded: error handler, compression, helmet's headers, swagger, mailer,
// cookies and sessions, CSRF, the zod serializer; PGlite in a temporary data folder) against a bare node:http
// server in a process of its own that answers with the same bytes and the same content-type. The route is the one
// every visit of the web client reads; it touches no database and runs the global hooks and a response schema like
// the other API routes (/api/health would do too, but it is the probe of a load balancer, not a user's route).
// autocannon on loopback, the same connections for both, alternating rounds, medians of req/s.
// Run after `npm run build -w @cert/api`: node bench/framework-overhead.mjs
// Options: ROUNDS=3, DURATION=10 (seconds per measurement), WARM_UP=2 (seconds per server, uncounted), CONNECTIONS=10.
// SERVER_JS=<path> measures another build of the server (e.g. one of an earlier commit, for a before/after).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cannon } from './lib/cannon.mjs';
import { builtServer, root, startServer, stopServer } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const serverJs = builtServer();
const rounds = Number(process.env.ROUNDS ?? 3);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const warmUp = Number(process.env.WARM_UP ?? 2);
const ROUTE = '/api/config/public';
const target = 0.5;

async function measure(base) {
  const result = await cannon({ url: base + ROUTE, connections, duration });
  return {
    rps: result.rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-b1-'));
const servers = [];
try {
  console.log(
    `B1 framework overhead: GET ${ROUTE}, ${connections} connections, ${rounds} alternating rounds × ${duration} s; ` +
      `${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  const api = await startServer({
    args: [serverJs],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  });
  servers.push(api.child);
  const answer = await fetch(api.base + ROUTE);
  const body = await answer.text();
  const contentType = answer.headers.get('content-type');
  const apiHeaders = [...answer.headers.keys()].length;
  const bare = await startServer({
    args: [path.join(root, 'bench/lib/bare-json-server.mjs')],
    env: { ...process.env, BODY: body, CONTENT_TYPE: contentType },
  });
  servers.push(bare.child);
  const check = await fetch(bare.base + ROUTE);
  if ((await check.text()) !== body || check.headers.get('content-type') !== contentType)
    throw new Error('the bare server does not answer like the API');
  console.log(
    `both answer ${body} (${Buffer.byteLength(body)} bytes, ${contentType}); the API with ${apiHeaders} headers`,
  );

  // Warm-up: the JIT of both servers and of autocannon.
  if (warmUp > 0) {
    await cannon({ url: api.base + ROUTE, connections, duration: warmUp });
    await cannon({ url: bare.base + ROUTE, connections, duration: warmUp });
  }
  const samples = { api: [], bare: [] };
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 ? ['api', 'bare'] : ['bare', 'api'];
    for (const name of order) {
      const sample = await measure(name === 'api' ? api.base : bare.base);
      samples[name].push(sample);
      console.log(
        `round ${round} ${name}: ${sample.rps.toFixed(0)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, ` +
          `errors ${sample.errors}`,
      );
    }
  }

  const row = (list) => ({
    rps: median(list.map((s) => s.rps)),
    p50: median(list.map((s) => s.p50)),
    p99: median(list.map((s) => s.p99)),
    errors: list.reduce((sum, s) => sum + s.errors, 0),
  });
  const apiRow = row(samples.api);
  const bareRow = row(samples.bare);
  const ratio = apiRow.rps / bareRow.rps;
  console.log('\n| server | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| API ${ROUTE} | ${apiRow.rps.toFixed(0)} | ${apiRow.p50} | ${apiRow.p99} | ${apiRow.errors} |`,
  );
  console.log(
    `| bare node:http | ${bareRow.rps.toFixed(0)} | ${bareRow.p50} | ${bareRow.p99} | ${bareRow.errors} |`,
  );
  const met = ratio >= target && apiRow.errors === 0 && bareRow.errors === 0;
  console.log(`API / node:http: ${ratio.toFixed(2)} (target ≥${target}) ${met ? 'met' : 'not met'}`);
  console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
  console.log(met ? 'B1: all targets met' : 'B1: targets not met');
} finally {
  for (const child of servers) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
