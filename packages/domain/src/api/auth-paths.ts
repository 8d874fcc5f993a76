/**
 * The paths of the session's calls (api/auth-contracts.ts), apart from their schemas: the web app's client makes
 * the CSRF, refresh and sign-in calls itself and loads without zod.
 */
export const authPaths = {
  csrf: '/auth/csrf',
  magicLink: '/auth/magic-link',
  verify: '/auth/verify',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
} as const;
