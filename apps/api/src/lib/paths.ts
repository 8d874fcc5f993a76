import { fileURLToPath } from 'node:url';

/** @public build.mjs reads it from the image writer it bundles (an import knip cannot see). */
export const DATABASE_IMAGE_NAME = 'database-image.tar.gz';

// Resolved from this module: the same relative places from src/lib (tsx) and from the dist bundle's folder.
const here = new URL('.', import.meta.url);
/** From the sources (tests, `tsx`) rather than the dist bundle. */
export const runningFromSources = here.pathname.includes('/src/');
const apiRoot = new URL(runningFromSources ? '../../' : '../', here);

export const migrationsDir = fileURLToPath(new URL('drizzle/', apiRoot));
/** The pre-migrated database image build.mjs writes next to the bundle; none when running from the sources. */
export const databaseImageFile = runningFromSources
  ? undefined
  : fileURLToPath(new URL(DATABASE_IMAGE_NAME, here));
/** The embedded database's thread (ADR 027): bundled next to the server by build.mjs. */
export const pgliteWorkerFile = fileURLToPath(
  runningFromSources ? new URL('src/db/pglite-worker.ts', apiRoot) : new URL('pglite-worker.js', here),
);
/** The thread that parses uploaded PDFs (ADR 030): bundled next to the server by build.mjs. */
export const pdfCheckWorkerFile = fileURLToPath(
  runningFromSources
    ? new URL('src/modules/workshop/pdf-check-worker.ts', apiRoot)
    : new URL('pdf-check-worker.js', here),
);
/** Fonts the PDF documents embed (apps/api/assets/fonts, built by scripts/pdf-fonts.mjs). */
export const pdfFontsDir = fileURLToPath(new URL('assets/fonts/', apiRoot));
export const webDistDir = fileURLToPath(new URL('../web/dist/', apiRoot));
