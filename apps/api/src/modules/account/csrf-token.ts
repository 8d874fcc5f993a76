import { hmacBase64url, randomToken, safeEqual } from '../../lib/tokens';

/** Binding of a token issued to a browser without a session. */
export const ANONYMOUS_BINDING = 'anonymous';

/** Signed double-submit token: `<nonce>.<HMAC(binding.nonce)>`, where binding is the session id or "anonymous". */
export function issueCsrfToken(key: Buffer, binding: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${hmacBase64url(key, `${binding}.${nonce}`)}`;
}

export function isCsrfTokenValidFor(key: Buffer, binding: string, token: string): boolean {
  if (token.length > 200) return false;
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const nonce = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), hmacBase64url(key, `${binding}.${nonce}`));
}
