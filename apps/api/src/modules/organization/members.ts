import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, organizationMessages, type MembershipRole } from '@cert/domain';
import { memberships, organizations, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { Db } from './repository';

const lastAdmin = () => new HttpError(409, ErrorCode.Conflict, organizationMessages.lastAdmin);

/**
 * Locks the organisation row for the rest of the transaction, so that two concurrent demotions or removals
 * cannot both see a second admin and leave none.
 */
async function lockOrganization(tx: Db, organizationId: string): Promise<void> {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!row) throw notFound();
}

async function roleOf(tx: Db, organizationId: string, userId: string): Promise<MembershipRole | null> {
  const [row] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row?.role ?? null;
}

async function adminCount(tx: Db, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'Admin')));
  return Number(row?.count ?? 0);
}

/** Changes a member's role; 404 for a non-member, 409 when the last admin would become a member. */
export async function changeMemberRole(
  db: Db,
  organizationId: string,
  userId: string,
  role: MembershipRole,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await roleOf(tx, organizationId, userId);
    if (current === null) throw notFound();
    if (current === role) return;
    if (current === 'Admin' && (await adminCount(tx, organizationId)) <= 1) throw lastAdmin();
    await tx
      .update(memberships)
      .set({ role })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  });
}

/** Records the mail to a member an admin removed, in the removal's transaction; answers the mails' ids. */
type RecordRemovalMail = (tx: Db, removed: { email: string; organizationName: string }) => Promise<string[]>;

/**
 * Removes a member (or the user leaves); 404 for a non-member, 409 for the last admin. With `recordRemovalMail` (an
 * admin removing someone else) the removed member of an approved organisation is told, in the same transaction;
 * answers the ids of the mails to deliver after the commit.
 */
export async function removeMember(
  db: Db,
  organizationId: string,
  userId: string,
  recordRemovalMail?: RecordRemovalMail,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await roleOf(tx, organizationId, userId);
    if (current === null) throw notFound();
    if (current === 'Admin' && (await adminCount(tx, organizationId)) <= 1) throw lastAdmin();
    await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
    if (!recordRemovalMail) return [];
    // Only an approved organisation's name goes out by mail, as with invitations (ADR 031).
    const [organization] = await tx
      .select({ name: organizations.name, approvalStatus: organizations.approvalStatus })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (organization?.approvalStatus !== 'Approved' || !user) return [];
    return recordRemovalMail(tx, { email: user.email, organizationName: organization.name });
  });
}
