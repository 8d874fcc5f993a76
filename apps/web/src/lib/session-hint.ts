import { useSyncExternalStore } from 'react';
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

const SESSION_CHANGED = 'cert:session-changed';

/** Tells the header that a session began or ended here (lib/current-user.ts, as it keeps or drops the user). */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

function onSessionChange(callback: () => void): () => void {
  window.addEventListener(SESSION_CHANGED, callback);
  return () => window.removeEventListener(SESSION_CHANGED, callback);
}

/**
 * Whether somebody may be signed in: the hint cookie is set. False means anonymous for sure, and the header shows
 * its sign-in button without asking the API. Looked at again when this browser signs in or out (the answer that
 * does it sets or clears the cookie) and on every page, for a change made in another tab (docs/decisions/068).
 */
export function useMaybeSignedIn(): boolean {
  useLocation();
  return useSyncExternalStore(
    onSessionChange,
    () => hasSessionHint(),
    () => false,
  );
}
