import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey, endSession } from '@/lib/current-user';
import { draftCopies, sessionEnd } from '@/lib/app-storage';
import { notifyInfo } from '@/lib/notify';
import type { AppRouter } from './router';

/**
 * A failed authentication check resets all stored state and treats the user as signed out (docs/product.md §4, §8).
 * If somebody was signed in, the guards run again so that a protected page sends them to the sign-in page.
 */
export function handleSessionExpiry(queryClient: QueryClient, router: AppRouter): void {
  api.setOnSessionExpired(() => {
    const wasSignedIn = queryClient.getQueryData(currentUserQueryKey) != null;
    endSession(queryClient);
    if (!wasSignedIn) return;
    // The sign-in page a protected page sends them to says why, and that unsaved answers are kept (issue 54).
    sessionEnd.mark(draftCopies.any({ restorable: true }));
    notifyInfo('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
    void router.revalidate();
  });
}
