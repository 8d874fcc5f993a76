// The esbuild options of every bundle of the API's sources: the server (build.mjs) and what a benchmark measures as
// the server runs it (bench/export.mjs). npm dependencies stay external and load from node_modules; the workspace's
// own domain package is TypeScript source and is bundled.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export const apiBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@cert/')),
  logLevel: 'warning',
};
