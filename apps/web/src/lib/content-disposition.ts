/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*=` (RFC 6266, for umlauts and dashes)
 * before the plain `filename=`; undefined without a header or a name.
 */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A broken escape: the plain name below is the fallback the server sends for such clients.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] || plain?.[2] || undefined;
}
