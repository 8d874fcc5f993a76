import { fileURLToPath } from 'node:url';

export const DATABASE_IMAGE_NAME = 'database-image.tar.gz';

// Resolved from this module: the same relative places from src/lib (tsx) and from the dist bundle's folder.
const here = new URL('.', import.meta.url);
const fromSources = here.pathname.includes('/src/');
const apiRoot = new URL(fromSources ? '../../' : '../', here);

export const migrationsDir = fileURLToPath(new URL('drizzle/', apiRoot));
/** The pre-migrated database image build.mjs writes next to the bundle; none when running from the sources. */
export const databaseImageFile = fromSources ? undefined : fileURLToPath(new URL(DATABASE_IMAGE_NAME, here));
/** Fonts the PDF documents embed (apps/api/assets/fonts, built by scripts/pdf-fonts.mjs). */
export const pdfFontsDir = fileURLToPath(new URL('assets/fonts/', apiRoot));
export const webDistDir = fileURLToPath(new URL('../web/dist/', apiRoot));
