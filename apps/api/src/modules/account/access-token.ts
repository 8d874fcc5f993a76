import { hmacBase64url, safeEqual } from '../../lib/tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type AccessTokenClaims = { sessionId: string; expiresAt: Date };

/** `<session id>.<expiry ms>.<HMAC-SHA256>`: names the session, never the user or their roles (SECURITY 11). */
export function signAccessToken(key: Buffer, claims: AccessTokenClaims): string {
  const payload = `${claims.sessionId}.${claims.expiresAt.getTime()}`;
  return `${payload}.${hmacBase64url(key, payload)}`;
}

/**
 * Checks the signature only. Expiry is the caller's business: authentication rejects an expired token,
 * while the CSRF binding still trusts the session id of a genuine but expired one (docs/decisions/003).
 */
export function readAccessToken(key: Buffer, token: string | undefined): AccessTokenClaims | null {
  if (!token || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [sessionId, expiry, mac] = parts as [string, string, string];
  if (!UUID.test(sessionId) || !/^\d{1,15}$/.test(expiry)) return null;
  if (!safeEqual(mac, hmacBase64url(key, `${sessionId}.${expiry}`))) return null;
  return { sessionId, expiresAt: new Date(Number(expiry)) };
}
