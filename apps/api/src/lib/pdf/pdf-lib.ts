/**
 * pdf-lib, imported on the first uploaded report it reads instead of at start (B9, bench/README.md): only a few
 * requests read a PDF. One import per process. Our own documents are written with pdfkit (./flowing-pdf.ts).
 */

type PdfLib = typeof import('pdf-lib');

let pdfLib: Promise<PdfLib> | undefined;
export function loadPdfLib(): Promise<PdfLib> {
  pdfLib ??= import('pdf-lib');
  return pdfLib;
}
