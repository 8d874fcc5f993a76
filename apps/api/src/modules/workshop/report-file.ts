import { loadPdfLib } from '../../lib/pdf/pdf-lib';

/** The name a report gets when the uploader's name leaves nothing usable (docs/product.md §7 "Files"). */
export const DEFAULT_REPORT_FILE_NAME = 'Workshop Ergebnisbericht.pdf';

const MAX_NAME_LENGTH = 150;

/**
 * The uploader's file name as a display name only (docs/security.md 23): its last path segment (so `../` and
 * folders have no effect), without control characters and characters that are unsafe in file names or URLs,
 * at most 150 characters, always ending in `.pdf`. Storage never uses it: the report's row id is its reference.
 */
export function cleanReportFileName(uploaded: string | undefined): string {
  const base = (uploaded ?? '').split(/[/\\]/).at(-1) ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed here
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*%#]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.pdf$/i, '')
    // A leading dot would hide the file on download; trailing dots and spaces are dropped by Windows.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const stem = cleaned.slice(0, MAX_NAME_LENGTH - 4).trim();
  return stem ? `${stem}.pdf` : DEFAULT_REPORT_FILE_NAME;
}

const END_OF_FILE = Buffer.from('%%EOF');

/**
 * The bytes up to the last `%%EOF` marker (incremental updates end with their own, so this is the whole
 * document). pdf-lib steps through bytes it cannot parse one at a time, and megabytes appended after the end
 * would keep the server's one thread busy for minutes; readers ignore them anyway.
 * @internal
 */
export function documentPart(bytes: Buffer): Buffer {
  const end = bytes.lastIndexOf(END_OF_FILE);
  return end < 0 ? bytes : bytes.subarray(0, end + END_OF_FILE.length);
}

const PDF_HEADER = Buffer.from('%PDF-');

export const hasPdfHeader = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 5)).equals(PDF_HEADER);

/**
 * Whether the bytes are a PDF, judged from the content alone (docs/security.md 23): the `%PDF-` header, and
 * pdf-lib parses the document with at least one page. The name and the declared type are never trusted. Parsing
 * may take minutes for a crafted file: the server runs this on the upload check's thread (pdf-check.ts).
 */
export async function isPdf(content: Uint8Array): Promise<boolean> {
  if (!hasPdfHeader(content)) return false;
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.length);
  try {
    const { PDFDocument } = await loadPdfLib();
    const document = await PDFDocument.load(documentPart(bytes), {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
