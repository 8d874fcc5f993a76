import { api } from '@/lib/api-client';
import { accountContracts } from '@cert/domain/contracts';

let pending: Promise<void> | undefined;

/** Ends the session on the server; shared by concurrent callers so that StrictMode does not post twice. */
export function logoutOnce(): Promise<void> {
  pending ??= api.call(accountContracts.logout).finally(() => {
    pending = undefined;
  });
  return pending;
}
