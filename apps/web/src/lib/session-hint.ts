import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
// The zod-free sub-path: the first paint of a public page needs neither the API client nor the domain's schemas.
import { SESSION_HINT_COOKIE } from '@cert/domain/api/auth-paths';

/**
 * The cache entry of the signed-in user (null when signed out); see current-user.ts. Named here rather than from its
 * contract (lib/call-query.ts): every public page reads it, without zod.
 */
export const currentUserQueryKey = ['auth', 'current-user'] as const;

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
 * Whether somebody may be signed in: the hint cookie is set, or the app already knows a user (right after
 * signing in). False means anonymous for sure, and the header shows its sign-in button without asking the API.
 * Follows the query cache, so signing in and out update it.
 */
export function useMaybeSignedIn(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const snapshot = () => hasSessionHint() || queryClient.getQueryData(currentUserQueryKey) != null;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
