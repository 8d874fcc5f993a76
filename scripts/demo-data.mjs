// `npm run demo-data`: install if needed, build if stale, then fill the configured database (the embedded one in
// ./data by default) with demo data (docs/insights.md, "Demo data"). Imports only Node built-ins, like start.mjs.
import { ensureBuilt, ensureInstalled, exitLike, log, startChild } from './lib.mjs';

if (ensureInstalled() !== 0 || ensureBuilt() !== 0) {
  log('Install or build failed.');
  process.exit(1);
}
startChild(process.execPath, ['--enable-source-maps', 'apps/api/dist/demo-data.js']).on('exit', exitLike);
