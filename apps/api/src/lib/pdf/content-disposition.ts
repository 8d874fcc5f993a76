/**
 * A Content-Disposition header for a download (docs/security.md 24): an ASCII fallback name (umlauts and dashes
 * transliterated, anything else outside the safe set replaced) and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(fileName: string, type: 'inline' | 'attachment' = 'inline'): string {
  const fallback = fileName
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
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
