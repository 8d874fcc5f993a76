import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { MAGIC_LINK_TTL_MINUTES, SESSION_HINT_COOKIE } from '@cert/domain';
import { readAccessToken } from './access-token';
import type { AuthContext } from './context';
import { ANONYMOUS_BINDING, issueCsrfToken } from './csrf-token';

function baseOptions(auth: AuthContext, httpOnly: boolean): CookieSerializeOptions {
  return { httpOnly, secure: auth.secureCookies, sameSite: 'lax', path: '/' };
}

/**
 * Both cookies live as long as the session, so the browser never holds a refresh cookie without the access
 * cookie that names its session; the access token inside expires much sooner and is checked by the server.
 */
export function setSessionCookies(
  reply: FastifyReply,
  auth: AuthContext,
  values: { accessToken: string; refreshToken?: string; maxAgeSeconds: number },
): void {
  const options = { ...baseOptions(auth, true), maxAge: values.maxAgeSeconds };
  reply.setCookie(auth.cookieNames.access, values.accessToken, options);
  if (values.refreshToken) reply.setCookie(auth.cookieNames.refresh, values.refreshToken, options);
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...baseOptions(auth, false), maxAge: values.maxAgeSeconds });
}

function clearSessionCookies(reply: FastifyReply, auth: AuthContext): void {
  const options = baseOptions(auth, true);
  reply.clearCookie(auth.cookieNames.access, options);
  reply.clearCookie(auth.cookieNames.refresh, options);
  reply.clearCookie(SESSION_HINT_COOKIE, baseOptions(auth, false));
}

/** Readable by the page's script (not HttpOnly): the client copies it into the X-XSRF-TOKEN header. */
export function setCsrfCookie(
  reply: FastifyReply,
  auth: AuthContext,
  token: string,
  maxAgeSeconds?: number,
): void {
  reply.setCookie(auth.cookieNames.csrf, token, {
    ...baseOptions(auth, false),
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

/** After the session ended: cookies gone, and a CSRF token the now anonymous browser can use right away. */
export function endSessionInBrowser(reply: FastifyReply, auth: AuthContext): void {
  clearSessionCookies(reply, auth);
  setCsrfCookie(reply, auth, issueCsrfToken(auth.csrfKey, ANONYMOUS_BINDING));
}

/**
 * The random value that names this browser as the one that asked for sign-in links: kept while a link may be
 * valid, the same for every link asked for meanwhile. Only its hash is stored with the link (docs/security.md 46).
 */
export function signInBrowserOf(request: FastifyRequest, reply: FastifyReply, auth: AuthContext): string {
  const current = request.cookies[auth.cookieNames.signInBrowser];
  const value =
    current && /^[A-Za-z0-9_-]{43}$/.test(current) ? current : randomBytes(32).toString('base64url');
  reply.setCookie(auth.cookieNames.signInBrowser, value, {
    ...baseOptions(auth, true),
    maxAge: MAGIC_LINK_TTL_MINUTES * 60,
  });
  return value;
}

/** The session named by a genuine access cookie, expired or not; null without one. */
export function sessionIdFromAccessCookie(request: FastifyRequest, auth: AuthContext): string | null {
  return readAccessToken(auth.accessKey, request.cookies[auth.cookieNames.access])?.sessionId ?? null;
}

/** What a CSRF token of this request must be bound to (docs/decisions/003). */
export function csrfBindingOf(request: FastifyRequest, auth: AuthContext): string {
  return sessionIdFromAccessCookie(request, auth) ?? ANONYMOUS_BINDING;
}
