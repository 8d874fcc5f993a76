// Starting and stopping the API server for a benchmark: a free port on loopback, ready once /api/health answers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** The built server (SERVER_JS, else apps/api/dist/server.js); a missing build fails with the command that makes it. */
export function builtServer() {
  const serverJs = path.resolve(root, process.env.SERVER_JS ?? 'apps/api/dist/server.js');
  if (!existsSync(serverJs))
    throw new Error(`${path.relative(root, serverJs)} is missing: run npm run build -w @cert/api`);
  return serverJs;
}

/** A port nothing listens on at the moment (the OS picks it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `node <args>` from the repository root with `env` plus PORT (a free one), HOST and PUBLIC_URL on loopback; its
 * standard error shows. Resolves with the base URL once the server answers /api/health; stops it if it never does.
 */
export async function startServer({ args, env, timeoutMs = 60_000 }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${base}/api/health`, child, timeoutMs);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { base, child };
}

/** SIGTERM, then waits until the server has exited (PGlite flushes its data folder on close). */
export async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
}
