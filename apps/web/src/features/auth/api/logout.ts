import { api } from '@/lib/api-client';
import { accountContracts } from '@cert/domain/contracts';

let pending: Promise<void> | undefined;

/** A sign-out the server does not answer by then counts as failed: the user is told they are still signed in. */
const LOGOUT_TIMEOUT_MS = 15_000;

/** Ends the session on the server; shared by concurrent callers so that StrictMode does not post twice. */
export function logoutOnce(): Promise<void> {
  pending ??= api
    .call(accountContracts.logout, { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
