import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { decideAccess } from '@/features/auth';
import { signInFor } from '@/lib/sign-in-for';
import { currentUserQuery } from '@/lib/current-user';

/**
 * Loader of the layout route that wraps every signed-in page. It runs on every navigation beneath it
 * (see shouldRevalidate in the router), so moving from /profil to another page re-checks the profile.
 */
export function createAccessLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const user = await queryClient.ensureQueryData({ ...currentUserQuery, revalidateIfStale: true });
    const decision = decideAccess(url.pathname + url.search, user);
    if (decision.kind !== 'redirect') return null;
    if (decision.signInFor) signInFor.set(decision.signInFor);
    throw redirect(decision.to);
  };
}
