import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, organizationMessages, type MembershipRole } from '@cert/domain';
import { memberships, organizations } from '../../db/schema';
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

/** Removes a member (or the user leaves); 404 for a non-member, 409 for the last admin. */
export async function removeMember(db: Db, organizationId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await roleOf(tx, organizationId, userId);
    if (current === null) throw notFound();
    if (current === 'Admin' && (await adminCount(tx, organizationId)) <= 1) throw lastAdmin();
    await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  });
}
