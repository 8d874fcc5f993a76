// Bundles the API and the domain package (consumed from TypeScript source) into dist/server.js, the embedded
// database's thread into dist/pglite-worker.js (ADR 027) and the upload check's thread into dist/pdf-check-worker.js
// (ADR 030),
// with the options of bundle-options.mjs, then writes the pre-migrated database image next to them (ADR 020).
// Option: --outdir=<folder inside apps/api> (default dist), e.g. for a private build to measure.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { apiBundleOptions } from './bundle-options.mjs';

const apiRoot = fileURLToPath(new URL('.', import.meta.url));
const outdir = path.resolve(
  apiRoot,
  process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist',
);

// Chunks carry hashed names: a build into a used folder would leave the last build's beside them. Only a folder
// inside apps/api is emptied.
const relativeOutdir = path.relative(apiRoot, outdir);
if (relativeOutdir === '' || relativeOutdir.startsWith('..') || path.isAbsolute(relativeOutdir))
  throw new Error(`--outdir must be a folder inside apps/api, not ${outdir}`);
rmSync(outdir, { recursive: true, force: true });
await build({
  ...apiBundleOptions,
  absWorkingDir: apiRoot,
  entryPoints: {
    server: 'src/server.ts',
    'demo-data': 'src/demo/main.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'pdf-check-worker': 'src/modules/workshop/pdf-check-worker.ts',
  },
  outdir,
  // server.ts loads the framework and the modules with import() once the database is opening (ADR 074): in a chunk
  // of their own, so that their packages load then, not before server.ts runs.
  splitting: true,
  sourcemap: true,
});

// The image writer, bundled like the server (it is TypeScript), run once and removed. Inside the output folder,
// so that it finds the external packages in node_modules.
const writer = path.join(outdir, 'write-database-image.mjs');
await build({
  ...apiBundleOptions,
  stdin: {
    contents:
      "export { writeDatabaseImage } from './src/db/image';\n" +
      "export { DATABASE_IMAGE_NAME } from './src/lib/paths';\n",
    resolveDir: apiRoot,
    loader: 'ts',
  },
  outfile: writer,
});
try {
  const { writeDatabaseImage, DATABASE_IMAGE_NAME } = await import(pathToFileURL(writer).href);
  const started = performance.now();
  const bytes = await writeDatabaseImage(
    path.join(outdir, DATABASE_IMAGE_NAME),
    path.join(apiRoot, 'drizzle'),
  );
  console.log(
    `${path.relative(apiRoot, path.join(outdir, DATABASE_IMAGE_NAME))}: ${(bytes / 1e6).toFixed(1)} MB ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  rmSync(writer, { force: true });
}
