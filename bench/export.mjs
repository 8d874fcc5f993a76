// B5 (bench/README.md): the admin export of all journeys to XLSX, its time and peak memory at 10k and 50k journeys.
// The export runs as the route runs it (modules/data-export: keyset pages of journeys with their records, the
// journey rules, the columns derived from the questionnaire, the streaming XLSX writer of ADR 023) into a sink that
// counts the bytes, each measurement in a fresh Node process whose peak RSS (getrusage maxRSS) is the figure; the
// modules are bundled by esbuild as apps/api/build.mjs bundles the server (production runs the bundle, not the
// TypeScript sources through tsx, which alone held ~70 MB more before the export began). Baseline in
// the same run: a CSV stream of the same rows (same pages, same columns, same values, one line per journey).
// Data: public procurers with a journey, a passed office submission (the questionnaire's sample answers and their
// evaluation) and a bronze certificate each, seeded with SQL into a database of its own on a PostgreSQL server
// (dropped at the end); PostgreSQL and not PGlite, so that the process's memory is the export's and not the
// embedded database's. BENCH_DATABASE_URL=postgres://… node bench/export.mjs
// Options: SIZES=10000,50000, ROUNDS=2 (alternating XLSX and CSV per size, medians). About 3.5 minutes at a load
// average of 1.4–2 on 2 cores, 5–6 minutes under a load of 5–9.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { apiBundleOptions } from '../apps/api/bundle-options.mjs';
import pg from 'pg';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const self = fileURLToPath(import.meta.url);
const source = (file) => pathToFileURL(path.join(root, 'apps/api/src', file)).href;
const targets = { seconds10k: 5, rssGrowth: 1.3, rssMb: 300 };
const MB = 1024 * 1024;

/**
 * The export's modules bundled into a folder of its own under apps/api (so that the bundle finds node_modules and
 * the migrations as dist/server.js does), with the server's options (apps/api/bundle-options.mjs); returns the folder.
 */
async function bundleExport() {
  const api = path.join(root, 'apps/api');
  const folder = mkdtempSync(path.join(api, '.bench-b5-'));
  await build({
    stdin: {
      contents: [
        "export { openDatabase } from './db/client';",
        "export { journeyPages } from './modules/data-export/journey-pages';",
        "export { exportColumns } from './modules/data-export/columns';",
        "export { writeExportWorkbook } from './lib/xlsx/workbook';",
        "export { neutraliseText } from './lib/xlsx/neutralise';",
      ].join('\n'),
      resolveDir: path.join(api, 'src'),
      loader: 'ts',
      sourcefile: 'bench-export.ts',
    },
    outfile: path.join(folder, 'export.mjs'),
    ...apiBundleOptions,
  });
  return folder;
}

/** Child mode: one export of every procurer journey in `format` into a counting sink; prints one JSON line. */
async function runExport(format, url, bundle) {
  const { openDatabase, journeyPages, exportColumns, writeExportWorkbook, neutraliseText } = await import(
    pathToFileURL(bundle).href
  );
  const database = await openDatabase({ engine: 'postgres', url });
  let bytes = 0;
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const columns = exportColumns('procurement-office');
  const pages = journeyPages(database.db, 'procurement', 'procurement-office', new Date());
  const startRss = process.memoryUsage().rss;
  const started = performance.now();
  let rows = 0;
  const counted = async function* () {
    for await (const page of pages) {
      rows += page.length;
      yield page;
    }
  };
  if (format === 'xlsx') {
    await writeExportWorkbook(
      sink,
      { sheetName: 'Beschaffungsstellen', created: new Date() },
      columns,
      counted(),
    );
  } else {
    const cell = (value) => {
      if (value === null) return '';
      if (typeof value === 'number') return String(value);
      const text = typeof value === 'string' ? neutraliseText(value) : value.day;
      return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const write = async (line) => {
      if (!sink.write(line)) await once(sink, 'drain');
    };
    await write(`${columns.map((column) => cell(column.header)).join(';')}\n`);
    for await (const page of counted()) {
      for (const journey of page)
        await write(`${columns.map((column) => cell(column.value(journey))).join(';')}\n`);
    }
    sink.end();
  }
  if (!sink.writableFinished) await once(sink, 'finish');
  const ms = performance.now() - started;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  await database.close();
  console.log(JSON.stringify({ format, rows, bytes, ms, startRss, peakRss }));
}

/** `count` more public procurers (after `offset`) with journey, passed office submission and certificate. */
async function seed(client, offset, count, answers, evaluation) {
  await client.query(
    `insert into organizations (type, name, street, postal_code, city, agency_level, approval_status, reviewed_at)
     select 'PublicProcurer', 'Stadt Export ' || i, 'Musterstraße ' || (i % 200 + 1),
            lpad((10000 + i % 89999)::text, 5, '0'), 'Ort ' || (i % 5000), 'Municipality', 'Approved',
            now() - (i % 700) * interval '1 day'
     from generate_series($1::int + 1, $1::int + $2::int) as i`,
    [offset, count],
  );
  await client.query(
    `insert into questionnaires (kind, organization_id, version, answers, state, state_updated_at, submitted_at,
                                 scoring_version, evaluation)
     select 'procurement-office', o.id, 2, $1::jsonb, 'PASSED', now() - interval '30 days', now() - interval '30 days',
            $2::jsonb->>'scoringVersion', $2::jsonb
     from organizations o left join journeys j on j.organization_id = o.id
     where o.type = 'PublicProcurer' and j.id is null`,
    [JSON.stringify(answers), JSON.stringify(evaluation)],
  );
  await client.query(
    `insert into certificates (organization_id, level, code, awarded_on, valid_until, organization_name)
     select o.id, 'bronze-office', upper(substr(md5(o.id::text), 1, 10)), current_date - 30, current_date + 700, o.name
     from organizations o left join journeys j on j.organization_id = o.id
     where o.type = 'PublicProcurer' and j.id is null`,
  );
  await client.query(
    `insert into journeys (organization_id, path_type, progress, status)
     select o.id, 'procurement', 'bronze', 'active'
     from organizations o left join journeys j on j.organization_id = o.id
     where o.type = 'PublicProcurer' and j.id is null`,
  );
  for (const table of ['organizations', 'questionnaires', 'certificates', 'journeys']) {
    await client.query(`vacuum analyze ${table}`);
  }
}

function measure(format, url, bundle) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [self, '--child', format], {
      env: { ...process.env, BENCH_EXPORT_URL: url, BENCH_EXPORT_BUNDLE: bundle },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1);
      if (code === 0 && line) resolve(JSON.parse(line));
      else reject(new Error(`the ${format} export exited with ${code}: ${output}`));
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  // TypeScript sources of the API and the domain for seeding and migrating, imported as one module graph.
  register();
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl) throw new Error('B5 needs a PostgreSQL server: set BENCH_DATABASE_URL=postgres://…');
  const sizes = (process.env.SIZES ?? '10000,50000').split(',').map(Number);
  const rounds = Number(process.env.ROUNDS ?? 2);
  const { evaluate, normalizeSubmission, questionnaires } = await import(
    pathToFileURL(path.join(root, 'packages/domain/src/index.ts')).href
  );
  const { sampleAnswers } = await import(
    pathToFileURL(path.join(root, 'packages/domain/src/testing/index.ts')).href
  );
  const { definition } = questionnaires['procurement-office'];
  const answers = normalizeSubmission(definition, sampleAnswers(definition, 2));
  const evaluation = evaluate('procurement-office', answers, 'Stadt Export');

  const database = `bench_b5_${randomBytes(4).toString('hex')}`;
  const server = new pg.Client({ connectionString: postgresUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  let client;
  let bundleFolder;
  try {
    console.log(
      `B5 export: sizes ${sizes.join(', ')}, ${rounds} rounds (XLSX and CSV alternating); ${cpus().length} cores, ` +
        `load ${loadavg()[0].toFixed(2)}`,
    );
    // The first child migrates the fresh database.
    const { openDatabase } = await import(source('db/client.ts'));
    await (await openDatabase({ engine: 'postgres', url: url.toString() })).close();
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    bundleFolder = await bundleExport();
    const bundle = path.join(bundleFolder, 'export.mjs');
    const results = [];
    let seeded = 0;
    for (const size of sizes) {
      const started = Date.now();
      await seed(client, seeded, size - seeded, answers, evaluation);
      seeded = size;
      console.log(`seeded ${size} journeys in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const runs = { xlsx: [], csv: [] };
      for (let round = 0; round < rounds; round += 1) {
        for (const format of ['xlsx', 'csv']) {
          const run = await measure(format, url.toString(), bundle);
          if (run.rows !== size) throw new Error(`${format} exported ${run.rows} rows, expected ${size}`);
          runs[format].push(run);
          console.log(
            `  ${size} ${format}: ${(run.ms / 1000).toFixed(2)} s, ${(run.bytes / MB).toFixed(1)} MB, ` +
              `RSS ${(run.startRss / MB).toFixed(0)} MB before, peak ${(run.peakRss / MB).toFixed(0)} MB`,
          );
        }
      }
      const summary = (format) => ({
        seconds: median(runs[format].map((run) => run.ms)) / 1000,
        peakMb: median(runs[format].map((run) => run.peakRss)) / MB,
        startMb: median(runs[format].map((run) => run.startRss)) / MB,
        mb: runs[format][0].bytes / MB,
      });
      results.push({ size, xlsx: summary('xlsx'), csv: summary('csv') });
    }

    console.log(
      '\n| journeys | XLSX s | XLSX MB | XLSX peak RSS MB | CSV s | CSV MB | CSV peak RSS MB | XLSX/CSV time | XLSX/CSV RSS |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { size, xlsx, csv } of results) {
      console.log(
        `| ${size} | ${xlsx.seconds.toFixed(2)} | ${xlsx.mb.toFixed(1)} | ${xlsx.peakMb.toFixed(0)} | ` +
          `${csv.seconds.toFixed(2)} | ${csv.mb.toFixed(1)} | ${csv.peakMb.toFixed(0)} | ` +
          `${(xlsx.seconds / csv.seconds).toFixed(2)}× | ${(xlsx.peakMb / csv.peakMb).toFixed(2)}× |`,
      );
    }
    const small = results.find((result) => result.size === 10_000);
    const large = results.find((result) => result.size === 50_000);
    const checks = [];
    if (small) checks.push([`10k XLSX ≤${targets.seconds10k} s`, small.xlsx.seconds <= targets.seconds10k]);
    if (large) checks.push([`50k peak RSS ≤${targets.rssMb} MB`, large.xlsx.peakMb <= targets.rssMb]);
    if (small && large) {
      checks.push([
        `50k peak RSS ≤${targets.rssGrowth}× 10k (${(large.xlsx.peakMb / small.xlsx.peakMb).toFixed(2)}×)`,
        large.xlsx.peakMb <= targets.rssGrowth * small.xlsx.peakMb,
      ]);
    }
    for (const [name, ok] of checks) console.log(`${ok ? 'met' : 'NOT met'}: ${name}`);
    console.log(checks.every(([, ok]) => ok) ? 'B5: all targets met' : 'B5: targets not met');
  } finally {
    if (bundleFolder) rmSync(bundleFolder, { recursive: true, force: true });
    await client?.end();
    await server.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await server.end();
  }
}

if (process.argv[2] === '--child') {
  await runExport(process.argv[3], process.env.BENCH_EXPORT_URL, process.env.BENCH_EXPORT_BUNDLE);
} else await main();
