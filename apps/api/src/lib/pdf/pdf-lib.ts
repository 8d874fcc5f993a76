import type { Font } from '@pdf-lib/fontkit';

/**
 * pdf-lib and fontkit, imported on the first document instead of at start: together they took about half a second
 * of every start (B9, bench/README.md), and only a few requests write or read a PDF. One import per process.
 */

export type PdfLib = typeof import('pdf-lib');
export type Fontkit = { create(bytes: Uint8Array): Font };

let pdfLib: Promise<PdfLib> | undefined;
export function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= import('pdf-lib');
  return pdfLib;
}

let fontkit: Promise<Fontkit> | undefined;
export function loadFontkit(): Promise<Fontkit> {
  fontkit ??= import('@pdf-lib/fontkit').then((module) => module.default);
  return fontkit;
}
