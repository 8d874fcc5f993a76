// PostgreSQL for the system tests: a database of its own on the server of TEST_DATABASE_URL, or a throwaway
// cluster that a test may stop and start without disturbing anyone else.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** Waits until a backend of the database waits for a lock (the API's transaction stopped where the test wanted). */
export async function waitForLockWait(
  client: pg.Client,
  database: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      [database],
    );
    if (rows.length > 0) return;
    await sleep(20);
  }
  throw new Error(`no backend of ${database} waited for a lock within ${timeoutMs} ms`);
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

const bin = (name: string) => path.join('/usr/lib/postgresql/15/bin', name);
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres user when the tests run as root (the server refuses root). */
function runAsOwner(program: string, args: string[]): void {
  const [command, commandArgs] = isRoot
    ? ['su', ['postgres', '-s', '/bin/sh', '-c', [bin(program), ...args].map(quote).join(' ')]]
    : [bin(program), args];
  const result = spawnSync(command as string, commandArgs as string[], { cwd: '/', encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export type Cluster = {
  url: string;
  start(): void;
  /** pg_ctl stop -m fast: open connections are terminated, as on a restart or fail-over. */
  stop(): void;
  /** Stops it (if running) and removes its folder. */
  destroy(): void;
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
  runAsOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      // -w waits until it accepts connections; the socket goes into the folder, not /var/run.
      runAsOwner('pg_ctl', [
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
    stop() {
      runAsOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) cluster.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
