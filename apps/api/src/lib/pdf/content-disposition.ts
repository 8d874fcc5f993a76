import { create } from 'content-disposition';

/**
 * A Content-Disposition header for a download (docs/security.md 24). The header's grammar (quoting, the RFC 8187
 * `filename*` with the exact name when it is not plain ASCII) is the content-disposition package's; the ASCII
 * fallback for old clients is ours: umlauts and dashes transliterated (Görlitz → Goerlitz, where the package would
 * write "G?rlitz"), anything else outside printable ASCII dropped, characters that no file system takes replaced.
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'inline'): string {
  return create(fileName, { type, fallback: asciiFileName(fileName) });
}

function asciiFileName(fileName: string): string {
  return fileName
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[–—]/g, '-')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%/:;*?<>|]/g, '_');
}
