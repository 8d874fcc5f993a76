// `npm start`: install if needed, build if stale, then run the production server in the foreground.
// Imports only Node built-ins, because it runs before `npm ci`.
import { ensureBuilt, ensureInstalled, exitLike, log, startChild } from './lib.mjs';

if (ensureInstalled() !== 0) {
  log('npm ci failed.');
  process.exit(1);
}
if (ensureBuilt() !== 0) {
  log('Build failed.');
  process.exit(1);
}

log('Starting the platform: node apps/api/dist/server.js');
const server = startChild(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js']);

for (const signal of ['SIGINT', 'SIGTERM']) {
  // The server shuts down gracefully on either signal; this process waits for it and exits alike.
  process.on(signal, () => server.kill(signal));
}
server.on('exit', exitLike);
