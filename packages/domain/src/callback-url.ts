/**
 * Accepts only a same-site relative path as a place to return to after sign-in (docs/security.md 7):
 * "/profil?x=1" passes; "https://evil.example", "//evil.example", "/\\evil.example" and anything
 * with control characters are refused.
 */
export function safeCallbackUrl(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.length === 0 || input.length > 2000) return undefined;
  if (!input.startsWith('/') || input.startsWith('//') || input.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(input)) return undefined;
  try {
    const base = 'http://same-site.invalid';
    const url = new URL(input, base);
    if (url.origin !== base) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
