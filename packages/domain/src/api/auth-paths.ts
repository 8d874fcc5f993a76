/**
 * The session's names and paths apart from the schemas (api/account-contracts.ts): the web app's client makes the CSRF,
 * refresh and sign-in calls itself, and it loads without zod (public pages load it first).
 */
export const authPaths = {
  csrf: '/auth/csrf',
  magicLink: '/auth/magic-link',
  verify: '/auth/verify',
  verifyPreview: '/auth/verify/preview',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
} as const;

/** Cookie and header names shared by API and web client. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/**
 * Readable marker that a session cookie exists (it holds no secret): without it the web client knows the
 * visitor is anonymous and asks the API nothing.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
