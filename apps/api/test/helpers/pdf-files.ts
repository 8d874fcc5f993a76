import { PDFDocument } from 'pdf-lib';

/**
 * A small valid PDF (one empty A4 page) built once, written by pdf-lib so that it parses back: the arrange step
 * for stored workshop reports and for uploads that should pass the content check (docs/security.md 23).
 */
const bytes = await (async () => {
  const document = await PDFDocument.create();
  document.addPage([595.28, 841.89]);
  return Buffer.from(await document.save());
})();

export const minimalPdf = (): Buffer => Buffer.from(bytes);

/**
 * A valid PDF with `fillerBytes` of letters before its final `%%EOF` (docs/security.md 32): pdf-lib steps through
 * them one at a time, about 6 s per MB on this machine, before it finds the one page.
 */
export const hostilePdf = (fillerBytes: number): Buffer =>
  Buffer.concat([minimalPdf(), Buffer.alloc(fillerBytes, 'x'), Buffer.from('\n%%EOF\n')]);
