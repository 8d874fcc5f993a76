// B7 (bench/README.md): JS and CSS a public page loads, against a skeleton (React + React Router +
// MantineProvider) built in the same run with the same Vite. Run after `npm run build`: node bench/bundle.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
// The route module of each public page, as the server's preload hints know them (TypeScript: Vite's module runner,
// which sets NODE_ENV=development; restored, or the skeleton below would be built with React's development code).
const nodeEnv = process.env.NODE_ENV;
const { publicRouteModules: publicRoutes } = (
  await runnerImport(path.join(root, 'apps/api/src/plugins/route-preload.ts'), { configFile: false })
).module;
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Files a manifest entry loads up front: its chunk, its static imports (recursively) and their CSS. */
function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function sizes(dist, files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const bytes = gz(path.join(dist, file));
    if (file.endsWith('.css')) css += bytes;
    else js += bytes;
  }
  return { js, css };
}

async function buildSkeleton() {
  const dir = path.join(root, '.tmp/bench-skeleton');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><meta charset="UTF-8"><title>Skelett</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'src/main.tsx'),
    `import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
const router = createBrowserRouter([{ path: '/', element: <h1>Hallo</h1> }]);
createRoot(document.getElementById('root')!).render(<MantineProvider><RouterProvider router={router} /></MantineProvider>);
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: 'dist', manifest: true, emptyOutDir: true },
  });
  const dist = path.join(dir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  return sizes(dist, closure(manifest, ['index.html']));
}

const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'));
const skeleton = await buildSkeleton();
console.log(`skeleton: JS ${kib(skeleton.js)} KiB gz, CSS ${kib(skeleton.css)} KiB gz`);
console.log('page | JS KiB gz | × skeleton | CSS KiB gz | target (JS ≤150 KiB and ≤1.3×, CSS ≤30 KiB)');
let allMet = true;
for (const [route, key] of Object.entries(publicRoutes)) {
  if (!manifest[key]) throw new Error(`no chunk for ${key} in the manifest: update bench/bundle.mjs`);
  const page = sizes(webDist, closure(manifest, ['index.html', key]));
  const ratio = page.js / skeleton.js;
  const met = page.js <= 150 * 1024 && ratio <= 1.3 && page.css <= 30 * 1024;
  allMet &&= met;
  console.log(
    `${route} | ${kib(page.js)} | ${ratio.toFixed(2)} | ${kib(page.css)} | ${met ? 'met' : 'NOT met'}`,
  );
}
console.log(allMet ? 'B7: all targets met' : 'B7: targets not met');
