import { and, eq } from 'drizzle-orm';
import {
  ErrorCode,
  organizationMessages,
  toOrganizationData,
  type NewMember,
  type OrganizationData,
} from '@cert/domain';
import { memberships, organizationChangeRequests, organizations } from '../../db/schema';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { countCreation, type InvitationLimits } from './invitation-limits';
import type { RecordInvitationMails } from './invitation-mail';
import { inviteMembers, type IssuedInvitation } from './invitations';
import { organizationColumns, organizationDataOf, type Db } from './repository';

/**
 * What a create or update did: the organisation's id, its new invitations and the ids of the mails recorded with
 * them (invitations, the office's notice).
 */
type MasterDataResult = {
  organizationId: string;
  invitations: IssuedInvitation[];
  mailIds: string[];
  /**
   * 'changeRequested': an approved organisation's data went into its open change request; 'resubmitted': a
   * rejected organisation's changed data sent it back to review.
   */
  outcome: 'created' | 'saved' | 'resubmitted' | 'changeRequested' | 'unchanged';
};

const sameData = (a: OrganizationData, b: OrganizationData) =>
  JSON.stringify(organizationColumns(a)) === JSON.stringify(organizationColumns(b));

/** Creates a Pending organisation with its creator as first admin and invites the new members, in one transaction. */
export async function createOrganization(
  db: Db,
  values: {
    data: OrganizationData;
    newMembers: NewMember[];
    userId: string;
    /** The creator as a person, whose daily limit holds across their accounts (lib/person-key.ts). */
    personKey: string;
    now: Date;
    limits: InvitationLimits;
    /** The office's notice of the new organisation, recorded with it (docs/decisions/063-mail-outbox.md). */
    recordNotice: (
      tx: Database,
      created: { id: string; name: string; type: OrganizationData['type'] },
    ) => Promise<string[]>;
  },
): Promise<MasterDataResult> {
  const { userId, now } = values;
  const data = toOrganizationData(values.data);
  return db.transaction(async (tx) => {
    await countCreation(tx, values.limits, values.personKey, now);
    const [row] = await tx
      .insert(organizations)
      .values({
        ...organizationColumns(data),
        approvalStatus: 'Pending',
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organizations.id });
    if (!row) throw new Error('Organisation insert returned no row');
    await tx.insert(memberships).values({ organizationId: row.id, userId, role: 'Admin', createdAt: now });
    // Pending: the invitations are mailed once the organisation is approved (ADR 031).
    const issued = await inviteMembers(tx, row.id, values.newMembers, userId, now, {
      limits: values.limits,
      mailNow: false,
    });
    const mailIds = await values.recordNotice(tx, { id: row.id, name: data.name, type: data.type });
    return { organizationId: row.id, invitations: issued, mailIds, outcome: 'created' };
  });
}

/**
 * The office's notice of an edit: `organization.name` as the office will see it on the task (a change request leaves
 * the approved name in place until the office accepts it; a resubmission changed it); `round`: what the notice
 * answers (the change request, or the rejection), so that a new round after a decision is new work.
 */
type OfficeNotice = {
  outcome: 'changeRequested' | 'resubmitted';
  organization: { id: string; name: string };
  round: string;
};

/**
 * Updates the master data and invites the new members, in one transaction. Pending: the data change directly.
 * Rejected: the data change and the organisation returns to Pending for a new review. Approved: the data go into
 * the open change request (created, or its data replaced); the approved data stay; the type is locked.
 * Data equal to what is already in place (the data, or an open request's data) change nothing, so that inviting
 * members alone never files a change request nor sends a rejected organisation back to review.
 */
export async function updateOrganization(
  db: Db,
  values: {
    organizationId: string;
    data: OrganizationData;
    newMembers: NewMember[];
    userId: string;
    now: Date;
    limits: InvitationLimits;
    /** An approved organisation's new invitations are mailed at once: their mails recorded with them (ADR 063). */
    recordInvitationMails: RecordInvitationMails;
    /** The office's notice of a change request or of a rejected organisation sent back to review, recorded with it. */
    recordNotice: (tx: Database, notice: OfficeNotice) => Promise<string[]>;
  },
): Promise<MasterDataResult> {
  const { organizationId, userId, now } = values;
  const data = toOrganizationData(values.data);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!row) throw notFound();
    let outcome: MasterDataResult['outcome'];
    let notice: OfficeNotice | undefined;
    if (row.approvalStatus === 'Approved') {
      if (data.type !== row.type) {
        throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
          { path: 'organization.type', code: 'type_locked', message: organizationMessages.typeLocked },
        ]);
      }
      const [open] = await tx
        .select()
        .from(organizationChangeRequests)
        .where(
          and(
            eq(organizationChangeRequests.organizationId, organizationId),
            eq(organizationChangeRequests.status, 'Pending'),
          ),
        )
        .for('update');
      if (open) {
        if (sameData(open.data, data)) outcome = 'unchanged';
        else {
          await tx
            .update(organizationChangeRequests)
            .set({ data, requestedBy: userId, requestedAt: now })
            .where(eq(organizationChangeRequests.id, open.id));
          outcome = 'changeRequested';
          notice = { outcome, organization: { id: organizationId, name: row.name }, round: open.id };
        }
      } else if (sameData(organizationDataOf(row), data)) {
        outcome = 'unchanged';
      } else {
        const [created] = await tx
          .insert(organizationChangeRequests)
          .values({ organizationId, data, status: 'Pending', requestedBy: userId, requestedAt: now })
          .returning({ id: organizationChangeRequests.id });
        outcome = 'changeRequested';
        notice = { outcome, organization: { id: organizationId, name: row.name }, round: created!.id };
      }
      // A request filed or changed is the organisation's latest change: the office's task list, newest change
      // first, shows it on top (docs/decisions/007-organisations.md).
      if (outcome === 'changeRequested')
        await tx.update(organizations).set({ updatedAt: now }).where(eq(organizations.id, organizationId));
    } else if (sameData(organizationDataOf(row), data)) {
      // Inviting members alone must not send a rejected organisation back to review.
      outcome = 'unchanged';
    } else {
      // Sent back to review: the rejection it answers stays beside it for the office's next decision.
      const review: Partial<typeof organizations.$inferInsert> =
        row.approvalStatus === 'Rejected'
          ? {
              approvalStatus: 'Pending',
              reviewComment: null,
              reviewedAt: null,
              reviewedBy: null,
              previousRejectionAt: row.reviewedAt ?? row.updatedAt,
              previousRejectionComment: row.reviewComment,
              previousRejectionData: organizationDataOf(row),
            }
          : {};
      await tx
        .update(organizations)
        .set({ ...organizationColumns(data), ...review, updatedAt: now })
        .where(eq(organizations.id, organizationId));
      outcome = row.approvalStatus === 'Rejected' ? 'resubmitted' : 'saved';
      if (outcome === 'resubmitted') {
        // The rejection answered: its time, or the row's last change where no time was kept.
        const round = (row.reviewedAt ?? row.updatedAt).toISOString();
        notice = { outcome, organization: { id: organizationId, name: data.name }, round };
      }
    }
    const issued = await inviteMembers(tx, organizationId, values.newMembers, userId, now, {
      limits: values.limits,
      mailNow: row.approvalStatus === 'Approved',
    });
    const mailIds = await values.recordInvitationMails(
      tx,
      organizationId,
      issued
        .filter((invitation) => invitation.mail)
        .map(({ email, role }) => ({ email, role, invitedBy: userId })),
    );
    if (notice) mailIds.push(...(await values.recordNotice(tx, notice)));
    return { organizationId, invitations: issued, mailIds, outcome };
  });
}
