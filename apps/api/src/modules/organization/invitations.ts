import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  ErrorCode,
  organizationMessages,
  type Invitation,
  type MembershipRole,
  type NewMember,
} from '@cert/domain';
import { invitations, memberships, organizations, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { countInvitations, type InvitationLimits } from './invitation-limits';
import { displayName } from '../../lib/display-name';
import type { Database } from '../../db/client';
import type { RecordInvitationMails } from './invitation-mail';
import type { Db } from './repository';

/** An invitation written by inviteMembers; `mail`: its invitee gets the mail now (a new one, organisation approved). */
export type IssuedInvitation = { email: string; role: MembershipRole; mail: boolean };

/**
 * Invites the new members (in the caller's transaction): an address that is already a member is refused at its
 * entry (400 newMembers.N.email); an address with an open invitation keeps that one invitation with the new role.
 * New invitations count against the limits (429, ADR 031); `mailNow` marks them mailed (an approved
 * organisation's), otherwise their mail waits for the approval.
 */
export async function inviteMembers(
  tx: Db,
  organizationId: string,
  newMembers: NewMember[],
  invitedBy: string,
  now: Date,
  { limits, mailNow }: { limits: InvitationLimits; mailNow: boolean },
): Promise<IssuedInvitation[]> {
  if (newMembers.length === 0) return [];
  const emails = newMembers.map((member) => member.email.toLowerCase());
  const memberRows = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(users.email, emails)));
  const memberEmails = new Set(memberRows.map((row) => row.email));
  const fields = emails.flatMap((email, index) =>
    memberEmails.has(email)
      ? [
          {
            path: `newMembers.${index}.email`,
            code: 'already_member',
            message: organizationMessages.alreadyMember,
          },
        ]
      : [],
  );
  if (fields.length) throw new HttpError(400, ErrorCode.ValidationFailed, undefined, fields);

  const openRows = await tx
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), inArray(invitations.email, emails)));
  const open = new Set(openRows.map((row) => row.email));
  await countInvitations(
    tx,
    limits,
    {
      organizationId,
      invitedBy,
      recipients: emails.flatMap((email, index) => (open.has(email) ? [] : [{ email, index }])),
    },
    now,
  );
  const issued: IssuedInvitation[] = [];
  for (const [index, member] of newMembers.entries()) {
    const email = emails[index]!;
    await tx
      .insert(invitations)
      .values({
        organizationId,
        email,
        role: member.role,
        invitedBy,
        createdAt: now,
        mailedAt: mailNow ? now : null,
      })
      .onConflictDoUpdate({
        target: [invitations.organizationId, invitations.email],
        set: { role: member.role, invitedBy },
      });
    issued.push({ email, role: member.role, mail: mailNow && !open.has(email) });
  }
  return issued;
}

/**
 * The organisation's invitations not mailed yet, marked mailed now (in the approval's transaction), their mails
 * recorded with them (ADR 031, ADR 063); answers the mails' ids.
 */
export async function takeWaitingInvitations(
  tx: Database,
  organizationId: string,
  now: Date,
  recordMails: RecordInvitationMails,
): Promise<string[]> {
  const taken = await tx
    .update(invitations)
    .set({ mailedAt: now })
    .where(and(eq(invitations.organizationId, organizationId), isNull(invitations.mailedAt)))
    .returning({ email: invitations.email, role: invitations.role, invitedBy: invitations.invitedBy });
  return recordMails(tx, organizationId, taken);
}

/** The open invitations addressed to the e-mail address, oldest first. */
export async function listInvitationsFor(db: Db, email: string): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      role: invitations.role,
      createdAt: invitations.createdAt,
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationType: organizations.type,
      organizationStatus: organizations.approvalStatus,
      inviter: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.email, email.toLowerCase()))
    .orderBy(asc(invitations.createdAt), asc(organizations.name));
  return rows.map((row) => ({
    _id: row.id,
    role: row.role,
    invitedAt: row.createdAt.toISOString(),
    organization: {
      _id: row.organizationId,
      name: row.organizationName,
      type: row.organizationType,
      approvalStatus: row.organizationStatus,
    },
    invitedBy: row.inviter ? displayName(row.inviter) : null,
  }));
}

/**
 * The invitee accepts: the membership with the invited role, the invitation gone, in one transaction.
 * Anyone but the invitee (by e-mail address) gets 404. Returns the organisation's id.
 */
export async function acceptInvitation(
  db: Db,
  invitationId: string,
  user: { _id: string; email: string },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .delete(invitations)
      .where(and(eq(invitations.id, invitationId), eq(invitations.email, user.email.toLowerCase())))
      .returning();
    if (!invitation) throw notFound();
    await tx
      .insert(memberships)
      .values({
        organizationId: invitation.organizationId,
        userId: user._id,
        role: invitation.role,
        createdAt: now,
      })
      .onConflictDoNothing();
    return invitation.organizationId;
  });
}

/** The invitee declines: the invitation is deleted. False when there is none for this address. */
export async function declineInvitation(db: Db, invitationId: string, email: string): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.email, email.toLowerCase())))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** An organisation admin revokes an invitation of their organisation. False when there is none. */
export async function revokeInvitation(
  db: Db,
  organizationId: string,
  invitationId: string,
): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.organizationId, organizationId)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
