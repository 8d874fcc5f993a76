import { and, eq } from 'drizzle-orm';
import { organizationMessages } from '@cert/domain';
import type { Database } from '../../db/client';
import { organizationChangeRequests, organizations } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import type { RecordInvitationMails } from './invitation-mail';
import { takeWaitingInvitations } from './invitations';
import { organizationColumns } from './repository';

export type Decision = 'approve' | 'reject';

/**
 * Starts an approved organisation's journey in the approval's transaction. The journey module sits above this one
 * (it reads organisations and their access); the app passes its refresh in (docs/decisions/050-api-modules-by-feature.md).
 */
export type StartJourney = (tx: Database, organizationId: string, now: Date) => Promise<unknown>;

/**
 * Records the mails that tell of a decision in its transaction (docs/decisions/063-mail-outbox.md); answers their
 * ids, which the route delivers after the commit.
 */
type RecordMails = (tx: Database) => Promise<string[]>;

type Review = {
  decision: Decision;
  /** Trimmed; null when none was given (approval only). */
  comment: string | null;
  reviewerId: string;
  now: Date;
};

/**
 * Approves or rejects a Pending organisation. The UPDATE carries the condition itself (`approval_status =
 * 'Pending'`), so of two concurrent decisions exactly one changes the row; the other finds nothing and answers
 * 409, as does a decision on an already decided organisation. 404 for an unknown id. An approval creates the
 * organisation's journey in the same transaction and records the mails of the invitations that waited for it.
 * Answers the ids of the mails recorded.
 */
export async function decideOrganization(
  db: Database,
  organizationId: string,
  review: Review,
  startJourney: StartJourney,
  recordMails: RecordMails,
  recordInvitationMails: RecordInvitationMails,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(organizations)
      .set({
        approvalStatus: review.decision === 'approve' ? 'Approved' : 'Rejected',
        reviewComment: review.comment,
        reviewedAt: review.now,
        reviewedBy: review.reviewerId,
        updatedAt: review.now,
      })
      .where(and(eq(organizations.id, organizationId), eq(organizations.approvalStatus, 'Pending')))
      .returning({ id: organizations.id });
    if (changed) {
      const mailIds = await recordMails(tx);
      if (review.decision === 'reject') return mailIds;
      // An approved procurer or provider starts its journey (ADR 014); refreshJourney skips consultants.
      await startJourney(tx, organizationId, review.now);
      // The invitations its admins made while it was in review are mailed now (ADR 031).
      return [
        ...mailIds,
        ...(await takeWaitingInvitations(tx, organizationId, review.now, recordInvitationMails)),
      ];
    }
    const [exists] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    throw exists ? conflict(organizationMessages.notPending) : notFound();
  });
}

/**
 * Approves or rejects the open change request of an organisation, in one transaction: the request's status
 * changes only while it is Pending (conditional UPDATE … RETURNING, so a concurrent second decision changes
 * nothing and answers 409); an approval then writes the request's data into the organisation's columns.
 * 404 when the request does not exist or belongs to another organisation.
 */
export async function decideChangeRequest(
  db: Database,
  organizationId: string,
  requestId: string,
  review: Review,
  recordMails: RecordMails,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(organizationChangeRequests)
      .set({
        status: review.decision === 'approve' ? 'Approved' : 'Rejected',
        reviewComment: review.comment,
        reviewedAt: review.now,
        reviewedBy: review.reviewerId,
      })
      .where(
        and(
          eq(organizationChangeRequests.id, requestId),
          eq(organizationChangeRequests.organizationId, organizationId),
          eq(organizationChangeRequests.status, 'Pending'),
        ),
      )
      .returning({ data: organizationChangeRequests.data });
    if (!decided) {
      const [exists] = await tx
        .select({ id: organizationChangeRequests.id })
        .from(organizationChangeRequests)
        .where(
          and(
            eq(organizationChangeRequests.id, requestId),
            eq(organizationChangeRequests.organizationId, organizationId),
          ),
        );
      throw exists ? conflict(organizationMessages.changeRequestDecided) : notFound();
    }
    if (review.decision === 'approve') {
      await tx
        .update(organizations)
        .set({ ...organizationColumns(decided.data), updatedAt: review.now })
        .where(eq(organizations.id, organizationId));
    }
    return recordMails(tx);
  });
}
