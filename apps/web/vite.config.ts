import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
        // Current browsers preload modules themselves, others load the chunks on import as before; the polyfill
        // cost the entry 0.2 KiB gz (B7).
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Everything the entry needs up front in one chunk: split across the chunks it shares with lazy
            // screens, the same code compressed worse and took more requests.
            codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
          },
        },
      },
}));
