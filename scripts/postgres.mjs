// A throwaway PostgreSQL 15 cluster for `npm test` when TEST_DATABASE_URL is not set
// (docs/decisions/032-one-engine-per-test.md): the API tests run on PostgreSQL, so a fresh machine needs one.
// Node built-ins only, like lib.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log } from './lib.mjs';

const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;
const quote = (value) => `'${String(value).replace(/'/g, `'\\''`)}'`;

/** Runs a PostgreSQL program, as the postgres user when running as root (the server refuses root). */
function runAsOwner(program, args) {
  const [command, commandArgs] = isRoot
    ? ['su', ['postgres', '-s', '/bin/sh', '-c', [path.join(binDir, program), ...args].map(quote).join(' ')]]
    : [path.join(binDir, program), args];
  const result = spawnSync(command, commandArgs, { cwd: '/', encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed: ${result.stderr || result.stdout || result.error?.message}`);
  }
}

/** Debian's PostgreSQL 15 server programs, installed like Chromium (only as root). */
export function ensurePostgresInstalled() {
  if (existsSync(path.join(binDir, 'initdb'))) return 0;
  if (!isRoot) {
    console.error(
      `PostgreSQL 15 is missing (no ${binDir}/initdb). Install Debian's package ` +
        '(sudo apt-get install -y --no-install-recommends postgresql-15), set PG_BIN_DIR, or set ' +
        'TEST_DATABASE_URL to a PostgreSQL server where the tests may create databases.',
    );
    return 1;
  }
  log('Installing PostgreSQL 15 from Debian: apt-get install -y --no-install-recommends postgresql-15');
  // The package creates a cluster in the current locale: pick one that always exists.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (update.status !== 0) return 1;
  return spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], {
    stdio: 'inherit',
    env,
  }).status;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster in a temporary folder on a free port, trusting local connections, without fsync (the tests
 * need PostgreSQL's behaviour, not its durability). Returns its URL and a function that removes it again.
 */
export async function startThrowawayPostgres() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cert-test-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAsOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runAsOwner('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
