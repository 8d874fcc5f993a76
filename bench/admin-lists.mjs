// B3 (bench/README.md): the admin lists with a regular-expression name filter over 100k organisations.
// GET /api/admin/journeys and GET /api/admin/organization with `filter.name._regex_` (3–5 characters, rotating
// through patterns cut from the stored names) and pageSize=10, as the admin's name search sends them; autocannon on
// loopback with a platform admin's session. Baseline in the same run: the same requests after
// `DROP INDEX organizations_name_trgm_idx, journeys_organization_name_trgm_idx` (the trigram indexes of the names
// the two lists search; every other index stays), i.e. the same queries without the trigram index.
// Needs a PostgreSQL server (BENCH_DATABASE_URL; a database of its own is created and dropped) and the built API:
// npm run build -w @cert/api, then BENCH_DATABASE_URL=postgres://… node bench/admin-lists.mjs
// Options: ORGANIZATIONS=100000, DURATION=10 (seconds per measurement), CONNECTIONS=4, PATTERNS=300.
// Control in the same run, the database floor: the SQL of each request, built by the API's own query builders, sent
// straight to PostgreSQL by CONNECTIONS clients in a closed loop with no server in between, with and without the
// trigram indexes. No server can answer faster than its query runs: where the floor misses a target, so must the API.
// And the API's floor: the same route with a pattern no name contains (the trigram index answers "none" at once), i.e.
// what any list request costs through the API however its query is answered; the unindexed p95 over it bounds the
// speed-up any index could give.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cannon } from './lib/cannon.mjs';
import pg from 'pg';
import { builtServer, startServer, stopServer } from './lib/server.mjs';
import { patternsFrom, seedOrganizations } from './lib/organizations.mjs';
import { signIn } from './lib/session.mjs';
import { p95Of, percentile } from './lib/stats.mjs';

const organizationCount = Number(process.env.ORGANIZATIONS ?? 100_000);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 4);
const patternCount = Number(process.env.PATTERNS ?? 300);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const targets = { p95Ms: 10, speedup: 50 };
const ADMIN = 'listen@bench.example';
/** A pattern none of the seeded names contains: the cheapest list request there is. */
const NO_MATCH = 'qxqxq';

if (!postgresUrl) throw new Error('B3 needs a PostgreSQL server: set BENCH_DATABASE_URL=postgres://…');

const lists = {
  journeys: '/api/admin/journeys',
  organizations: '/api/admin/organization',
};

async function measure(base, session, list, patterns) {
  let next = 0;
  const result = await cannon({
    url: base,
    connections,
    duration,
    headers: { cookie: session.header() },
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          const pattern = patterns[next++ % patterns.length];
          return {
            ...request,
            path: `${lists[list]}?page=1&pageSize=10&filter.name._regex_=${encodeURIComponent(pattern)}`,
          };
        },
      },
    ],
  });
  const { p50, p99 } = result.latency;
  return {
    rps: result.rps,
    p50,
    p95: p95Of(result.latency),
    p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The SQL each list runs for each pattern, from the API's own query builders (loaded from source through tsx), so
 * that the floor runs exactly what the server runs.
 */
async function listStatements(patterns) {
  const { register } = await import('tsx/esm/api');
  register();
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const journeyList = await import('../apps/api/src/modules/journey/admin-list.ts');
  const organizationList = await import('../apps/api/src/modules/organization/admin-list.ts');
  // The lists' query schemas, as the contracts give them to the routes.
  const { adminOrganizationListQuerySchema, journeyListQuerySchema } =
    await import('../packages/domain/src/contracts.ts');
  const db = drizzle.mock();
  const query = (pattern) => ({ page: '1', pageSize: '10', 'filter.name._regex_': pattern });
  return {
    journeys: patterns.map((pattern) =>
      journeyList.journeyPageQuery(db, 'all', journeyListQuerySchema.parse(query(pattern))).toSQL(),
    ),
    organizations: patterns.map((pattern) =>
      organizationList.pageQuery(db, 'all', adminOrganizationListQuerySchema.parse(query(pattern))).toSQL(),
    ),
  };
}

/** The database floor of one list: its statements in a closed loop on `connections` clients of its own. */
async function measureDatabase(url, statements) {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const one = new pg.Client({ connectionString: url });
      await one.connect();
      return one;
    }),
  );
  const times = [];
  let next = 0;
  const deadline = Date.now() + duration * 1000;
  await Promise.all(
    clients.map(async (one) => {
      while (Date.now() < deadline) {
        const { sql, params } = statements[next++ % statements.length];
        const start = process.hrtime.bigint();
        await one.query(sql, params);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }),
  );
  await Promise.all(clients.map((one) => one.end()));
  return { rps: times.length / duration, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** EXPLAIN ANALYZE of one of the statements the journey list runs (its SQL from the API's query builder). */
async function explain(client, { sql, params }) {
  const { rows } = await client.query(`explain analyze ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const database = `bench_b3_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-b3-'));
const serverClient = new pg.Client({ connectionString: postgresUrl });
let child;
let client;
try {
  console.log(
    `B3 admin lists: ${organizationCount} organisations, pageSize 10, ${connections} connections, ${duration} s per ` +
      `measurement, ${patternCount} rotating 3–5 character patterns; ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  await serverClient.connect();
  await serverClient.query(`CREATE DATABASE ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;

  const server = await startServer({
    args: [builtServer()],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      ADMIN_EMAILS: ADMIN,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    timeoutMs: 120_000,
  });
  child = server.child;
  const { base } = server;

  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const seeded = Date.now();
  await seedOrganizations(client, organizationCount);
  const { rows: counts } = await client.query(
    'select (select count(*) from organizations) as organizations, (select count(*) from journeys) as journeys',
  );
  console.log(
    `seeded ${counts[0].organizations} organisations and ${counts[0].journeys} journeys in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const patterns = await patternsFrom(client, patternCount);
  const { rows: matches } = await client.query(
    `select percentile_cont(0.5) within group (order by n) as median, max(n) as max
     from (select (select count(*) from organizations where name ~* p) as n from unnest($1::text[]) as p) counts`,
    [patterns.slice(0, 50)],
  );
  console.log(
    `patterns e.g. ${patterns.slice(0, 8).join(', ')}; matching organisations per pattern (first 50): median ` +
      `${matches[0].median}, max ${matches[0].max}`,
  );
  const admin = await signIn(base, dataDir, ADMIN);
  const statements = await listStatements(patterns);

  const results = {};
  console.log(
    `\nplan with the trigram index (pattern "${patterns[0]}"):\n${await explain(client, statements.journeys[0])}`,
  );
  for (const list of Object.keys(lists)) {
    // One short warm-up so that caches and the JIT are in the same state for both variants.
    await measure(base, admin, list, patterns.slice(0, 20));
    results[`${list}|indexed`] = await measure(base, admin, list, patterns);
    results[`${list}|indexed|database`] = await measureDatabase(url.toString(), statements[list]);
    results[`${list}|api floor`] = await measure(base, admin, list, [NO_MATCH]);
  }
  await client.query('drop index organizations_name_trgm_idx, journeys_organization_name_trgm_idx');
  await client.query('analyze organizations');
  await client.query('analyze journeys');
  console.log(`\nplan without it:\n${await explain(client, statements.journeys[0])}`);
  for (const list of Object.keys(lists)) {
    await measure(base, admin, list, patterns.slice(0, 20));
    results[`${list}|baseline`] = await measure(base, admin, list, patterns);
    results[`${list}|baseline|database`] = await measureDatabase(url.toString(), statements[list]);
  }

  console.log(
    '\n| list | trigram index: req/s | p50 ms | p95 ms | p99 ms | without: req/s | p50 ms | p95 ms | p99 ms | p95 speed-up | errors | target |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  let met = true;
  for (const list of Object.keys(lists)) {
    const indexed = results[`${list}|indexed`];
    const baseline = results[`${list}|baseline`];
    const speedup = baseline.p95 / indexed.p95;
    const ok =
      indexed.p95 <= targets.p95Ms &&
      speedup >= targets.speedup &&
      indexed.errors === 0 &&
      baseline.errors === 0;
    if (!ok) met = false;
    console.log(
      `| ${list} | ${indexed.rps.toFixed(0)} | ${indexed.p50} | ${indexed.p95.toFixed(1)} | ${indexed.p99} | ` +
        `${baseline.rps.toFixed(0)} | ${baseline.p50} | ${baseline.p95.toFixed(1)} | ${baseline.p99} | ` +
        `${speedup.toFixed(1)}× | ${indexed.errors + baseline.errors} | ${ok ? 'met' : 'not met'} |`,
    );
  }
  console.log(`targets: p95 ≤${targets.p95Ms} ms and ≥${targets.speedup}× faster than without the index`);
  console.log(
    '\ncontrol, the database floor (the same SQL straight to PostgreSQL, no server):\n' +
      '| list | trigram index: queries/s | p50 ms | p95 ms | without: queries/s | p50 ms | p95 ms | p95 speed-up |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const list of Object.keys(lists)) {
    const indexed = results[`${list}|indexed|database`];
    const baseline = results[`${list}|baseline|database`];
    console.log(
      `| ${list} | ${indexed.rps.toFixed(0)} | ${indexed.p50.toFixed(1)} | ${indexed.p95.toFixed(1)} | ` +
        `${baseline.rps.toFixed(0)} | ${baseline.p50.toFixed(1)} | ${baseline.p95.toFixed(1)} | ` +
        `${(baseline.p95 / indexed.p95).toFixed(1)}× |`,
    );
  }
  console.log(
    '\ncontrol, the API floor (the same route with a pattern no name contains):\n' +
      '| list | req/s | p50 ms | p95 ms | unindexed p95 / floor p95 (the most any index could gain) |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const list of Object.keys(lists)) {
    const floor = results[`${list}|api floor`];
    console.log(
      `| ${list} | ${floor.rps.toFixed(0)} | ${floor.p50} | ${floor.p95.toFixed(1)} | ` +
        `${(results[`${list}|baseline`].p95 / floor.p95).toFixed(1)}× |`,
    );
  }
  console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
  console.log(met ? 'B3: all targets met' : 'B3: targets not met');
} finally {
  await client?.end();
  if (child) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
  await serverClient.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await serverClient.end();
}
