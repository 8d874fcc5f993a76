import { and, count, eq, gte, max } from 'drizzle-orm';
import { FREE_MAIL_DOMAINS, type OrganizationSignals } from '@cert/domain';
import type { Database } from '../../db/client';
import { formerAccounts, membershipHistory, organizations, users } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What the office sees of an organisation's creator before approving it (docs/security.md 48): signals of one person
 * behind many organisations, who could have a peer group approved and read a peer's figures from the rest. Counted
 * over the creator's account and the deleted accounts of the same address: a new account inherits the membership
 * history of the deleted ones (docs/security.md 47), and `former_accounts` keeps them under the keyed hash of the
 * address. Accounts that exist side by side under other spellings of the address are not joined. Null when there is no such
 * organisation.
 */
export async function organizationSignals(
  db: Database,
  organizationId: string,
  now: Date,
  personKeyOf: (email: string) => string,
): Promise<OrganizationSignals | null> {
  const [row] = await db
    .select({ creator: organizations.createdBy, email: users.email })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.createdBy))
    .where(eq(organizations.id, organizationId));
  if (!row) return null;
  if (!row.creator || !row.email) {
    return {
      creatorKnown: false,
      organizationsOfPersonLast30Days: null,
      deletedAccounts: null,
      lastAccountDeletedAt: null,
      freeMailDomain: null,
    };
  }
  const [recent] = await db
    .select({ organizations: count() })
    .from(membershipHistory)
    .innerJoin(organizations, eq(organizations.id, membershipHistory.organizationId))
    .where(
      and(
        eq(membershipHistory.userId, row.creator),
        gte(organizations.createdAt, new Date(now.getTime() - 30 * DAY)),
      ),
    );
  const [deleted] = await db
    .select({ accounts: count(), last: max(formerAccounts.deletedAt) })
    .from(formerAccounts)
    .where(eq(formerAccounts.personKey, personKeyOf(row.email)));
  const domain = row.email.slice(row.email.lastIndexOf('@') + 1).toLowerCase();
  return {
    creatorKnown: true,
    organizationsOfPersonLast30Days: recent?.organizations ?? 0,
    deletedAccounts: deleted?.accounts ?? 0,
    lastAccountDeletedAt: deleted?.last ? new Date(deleted.last).toISOString() : null,
    freeMailDomain: FREE_MAIL_DOMAINS.includes(domain) ? domain : null,
  };
}
