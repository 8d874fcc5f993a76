import { and, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isAdmin, type ApprovalStatus, type MembershipRole, type User } from '@cert/domain';
import type { Database } from '../../db/client';
import { memberships, organizations } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';

type OrganizationAccess = {
  organizationId: string;
  approvalStatus: ApprovalStatus;
  /** The user's role in the organisation; null for a platform admin who is not a member. */
  role: MembershipRole | null;
};

export type AccessRule = {
  /** Only the organisation's admins (403 for its other members). */
  role?: 'Admin';
  /** Only while the organisation is approved (403 otherwise): questionnaires, journeys, certificates. */
  approved?: boolean;
  /** Platform admins pass without being members (reads and reviews). */
  platformAdmin?: boolean;
};

/**
 * The one membership check of every organisation-scoped route, run per request so that a removed member or a
 * rejected organisation loses access at once (docs/security.md 11, 17). Whoever is not a member learns nothing:
 * 404, the same as for an organisation that does not exist.
 */
export async function requireOrganizationAccess(
  db: Database,
  user: User,
  organizationId: string,
  rule: AccessRule = {},
): Promise<OrganizationAccess> {
  const [row] = await db
    .select({ approvalStatus: organizations.approvalStatus, role: memberships.role })
    .from(organizations)
    .leftJoin(
      memberships,
      and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, user._id)),
    )
    .where(eq(organizations.id, organizationId));
  return grantOrganizationAccess(user, organizationId, row, rule);
}

/**
 * The rule of requireOrganizationAccess, applied to the organisation's approval and the user's role as the
 * caller read them (with the record that names the organisation, in one statement); no row: no organisation.
 */
export function grantOrganizationAccess(
  user: User,
  organizationId: string,
  row: { approvalStatus: string; role: string | null } | undefined,
  rule: AccessRule = {},
): OrganizationAccess {
  if (!row) throw notFound();
  const approvalStatus = row.approvalStatus as ApprovalStatus;
  const role = (row.role as MembershipRole | null) ?? null;
  if (role === null) {
    if (rule.platformAdmin && isAdmin(user)) return { organizationId, approvalStatus, role };
    throw notFound();
  }
  if (rule.role === 'Admin' && role !== 'Admin') throw forbidden();
  if (rule.approved && approvalStatus !== 'Approved') throw forbidden();
  return { organizationId, approvalStatus, role };
}

/**
 * The same rule as a condition of a statement that checks and writes at once (the draft save, ADR 021): over the
 * columns of the user's membership role and the organisation's approval it names. Platform admins who are not
 * members never write this way; grantOrganizationAccess then says why a statement wrote nothing.
 */
export function accessCondition(
  rule: AccessRule,
  row: { role: SQLWrapper; approvalStatus: SQLWrapper },
): SQL {
  const conditions: SQL[] = [isNotNull(row.role)];
  if (rule.role === 'Admin') conditions.push(sql`${row.role} = 'Admin'`);
  if (rule.approved) conditions.push(sql`${row.approvalStatus} = 'Approved'`);
  return and(...conditions)!;
}
