import { type User } from '@cert/domain';
import { accountContracts } from '@cert/domain/contracts';
import { hashKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from './api-client';
import { forgetOtherUsers } from './app-storage';
import { announceSessionChange } from './session-hint';

/** The cache entry of the signed-in user (null when signed out). */
export const currentUserQueryKey = ['auth', 'current-user'] as const;
const currentUserQueryHash = hashKey(currentUserQueryKey);

/** The signed-in user, or null when signed out: a 401 is an answer here, not an error. */
async function fetchCurrentUser(): Promise<User | null> {
  if (!api.hasSession()) return null;
  try {
    const user = await api.call(accountContracts.me);
    forgetOtherUsers(user._id);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: fetchCurrentUser,
  staleTime: 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * The signed-in user's id for a part of a signed-in screen: what the screen's own check found, without a check of
 * its own (a failed check is not retried each time such a part mounts).
 */
export const useCurrentUserId = (): string | undefined =>
  useQuery({ ...currentUserQuery, refetchOnMount: false, retryOnMount: false }).data?._id;

/** Drops everything cached for the previous user and remembers the new one, or nobody (null). */
function replaceCurrentUser(queryClient: QueryClient, user: User | null): void {
  // The current-user entry itself is kept and overwritten so that mounted observers see the change.
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentUserQueryHash });
  queryClient.setQueryData(currentUserQueryKey, user);
  announceSessionChange();
}

/** After a successful sign-in. */
export async function startSession(queryClient: QueryClient, user: User): Promise<void> {
  forgetOtherUsers(user._id);
  // The page's first "who am I" check may still be in flight and would answer "nobody" over the new user.
  await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
  replaceCurrentUser(queryClient, user);
}

/** After sign-out, or when the session turned out to be gone. */
export function endSession(queryClient: QueryClient): void {
  replaceCurrentUser(queryClient, null);
}
