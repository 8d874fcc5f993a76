import { eq, sql } from 'drizzle-orm';
import { UserRole, type Profile, type User } from '@cert/domain';
import type { Database } from '../../db/client';
import { formerAccounts, membershipHistory, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const knownRoles = new Set<string>(UserRole.values);

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    roles: row.roles.filter((role): role is UserRole => knownRoles.has(role)),
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
  };
}

/** Creates the user on first sign-in; the roles follow ADMIN_EMAILS at every sign-in. */
export async function upsertUserAtSignIn(
  db: Database,
  values: { email: string; roles: UserRole[]; now: Date },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email: values.email, roles: values.roles, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: users.email,
      set: { roles: values.roles },
    })
    .returning();
  if (!row) throw new Error('User upsert returned no row');
  return row;
}

export async function updateProfile(
  db: Database,
  userId: string,
  profile: Profile,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/**
 * The account takes over the membership history of the accounts its person deleted before: their organisations
 * stay linked to every organisation the new account joins (docs/security.md 47, docs/insights.md "Privacy").
 * Idempotent; nothing to do for anyone who never deleted an account.
 */
export async function inheritFormerAccounts(db: Database, userId: string, personKey: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${membershipHistory} (organization_id, user_id)
    SELECT history.organization_id, ${userId}::uuid
    FROM ${formerAccounts} former
    JOIN ${membershipHistory} history ON history.user_id = former.user_id
    WHERE former.person_key = ${personKey}
    ON CONFLICT DO NOTHING`);
}
