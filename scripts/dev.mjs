// `npm run dev`: the API under `tsx watch` on port 3000 and the Vite dev server (which proxies /api to it),
// both stopped together.
import path from 'node:path';
import { ensureInstalled, exitLike, log, root, startChild } from './lib.mjs';

if (ensureInstalled() !== 0) {
  log('npm ci failed.');
  process.exit(1);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.PORT ?? '3000';
// Sign-in links must open the Vite server, which serves the SPA with hot reload.
const env = { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

log(`API (tsx watch) on http://localhost:${apiPort}, web app (Vite) on http://localhost:5173`);
const children = [
  // Started from the root so that DATA_DIR ./data is the same folder `npm start` uses.
  startChild(bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/server.ts'], { env }),
  startChild(bin('vite'), [], { cwd: path.join(root, 'apps', 'web'), env }),
];

let stopping = false;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));

// Exit like the child that ended first: when one of them crashes, that is the code that matters.
let first;
let running = children.length;
for (const child of children) {
  child.on('exit', (code, signal) => {
    first ??= { code, signal };
    stopAll();
    running -= 1;
    if (running === 0) exitLike(first.code, first.signal);
  });
}
