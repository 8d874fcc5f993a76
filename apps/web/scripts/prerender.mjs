// Build step after the client build (`npm run build`): renders the public pages to HTML for the server to put
// into `#root` (apps/api/src/plugins/spa.ts), so they paint before the script has loaded; the client hydrates
// them. Writes dist/.prerender/pages.json ({ path: markup }); a dot folder, not served as a file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const ssrDir = path.resolve(webRoot, '../../.tmp/web-ssr');

await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
});
const { prerenderedPaths, renderPage } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);

const pages = {};
for (const pathname of prerenderedPaths) pages[pathname] = await renderPage(pathname);
const outDir = path.join(webRoot, 'dist/.prerender');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(pages));
console.log(`prerendered ${Object.keys(pages).length} pages into dist/.prerender/pages.json`);
