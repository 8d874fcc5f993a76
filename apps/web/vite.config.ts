import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path: the config is bundled before the workspace's TypeScript packages can be loaded by name.
import { scoringRules } from '../../packages/domain/src/scoring/rules';

/**
 * Facts the build derives once from the domain, so that a page shows them without loading what they are derived
 * from: the pass rules of /bewertung come from the three questionnaire definitions, which the page would otherwise
 * load whole (docs/decisions/069). The jsdom component tests, which render the page, set the same global
 * (src/testing/setup-tests.ts).
 */
const buildConstants = {
  __SCORING_RULES__: JSON.stringify(scoringRules()),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: buildConstants,
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  // The prerender's server build (scripts/prerender.mjs) bundles its dependencies too: it runs from outside the
  // workspace's folders and only once, at build time.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { sourcemap: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // No source maps: they would be served publicly from dist/assets, and nothing here reads them (ADR 009).
        sourcemap: false,
        // index.html preloads what the entry imports; a lazy route's chunks are not preloaded from script (one
        // <link rel="modulepreload"> inserted per chunk, 61 for a questionnaire): the browser loads them as it meets
        // their imports. Inserting the links cost a phone more main-thread time than the round trips they save
        // (B12, docs/decisions/062-lazy-contract-schemas.md). Current browsers need no polyfill.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, dependencies, { hostType }) =>
            hostType === 'html' ? dependencies : [],
        },
        rolldownOptions: {
          output: {
            // Everything the entry needs up front in one chunk: split across the chunks it shares with lazy
            // screens, the same code compressed worse and took more requests.
            // TanStack Query in one chunk of its own, which every screen that asks the API loads up front and pages
            // that only show text load after their first paint (docs/decisions/068): in the pieces each importer
            // made of it, it compressed worse and took more requests.
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'] },
                { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
}));
