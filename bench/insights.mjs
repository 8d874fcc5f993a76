// B11 (bench/README.md): the insights at 10,000 organisations and 50,000 submissions on PostgreSQL.
// GET /api/admin/insights/overview (the default two years, no filter) and GET …/submission/:id/evaluate/comparison
// (unnarrowed) by autocannon on loopback with a platform admin's session.
// Control in the same run: the SQL the insight functions send for one answer, captured from the API's own code (a
// drizzle logger around the same functions, loaded from source through tsx) and sent straight to PostgreSQL in a
// closed loop on as many clients as autocannon has connections, the overview's statements in parallel as the API
// sends them. And the API's floor for the comparison: the evaluation of the same submission (the same loading and
// access check, no figures). Target: p95 of each route ≤1.3× its control's.
// Needs BENCH_DATABASE_URL (a database of its own is created and dropped) and the built API: npm run build -w
// @cert/api, then BENCH_DATABASE_URL=postgres://… node bench/insights.mjs. Options: ORGANIZATIONS=10000, SUBMISSIONS=50000, DURATION=10, CONNECTIONS=4; EXPLAIN=1 prints
// the plans, KEEP_DATABASE=1 keeps the seeded database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cannon } from './lib/cannon.mjs';
import pg from 'pg';
import { builtServer, startServer, stopServer } from './lib/server.mjs';
import { seedOrganizations } from './lib/organizations.mjs';
import { signIn } from './lib/session.mjs';
import { p95Of, percentile } from './lib/stats.mjs';

const organizationCount = Number(process.env.ORGANIZATIONS ?? 10_000);
const submissionCount = Number(process.env.SUBMISSIONS ?? 50_000);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 4);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const target = 1.3;
const ADMIN = 'insights@bench.example';

if (!postgresUrl) throw new Error('B11 needs a PostgreSQL server: set BENCH_DATABASE_URL=postgres://…');

async function measure(base, session, url) {
  const result = await cannon({
    url: base + url,
    connections,
    duration,
    headers: { cookie: session.header() },
  });
  return {
    rps: result.rps,
    p50: result.latency.p50,
    p95: p95Of(result.latency),
    errors: result.errors + result.non2xx,
  };
}

/** Whether captured statements are one transaction (drizzle logs its `begin` and `commit` too). */
const isTransaction = (statements) => statements[0]?.sql.trim().toLowerCase() === 'begin';

/**
 * One answer's statements in a closed loop on `connections` loops sharing a pool of the API's size (10 connections,
 * apps/api/src/db/client.ts), as the API's requests share its pool: a transaction's statements one after the other
 * on one connection, as the API sends them (the comparison reads its group's state under an advisory lock); other
 * statements all at once (the overview's).
 */
async function measureDatabase(url, statements) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const times = [];
  const deadline = Date.now() + duration * 1000;
  const transaction = isTransaction(statements);
  const send = async () => {
    if (!transaction) {
      await Promise.all(statements.map(({ sql, params }) => pool.query(sql, params)));
      return;
    }
    const connection = await pool.connect();
    try {
      for (const { sql, params } of statements) await connection.query(sql, params);
    } finally {
      connection.release();
    }
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const start = process.hrtime.bigint();
        await send();
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }),
  );
  await pool.end();
  return { rps: times.length / duration, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** Submissions with their facts and section shares, spread over two years, five kinds of strength. */
async function seedSubmissions(client, sections) {
  await client.query(
    `insert into questionnaires (kind, organization_id, answers, state, state_updated_at, submitted_at,
                                 created_at, updated_at, scoring_version)
     select case when o.type = 'Provider' then 'provider-expert'
                 when s % 4 = 0 then 'procurement-project' else 'procurement-office' end,
            o.id, '{}'::jsonb, case when random() < 0.6 then 'PASSED' else 'FAILED' end, t, t, t, t, '1.0.0'
     from (select row_number() over () as n, id, type from organizations where approval_status = 'Approved') o
     join generate_series(1, $1::int) as s on o.n = 1 + (s % (select count(*) from organizations
                                                               where approval_status = 'Approved'))
     cross join lateral (select now() - (random() * 730) * interval '1 day' + s * interval '0 second' as t) times`,
    [submissionCount],
  );
  await client.query(
    `insert into submission_facts (questionnaire_id, organization_id, kind, submitted_at, passed, agency_level,
                                   agency_size, company_size, business_sector)
     select q.id, q.organization_id, q.kind, q.submitted_at, q.state = 'PASSED',
            case when q.kind <> 'provider-expert' then (array['Federation','FederalState','Municipality','Other'])[1 + floor(random() * 4)::int] end,
            case when q.kind <> 'provider-expert' then (array['VerySmall','Small','Medium','Large','VeryLarge'])[1 + floor(random() * 5)::int] end,
            case when q.kind = 'provider-expert' then 'ElevenToFifty' end,
            case when q.kind = 'provider-expert' then 'Service' end
     from questionnaires q where q.submitted_at is not null`,
  );
  await client.query(
    `update submission_facts f set latest = true
     from (select distinct on (organization_id, kind) questionnaire_id from submission_facts
           order by organization_id, kind, submitted_at desc) l
     where f.questionnaire_id = l.questionnaire_id`,
  );
  await client.query(
    `insert into evaluation_shares (questionnaire_id, section, share, kind, organization_id, latest)
     select f.questionnaire_id, section, random(), f.kind, f.organization_id, f.latest
     from submission_facts f
     cross join lateral unnest(($1::jsonb ->> f.kind)::text[]) as section`,
    [
      JSON.stringify(
        Object.fromEntries(Object.entries(sections).map(([kind, keys]) => [kind, `{${keys.join(',')}}`])),
      ),
    ],
  );
  for (const table of ['questionnaires', 'submission_facts', 'evaluation_shares'])
    await client.query(`vacuum analyze ${table}`);
}

const database = `bench_b11_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-b11-'));
const serverClient = new pg.Client({ connectionString: postgresUrl });
let child;
let client;
try {
  console.log(
    `B11 insights: ${organizationCount} organisations, ${submissionCount} submissions, ${connections} connections, ` +
      `${duration} s per measurement; ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
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

  const { register } = await import('tsx/esm/api');
  register();
  const domain = await import('../packages/domain/src/index.ts');
  const { API_BASE, insightsContracts } = await import('../packages/domain/src/contracts.ts');
  const testing = await import('../packages/domain/src/testing/index.ts');
  const { overview } = await import('../apps/api/src/modules/insights/overview.ts');
  const { peerComparison } = await import('../apps/api/src/modules/insights/comparison.ts');
  const { drizzle } = await import('drizzle-orm/node-postgres');

  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const seeded = Date.now();
  await seedOrganizations(client, organizationCount);
  const sections = Object.fromEntries(
    domain.QuestionnaireKind.values.map((kind) => [
      kind,
      [...domain.questionnaires[kind].definition.steps.map((step) => step.section), 'total'],
    ]),
  );
  await seedSubmissions(client, sections);
  // One office submission with a real evaluation: the one whose comparison is asked for.
  const kind = 'procurement-office';
  const answers = testing.sampleAnswers(domain.questionnaires[kind].definition, 3);
  const evaluation = domain.evaluate(kind, answers, 'Bench');
  const { rows: own } = await client.query(
    `update questionnaires set evaluation = $1, answers = $2
     where id = (select id from questionnaires where kind = $3 limit 1) returning id, organization_id`,
    [evaluation, answers, kind],
  );
  const { rows: counts } = await client.query(
    'select (select count(*) from organizations) as o, (select count(*) from submission_facts) as f, (select count(*) from evaluation_shares) as s',
  );
  console.log(
    `seeded ${counts[0].o} organisations, ${counts[0].f} submissions, ${counts[0].s} shares in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );

  // The control's statements, captured from the insight functions themselves.
  const captured = [];
  const pool = new pg.Pool({ connectionString: url.toString() });
  const logging = drizzle(pool, { logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  const now = new Date();
  await overview(logging, {}, now);
  const overviewStatements = captured.splice(0);
  // The first comparison publishes the group's state (docs/insights.md); the control is a read of a published
  // state, as every later request is until enough organisations changed.
  const submission = { kind, organizationId: own[0].organization_id, answers, evaluation };
  const figures = { minimum: 5, epsilon: 8, intervalDays: 30, random: Math.random };
  await peerComparison(logging, submission, [], figures, now);
  captured.splice(0);
  await peerComparison(logging, submission, [], figures, now);
  const comparisonStatements = captured.splice(0);
  await pool.end();
  console.log(`statements: overview ${overviewStatements.length}, comparison ${comparisonStatements.length}`);
  if (process.env.EXPLAIN) {
    for (const { sql, params } of [...comparisonStatements, ...overviewStatements]) {
      if (/^(begin|commit)$/i.test(sql.trim())) continue;
      const { rows } = await client.query(`explain analyze ${sql}`, params);
      console.log(`${sql}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
    }
  }

  const admin = await signIn(base, dataDir, ADMIN);
  // Every path below /api, as the contracts name them (issue 55: paths without it measured the web app's HTML).
  const apiBase = `${API_BASE}${domain.questionnaires[kind].apiBase}`;
  const routes = {
    overview: { url: `${API_BASE}${insightsContracts.overview.path}`, statements: overviewStatements },
    comparison: {
      url: `${apiBase}/submission/${own[0].id}/evaluate/comparison`,
      statements: comparisonStatements,
    },
  };
  const results = {};
  for (const [name, route] of Object.entries(routes)) {
    await measure(base, admin, route.url); // warm-up
    results[name] = await measure(base, admin, route.url);
    results[`${name}|database`] = await measureDatabase(url.toString(), route.statements);
  }
  results.floor = await measure(base, admin, `${apiBase}/submission/${own[0].id}/evaluate/`);

  console.log(
    '\n| route | API req/s | p50 ms | p95 ms | errors | control queries/s | p50 ms | p95 ms | API p95 / control p95 | target |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  let met = true;
  for (const name of Object.keys(routes)) {
    const api = results[name];
    const control = results[`${name}|database`];
    const ratio = api.p95 / control.p95;
    const ok = ratio <= target && api.errors === 0;
    if (!ok) met = false;
    console.log(
      `| ${name} | ${api.rps.toFixed(0)} | ${api.p50} | ${api.p95.toFixed(1)} | ${api.errors} | ${control.rps.toFixed(0)} | ` +
        `${control.p50.toFixed(1)} | ${control.p95.toFixed(1)} | ${ratio.toFixed(2)}× | ${ok ? 'met' : 'not met'} |`,
    );
  }
  console.log(
    `API floor of the comparison (the evaluation of the same submission): ${results.floor.rps.toFixed(0)} req/s, ` +
      `p50 ${results.floor.p50} ms, p95 ${results.floor.p95.toFixed(1)} ms`,
  );
  console.log(
    `target: p95 ≤${target}× the same SQL straight to PostgreSQL; load at the end ${loadavg()[0].toFixed(2)}`,
  );
  console.log(met ? 'B11: all targets met' : 'B11: targets not met');
} finally {
  await client?.end();
  if (child) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.KEEP_DATABASE) console.log(`kept database ${database}`);
  else await serverClient.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  await serverClient.end();
}
