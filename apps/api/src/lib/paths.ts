import { fileURLToPath } from 'node:url';

// Resolved from this module: the same relative places from src/lib (tsx) and from the dist bundle's folder.
const here = new URL('.', import.meta.url);
const apiRoot = new URL(here.pathname.includes('/src/') ? '../../' : '../', here);

export const migrationsDir = fileURLToPath(new URL('drizzle/', apiRoot));
/** Fonts the PDF documents embed (apps/api/assets/fonts, built by scripts/pdf-fonts.mjs). */
export const pdfFontsDir = fileURLToPath(new URL('assets/fonts/', apiRoot));
export const webDistDir = fileURLToPath(new URL('../web/dist/', apiRoot));
