import { PDFDocument } from 'pdf-lib';

/**
 * A small valid PDF (one empty A4 page) built once, written by pdf-lib so that it parses back: the arrange step
 * for stored workshop reports and for uploads that should pass the content check (SECURITY.md 23).
 */
const bytes = await (async () => {
  const document = await PDFDocument.create();
  document.addPage([595.28, 841.89]);
  return Buffer.from(await document.save());
})();

export const minimalPdf = (): Buffer => Buffer.from(bytes);
