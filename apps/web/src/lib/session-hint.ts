import { useLocation } from 'react-router';
// The zod-free sub-path: the first paint of a public page needs neither the API client nor the domain's schemas.
import { SESSION_HINT_COOKIE } from '@cert/domain/api/auth-paths';

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/** Whether the browser holds a session at all. */
export function hasSessionHint(cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return readCookie(cookies, SESSION_HINT_COOKIE) !== undefined;
}

/**
 * Whether somebody may be signed in: the hint cookie is set. False means anonymous for sure, and the header shows
 * its sign-in button without asking the API. Looked at again on every page: signing in and out set and clear the
 * cookie with the answer that ends them, and both end on another page (docs/decisions/068).
 */
export function useMaybeSignedIn(): boolean {
  useLocation();
  return hasSessionHint();
}
