import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  BusinessSector,
  ChangeRequest,
  CompanySize,
  Organization,
  OrganizationData,
} from '@cert/domain';
import type { Database } from '../../db/client';
import {
  invitations,
  mailOutbox,
  memberships,
  organizationChangeRequests,
  organizations,
  users,
} from '../../db/schema';
import { displayName } from '../../lib/display-name';

/** The database or an open transaction (a transaction is a Database too). */
export type Db = Database;

type OrganizationRow = typeof organizations.$inferSelect;
/** The master data held in an organisation row (its approved data once approved). */
export function organizationDataOf(row: OrganizationRow): OrganizationData {
  return {
    type: row.type,
    name: row.name,
    address: { street: row.street, postalCode: row.postalCode, city: row.city },
    website: row.website,
    ...(row.agencyLevel !== null ? { agencyLevel: row.agencyLevel } : {}),
    ...(row.companySize !== null ? { companySize: row.companySize as CompanySize } : {}),
    ...(row.businessSector !== null ? { businessSector: row.businessSector as BusinessSector } : {}),
  };
}

/** The organisation columns for master data (attributes of other types are set to null). */
export function organizationColumns(data: OrganizationData) {
  return {
    type: data.type,
    name: data.name,
    street: data.address.street,
    postalCode: data.address.postalCode,
    city: data.address.city,
    website: data.website ?? null,
    agencyLevel: data.agencyLevel ?? null,
    companySize: data.companySize ?? null,
    businessSector: data.businessSector ?? null,
  };
}

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The change request shown with an organisation: the open one, else the last decided one, else null.
 */
async function currentChangeRequest(db: Db, organizationId: string): Promise<ChangeRequest | null> {
  const rows = await db
    .select({
      request: organizationChangeRequests,
      requester: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(organizationChangeRequests)
    .leftJoin(users, eq(users.id, organizationChangeRequests.requestedBy))
    .where(eq(organizationChangeRequests.organizationId, organizationId))
    .orderBy(desc(organizationChangeRequests.requestedAt), desc(organizationChangeRequests.id));
  const chosen = rows.find((row) => row.request.status === 'Pending') ?? rows[0];
  if (!chosen) return null;
  const { request, requester } = chosen;
  return {
    _id: request.id,
    status: request.status,
    data: request.data,
    requestedAt: iso(request.requestedAt),
    requestedBy: requester ? { userId: requester.id, name: displayName(requester) } : null,
    reviewComment: request.reviewComment,
    reviewedAt: isoOrNull(request.reviewedAt),
  };
}

/**
 * Builds the full Organization answer from its row: members, pending members (invitations), change request;
 * with `contacts` (platform admins) the members' phone numbers too.
 */
async function toOrganization(db: Db, row: OrganizationRow, contacts = false): Promise<Organization> {
  const [memberRows, invitationRows, changeRequest] = await Promise.all([
    db
      .select({
        userId: memberships.userId,
        role: memberships.role,
        joinedAt: memberships.createdAt,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNumber: users.phoneNumber,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, row.id))
      .orderBy(asc(memberships.createdAt), asc(users.email)),
    db
      .select({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        createdAt: invitations.createdAt,
        mailedAt: invitations.mailedAt,
        // Its own mail, refused for good and not delivered since (docs/decisions/063-mail-outbox.md).
        mailRefused: sql<boolean>`coalesce(${mailOutbox.failedAt} is not null and ${mailOutbox.sentAt} is null, false)`,
      })
      .from(invitations)
      .leftJoin(mailOutbox, eq(mailOutbox.id, invitations.mailId))
      .where(eq(invitations.organizationId, row.id))
      .orderBy(asc(invitations.createdAt), asc(invitations.email)),
    currentChangeRequest(db, row.id),
  ]);
  return {
    _id: row.id,
    type: row.type,
    name: row.name,
    address: { street: row.street, postalCode: row.postalCode, city: row.city },
    website: row.website,
    agencyLevel: row.agencyLevel,
    companySize: row.companySize as CompanySize | null,
    businessSector: row.businessSector as BusinessSector | null,
    approvalStatus: row.approvalStatus,
    reviewComment: row.reviewComment,
    reviewedAt: isoOrNull(row.reviewedAt),
    // Only while it waits for the decision that answers it: once decided again it is history.
    previousRejection:
      row.approvalStatus === 'Pending' && row.previousRejectionAt
        ? {
            at: iso(row.previousRejectionAt),
            comment: row.previousRejectionComment,
            data: row.previousRejectionData,
          }
        : null,
    members: memberRows.map((member) => ({
      userId: member.userId,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      role: member.role,
      joinedAt: iso(member.joinedAt),
      ...(contacts ? { phoneNumber: member.phoneNumber } : {}),
    })),
    pendingMembers: invitationRows.map((invitation) => ({
      _id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invitedAt: iso(invitation.createdAt),
      mailedAt: isoOrNull(invitation.mailedAt),
      mailRefused: invitation.mailRefused,
    })),
    changeRequest,
    listedSince: isoOrNull(row.listedSince),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The full Organization (members, pending members, change request), or null for an unknown id.
 * Shared with the office's organisation list and decisions; the caller checks access first, and asks for the members' phone
 * numbers only for a platform admin.
 */
export async function loadOrganization(
  db: Db,
  id: string,
  { contacts = false }: { contacts?: boolean } = {},
): Promise<Organization | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ? toOrganization(db, row, contacts) : null;
}

/** The organisations the user is a member of, by name; optionally only the approved ones. */
export async function loadUserOrganizations(
  db: Db,
  userId: string,
  options: { approvedOnly?: boolean } = {},
): Promise<Organization[]> {
  const rows = await db
    .select({ organization: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      options.approvedOnly
        ? and(eq(memberships.userId, userId), eq(organizations.approvalStatus, 'Approved'))
        : eq(memberships.userId, userId),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
  return Promise.all(rows.map((row) => toOrganization(db, row.organization)));
}

/**
 * The organisation as one of the user's for a new questionnaire or case study: its approval status and type, or
 * undefined when the user is not a member (or it does not exist).
 */
export async function membershipOrganization(db: Db, userId: string, organizationId: string) {
  const [row] = await db
    .select({ type: organizations.type, approvalStatus: organizations.approvalStatus })
    .from(organizations)
    .innerJoin(
      memberships,
      and(eq(memberships.organizationId, organizations.id), eq(memberships.userId, userId)),
    )
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The organisation's name; undefined for an unknown organisation. */
export async function organizationName(db: Db, organizationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
}

/** The e-mail addresses of the organisation's admins (for notices about it). */
export async function adminEmails(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, ['Admin'])));
  return rows.map((row) => row.email);
}
