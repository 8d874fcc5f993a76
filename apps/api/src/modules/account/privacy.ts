import { and, desc, eq } from 'drizzle-orm';
import { afterAccountDeletion, privacyMessages, type PersonalData } from '@cert/domain';
import type { Database } from '../../db/client';
import {
  formerAccounts,
  auditLog,
  caseStudies,
  journeyRequests,
  invitations,
  magicLinkTokens,
  membershipHistory,
  memberships,
  organizationChangeRequests,
  organizations,
  questionnaires,
  sessions,
  users,
  workshopReports,
} from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { toUser } from './users';

/** A row as the download shows it: every date an ISO 8601 string. */
type WithIsoDates<Row> = {
  [Key in keyof Row]: Row[Key] extends Date
    ? string
    : Date extends Row[Key]
      ? Exclude<Row[Key], Date> | string
      : Row[Key];
};

/** The query's rows with every date as an ISO 8601 string (key order kept: it is the order of the download). */
async function withIsoDates<Row extends Record<string, unknown>>(
  query: PromiseLike<Row[]>,
): Promise<Array<WithIsoDates<Row>>> {
  const rows = await query;
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
      ) as WithIsoDates<Row>,
  );
}

type AdminDecision = PersonalData['adminDecisions'][number];

/** A review kept on the reviewed row: `organization.approved`, `change-request.rejected`, … */
function reviews(
  subject: 'organization' | 'change-request',
  rows: Array<{ status: string; organization: string; comment: string | null; reviewedAt: Date | null }>,
): AdminDecision[] {
  return rows.flatMap(({ status, organization, comment, reviewedAt }) =>
    reviewedAt
      ? [
          {
            action: `${subject}.${status.toLowerCase()}`,
            organization,
            comment,
            createdAt: reviewedAt.toISOString(),
          },
        ]
      : [],
  );
}

/**
 * A platform admin's decisions, oldest first: the audit log holds the journey decisions; the reviews of
 * organisations and change requests are kept on the reviewed row itself (reviewed_by), not in the audit log.
 */
async function adminDecisions(db: Database, userId: string): Promise<AdminDecision[]> {
  const audited = await withIsoDates(
    db
      .select({
        action: auditLog.action,
        organization: auditLog.organizationId,
        comment: auditLog.comment,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(eq(auditLog.actorId, userId)),
  );
  const organizationReviews = await db
    .select({
      status: organizations.approvalStatus,
      organization: organizations.id,
      comment: organizations.reviewComment,
      reviewedAt: organizations.reviewedAt,
    })
    .from(organizations)
    .where(eq(organizations.reviewedBy, userId));
  const changeRequestReviews = await db
    .select({
      status: organizationChangeRequests.status,
      organization: organizationChangeRequests.organizationId,
      comment: organizationChangeRequests.reviewComment,
      reviewedAt: organizationChangeRequests.reviewedAt,
    })
    .from(organizationChangeRequests)
    .where(eq(organizationChangeRequests.reviewedBy, userId));
  return [
    ...audited,
    ...reviews('organization', organizationReviews),
    ...reviews('change-request', changeRequestReviews),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Everything stored about the user (docs/decisions/017-privacy.md). Read one query after another: inside a
 * transaction a PostgreSQL client runs one query at a time.
 */
export async function personalData(db: Database, userId: string, now: Date): Promise<PersonalData | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const { _id, email, roles, firstName, lastName, phoneNumber } = toUser(user);
  const invitationColumns = {
    organization: invitations.organizationId,
    organizationName: organizations.name,
    role: invitations.role,
    createdAt: invitations.createdAt,
  };

  return {
    exportedAt: now.toISOString(),
    user: {
      _id,
      email,
      roles,
      firstName,
      lastName,
      phoneNumber,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    memberships: await withIsoDates(
      db
        .select({
          organization: memberships.organizationId,
          organizationName: organizations.name,
          role: memberships.role,
          since: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(eq(memberships.userId, userId))
        .orderBy(memberships.createdAt),
    ),
    invitationsReceived: await withIsoDates(
      db
        .select(invitationColumns)
        .from(invitations)
        .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
        .where(eq(invitations.email, user.email))
        .orderBy(invitations.createdAt),
    ),
    invitationsSent: await withIsoDates(
      db
        .select(invitationColumns)
        .from(invitations)
        .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
        .where(eq(invitations.invitedBy, userId))
        .orderBy(invitations.createdAt),
    ),
    sessions: await withIsoDates(
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt)),
    ),
    signInLinks: await withIsoDates(
      db
        .select({
          createdAt: magicLinkTokens.createdAt,
          expiresAt: magicLinkTokens.expiresAt,
          consumedAt: magicLinkTokens.consumedAt,
        })
        .from(magicLinkTokens)
        .where(eq(magicLinkTokens.email, user.email))
        .orderBy(desc(magicLinkTokens.createdAt)),
    ),
    organizationsCreated: await withIsoDates(
      db
        .select({
          organization: organizations.id,
          organizationName: organizations.name,
          createdAt: organizations.createdAt,
        })
        .from(organizations)
        .where(eq(organizations.createdBy, userId))
        .orderBy(organizations.createdAt),
    ),
    questionnairesCreated: await withIsoDates(
      db
        .select({
          _id: questionnaires.id,
          kind: questionnaires.kind,
          organization: questionnaires.organizationId,
          createdAt: questionnaires.createdAt,
          submittedAt: questionnaires.submittedAt,
        })
        .from(questionnaires)
        .where(eq(questionnaires.createdBy, userId))
        .orderBy(questionnaires.createdAt),
    ),
    caseStudiesCreated: await withIsoDates(
      db
        .select({
          _id: caseStudies.id,
          kind: caseStudies.kind,
          organization: caseStudies.organizationId,
          state: caseStudies.state,
          createdAt: caseStudies.createdAt,
        })
        .from(caseStudies)
        .where(eq(caseStudies.createdBy, userId))
        .orderBy(caseStudies.createdAt),
    ),
    changeRequests: await withIsoDates(
      db
        .select({
          organization: organizationChangeRequests.organizationId,
          status: organizationChangeRequests.status,
          requestedAt: organizationChangeRequests.requestedAt,
        })
        .from(organizationChangeRequests)
        .where(eq(organizationChangeRequests.requestedBy, userId))
        .orderBy(organizationChangeRequests.requestedAt),
    ),
    requestsMade: await withIsoDates(
      db
        .select({
          _id: journeyRequests.id,
          kind: journeyRequests.kind,
          organization: journeyRequests.organizationId,
          note: journeyRequests.note,
          state: journeyRequests.state,
          createdAt: journeyRequests.createdAt,
        })
        .from(journeyRequests)
        .where(eq(journeyRequests.requestedBy, userId))
        .orderBy(journeyRequests.createdAt),
    ),
    workshopReportsUploaded: await withIsoDates(
      db
        .select({
          _id: workshopReports.id,
          organization: workshopReports.organizationId,
          fileName: workshopReports.fileName,
          size: workshopReports.size,
          createdAt: workshopReports.createdAt,
        })
        .from(workshopReports)
        .where(eq(workshopReports.uploadedBy, userId))
        .orderBy(workshopReports.createdAt),
    ),
    adminDecisions: await adminDecisions(db, userId),
  };
}

/**
 * Deletes the account: the user row with its sessions and memberships (cascade), the sign-in links and open
 * invitations of the address; the organisations and their records stay, their references to the user become
 * empty (ON DELETE SET NULL). Refused while the user is the only admin of an organisation with other members.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  options: { now: Date; personKeyOf: (email: string) => string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two last admins deleting their accounts at once: the organisation's row lock lets the second see the first gone.
    const adminOf = await tx
      .select({ organizationId: memberships.organizationId, name: organizations.name })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(and(eq(memberships.userId, userId), eq(memberships.role, 'Admin')))
      .for('update', { of: organizations });
    for (const { organizationId, name } of adminOf) {
      const members = await tx
        .select({ userId: memberships.userId, role: memberships.role })
        .from(memberships)
        .where(eq(memberships.organizationId, organizationId));
      if (afterAccountDeletion(members, userId) === 'without-admin')
        throw conflict(privacyMessages.lastAdmin(name));
    }
    const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
    if (!deleted) return false;
    // Its organisations stay linked to whatever the same person joins with a new account (docs/security.md 47); an
    // account that never belonged to an organisation leaves nothing to link.
    const [history] = await tx
      .select({ organizationId: membershipHistory.organizationId })
      .from(membershipHistory)
      .where(eq(membershipHistory.userId, userId))
      .limit(1);
    if (history) {
      await tx
        .insert(formerAccounts)
        .values({ personKey: options.personKeyOf(deleted.email), userId, deletedAt: options.now })
        .onConflictDoNothing();
    }
    await tx.delete(magicLinkTokens).where(eq(magicLinkTokens.email, deleted.email));
    await tx.delete(invitations).where(eq(invitations.email, deleted.email));
    return true;
  });
}
