import { safeCallbackUrl, type UserRole } from '@cert/domain';
import type { Database } from '../../db/client';
import { inheritFormerAccounts, upsertUserAtSignIn, type UserRow } from './users';
import { consumeMagicLinkToken } from './magic-link';
import { startSession, type StartedSession } from './sessions';
import type { AuthSettings } from './settings';

type SignIn = { user: UserRow; callbackUrl: string | null; session: StartedSession };

/**
 * Spends the magic-link token and opens a new session for its address, all or nothing: a failure after the
 * token was spent leaves the token unspent.
 */
export async function signInWithMagicLink(
  db: Database,
  token: string,
  now: Date,
  options: {
    adminEmails: readonly string[];
    settings: AuthSettings;
    /** The keyed hash of an address (lib/person-key.ts). */
    personKeyOf: (email: string) => string;
  },
): Promise<SignIn | null> {
  return db.transaction(async (tx) => {
    const spent = await consumeMagicLinkToken(tx, token, now);
    if (!spent) return null;
    const roles: UserRole[] = options.adminEmails.includes(spent.email) ? ['User', 'Admin'] : ['User'];
    const user = await upsertUserAtSignIn(tx, { email: spent.email, roles, now });
    await inheritFormerAccounts(tx, user.id, options.personKeyOf(spent.email));
    const session = await startSession(tx, user.id, now, options.settings);
    return { user, callbackUrl: safeCallbackUrl(spent.callbackUrl) ?? null, session };
  });
}
