// Build step after the client build (`npm run build`): the server bundle of the public pages
// (src/entry-server.tsx) into dist/.ssr, a dot folder that is not served. The server renders the pages with it once
// after start, with the site configuration it was given (apps/api/src/plugins/spa.ts), and puts the markup into
// `#root`, so they paint before the script has loaded; the client hydrates them. The pages are rendered once here
// too, so that a page that cannot render fails the build rather than the start.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

// As in the client build (package.json): the config reaches into the domain by path (docs/decisions/069).
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const webRoot = path.resolve(import.meta.dirname, '..');
const ssrDir = path.join(webRoot, 'dist/.ssr');

await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { prerenderedPaths, renderPage, exampleSiteConfig } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);
for (const pathname of prerenderedPaths) await renderPage(pathname, exampleSiteConfig);
console.log(`built the server bundle of ${prerenderedPaths.length} public pages into dist/.ssr`);
