// The built API as a real process (apps/api/dist/server.js), as production runs it: started, stopped and killed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverJs = path.join(repoRoot, 'apps/api/dist/server.js');

/** A shared secret, so that two instances accept each other's tokens (as two production instances must). */
export const sessionSecret = randomBytes(32).toString('hex');

/** Throws with the command to run when the build is missing or older than its sources. */
export function requireBuiltApi(): void {
  // The start script's own check (scripts/lib.mjs): a list of build outputs that the build no longer writes would
  // make `npm start` build on every start, and fails here first.
  const stale = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import('./scripts/lib.mjs').then((lib) => console.log(lib.needsBuild() ?? ''))",
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const reason = stale.stdout.trim();
  if (stale.status !== 0 || reason)
    throw new Error(
      `The system tests start the built server, which is not up to date (${reason || stale.stderr}): ` +
        'run `npm run build` first (npm test builds before vitest).',
    );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ApiServer = {
  base: string;
  port: number;
  child: ChildProcess;
  /** The end of the process's output so far (its JSON log lines, LOG_LEVEL warn unless given). */
  log(): string;
  /** SIGTERM and wait: the graceful close (PGlite flushes its folder). */
  stop(): Promise<void>;
  /** SIGKILL and wait: no close hook runs. */
  kill(): Promise<void>;
};

const running = new Set<ChildProcess>();

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export type ApiOptions = {
  dataDir: string;
  /** Unset: PGlite in dataDir. */
  databaseUrl?: string;
  port?: number;
  publicUrl?: string;
  env?: Record<string, string>;
  /** The Node.js binary that runs the server; by default the one running the tests. */
  node?: string;
};

/** Starts the built API on loopback and resolves once /api/health answers. */
export async function startApi(options: ApiOptions): Promise<ApiServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(options.node ?? process.execPath, [serverJs], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: options.publicUrl ?? base,
      DATA_DIR: options.dataDir,
      SESSION_SECRET: sessionSecret,
      LOG_LEVEL: 'warn',
      // Configured as an operator configures it: with the example's placeholders no Open Badge is issued.
      SITE_CONFIG: path.join(repoRoot, 'apps/api/test/fixtures/site-config.json'),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-50_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const server: ApiServer = {
    base,
    port,
    child,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      // The free port was taken between its probe and the bind (servers of the other test files start too): again.
      if (options.port === undefined && log.includes('EADDRINUSE')) return startApi(options);
      throw new Error(`the API exited with ${child.exitCode}:\n${log}`);
    }
    try {
      // Ours once it says it listens: another process that took the port meanwhile may answer /api/health too.
      if (log.includes('Zertifizierungsplattform läuft auf') && (await fetch(`${base}/api/health`)).ok)
        return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the API did not answer /api/health within 60 s:\n${log}`);
    }
    await sleep(100);
  }
}

/** Kills every API process still running (afterAll, also after a failed test). */
export async function killAllApis(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      child.kill('SIGKILL');
      return exited(child);
    }),
  );
}
