// PostgreSQL for the system tests: a database of its own on the server of TEST_DATABASE_URL, or a throwaway
// cluster that a test may stop and start without disturbing anyone else.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, sleep } from './api-server';

export const serverUrl = process.env.TEST_DATABASE_URL;
export const noPostgresReason = 'TEST_DATABASE_URL is not set: the PostgreSQL system tests are skipped';

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

/** A new, empty database on the server; the API migrates it on start. drop() ends its sessions and removes it. */
export async function createDatabase(server: string): Promise<TestDatabase> {
  const name = `system_${randomBytes(6).toString('hex')}`;
  await withClient(server, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await withClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A server restarted under an open client must not crash the test process.
  client.on('error', () => {});
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Waits until the API has nothing under way in the database (the purge an instance runs at start has finished),
 * so that the next lock wait the test sees is the request it sends.
 */
export async function waitForQuiet(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const { rows } = await client.query(
      `SELECT 1 FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND state NOT IN ('idle')`,
      [database],
    );
    if (rows.length === 0) return;
    await sleep(20);
  }
  throw new Error(`the API kept working in ${database}`);
}

/**
 * Waits until a backend of the database waits for a lock on `table` (the API's transaction stopped where the test
 * wanted) and tells the tables it has written to in its transaction so far.
 */
export async function waitForLockWait(
  client: pg.Client,
  database: string,
  table: string,
  timeoutMs = 20_000,
): Promise<{ pid: number; writtenTables: string[] }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT l.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE a.datname = $1 AND NOT l.granted AND l.relation = $2::regclass`,
      [database, table],
    );
    const pid = rows[0]?.pid;
    if (pid !== undefined) {
      const written = await client.query<{ table: string }>(
        `SELECT DISTINCT c.relname AS table FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE l.pid = $1 AND l.granted AND l.mode = 'RowExclusiveLock' AND c.relkind = 'r'`,
        [pid],
      );
      return { pid, writtenTables: written.rows.map((row) => row.table).sort() };
    }
    await sleep(20);
  }
  throw new Error(`no backend of ${database} waited for a lock on ${table} within ${timeoutMs} ms`);
}

/** Waits until no backend but the client's own is connected to the database (a killed API's are gone). */
export async function waitForNoOtherBackends(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const { rows } = await client.query(
      'SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    if (rows.length === 0) return;
    await sleep(20);
  }
  throw new Error(`backends of ${database} stayed connected`);
}

const run = promisify(execFile);
const bin = (name: string) => path.join('/usr/lib/postgresql/15/bin', name);
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when the tests run as root (the server refuses root). */
async function runAsOwner(program: string, args: string[]): Promise<void> {
  const [command, commandArgs] = isRoot
    ? ['su', ['postgres', '-s', '/bin/sh', '-c', [bin(program), ...args].map(quote).join(' ')]]
    : [bin(program), args];
  try {
    // Asynchronous: the test's requests keep running (and are timed) while the server stops and starts.
    await run(command as string, commandArgs as string[], { cwd: '/', encoding: 'utf8' });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(' ')} failed: ${stderr || stdout}`);
  }
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export type Cluster = {
  url: string;
  start(): Promise<void>;
  /** pg_ctl stop -m fast: open connections are terminated, as on a restart or fail-over. */
  stop(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
};

/** A throwaway PostgreSQL 15 cluster in a temporary folder on a free port (initdb takes a few seconds). */
export async function createCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'system-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await runAsOwner('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      // -w waits until it accepts connections; the socket goes into the folder, not /var/run.
      await runAsOwner('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ]);
      running = true;
    },
    async stop() {
      await runAsOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        if (running) await cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  await cluster.start();
  return cluster;
}
