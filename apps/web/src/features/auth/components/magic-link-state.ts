import { isAdmin, type User } from '@cert/domain';

export const MAGIC_LINK_SENT_PATH = '/login/magic-link-sent';
export const LOGIN_FAILED_PATH = '/login/failed';

/** Where a sign-in without a callback address leads: to the work, not back to the public landing page. */
export const homeOf = (user: User) => (isAdmin(user) ? '/admin/journeys' : '/mein-zertifizierungspfad');

/** Handed from the login form to the confirmation page in history state, never in the URL. */
export type MagicLinkSentState = { email: string; callbackUrl: string | undefined };

export function readMagicLinkSentState(state: unknown): MagicLinkSentState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { email, callbackUrl } = state as Partial<MagicLinkSentState>;
  if (typeof email !== 'string') return undefined;
  return { email, callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : undefined };
}
