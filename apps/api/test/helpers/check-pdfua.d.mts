/** One check of apps/api/test/helpers/check-pdfua.mjs: its Matterhorn id, its label, whether it passed, what was found. */
export type PdfUaCheck = { id: string; label: string; pass: boolean; detail: string };

export function checkPdfUa(bytes: Uint8Array): Promise<{
  pages: number;
  results: PdfUaCheck[];
  structureTypes: Record<string, number>;
}>;
