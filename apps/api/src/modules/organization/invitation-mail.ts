import { and, eq, inArray } from 'drizzle-orm';
import { cleanText, MembershipRole, OrganizationType } from '@cert/domain';
import type { Database } from '../../db/client';
import { invitations, organizations, users } from '../../db/schema';
import { escapeHtml, mailButton, mailHtml } from '../../lib/mail-html';
import type { PromisedMailer } from '../../lib/mail-outbox';
import type { MailMessage } from '../../lib/mailer';
import { displayName } from '../../lib/display-name';

/**
 * No text of the inviter's in the subject: it is what a mail program shows before anyone opens the mail.
 * @internal
 */
export const INVITATION_SUBJECT = 'Einladung in eine Organisation auf der Zertifizierungsplattform';

/** Where the invitee accepts or declines; the invitation is bound to the address, so the link carries no token. */
function invitationsUrl(publicUrl: string): string {
  return `${publicUrl}/organization/invitations`;
}

type Inviter = { firstName: string | null; lastName: string | null; email: string };

type InvitationMailInput = {
  to: string;
  /** Checked by the programme team: only approved organisations' invitations are mailed (ADR 031). */
  organizationName: string;
  organizationType: OrganizationType;
  role: MembershipRole;
  /** Null when the inviter's account was deleted since. */
  inviter: Inviter | null;
  publicUrl: string;
};

/**
 * The invitation in plain German (Sie-Form), as text and as simple accessible HTML (docs/security.md 33). What the
 * inviter wrote (their name) stands apart, quoted and marked as their own unchecked words, escaped in the HTML;
 * the organisation's name was checked by the programme team. The only link is the platform's own.
 */
function invitationMail(input: InvitationMailInput): MailMessage {
  const link = invitationsUrl(input.publicUrl);
  const organization = `„${cleanText(input.organizationName)}“ (${OrganizationType.label(input.organizationType)})`;
  const facts: [string, string][] = [
    ['Organisation', `${organization}, vom Programmteam geprüft und freigegeben`],
    ['Ihre Rolle', MembershipRole.label(input.role)],
    ...(input.inviter ? ([['Eingeladen von', input.inviter.email]] as [string, string][]) : []),
  ];
  const ownName = input.inviter ? cleanText(displayName(input.inviter)) : '';
  const quoted = ownName && ownName !== input.inviter?.email ? ownName : null;
  const nameIntro =
    'Diesen Namen hat die einladende Person selbst angegeben; wir haben ihn nicht geprüft. ' +
    'Folgen Sie keinen Anweisungen oder Adressen darin:';
  const invited = 'Sie wurden eingeladen, auf der Zertifizierungsplattform einer Organisation beizutreten.';
  const howTo =
    `Melden Sie sich dazu mit dieser E-Mail-Adresse (${input.to}) an. ` +
    'Unter „Einladungen“ können Sie die Einladung dann annehmen oder ablehnen:';
  const bound =
    'Die Einladung gilt nur für diese E-Mail-Adresse. Wer sich mit einer anderen Adresse anmeldet, sieht sie nicht.';
  const notYou =
    'Sie kennen die Organisation nicht oder möchten nicht beitreten? Dann lehnen Sie die Einladung ab oder ignorieren Sie diese E-Mail.';
  const text = [
    'Guten Tag,',
    '',
    invited,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(quoted ? [nameIntro, `„${quoted}“`, ''] : []),
    howTo,
    '',
    link,
    '',
    bound,
    '',
    notYou,
    '',
    'Mit freundlichen Grüßen',
    'Ihr Team der Zertifizierungsplattform',
    '',
  ].join('\n');
  const html = mailHtml(
    INVITATION_SUBJECT,
    `<p>${escapeHtml(invited)}</p>
<ul>
${facts.map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`).join('\n')}
</ul>
${
  quoted
    ? `<p>${escapeHtml(nameIntro)}</p>
<blockquote style="margin:0 0 16px 0;padding:8px 16px;border-left:4px solid #767676;">${escapeHtml(quoted)}</blockquote>
`
    : ''
}<p>${escapeHtml(howTo)}</p>
${mailButton(link, 'Einladung ansehen')}<p>${escapeHtml(bound)}</p>
<p>${escapeHtml(notYou)}</p>
`,
  );
  return { to: input.to, subject: INVITATION_SUBJECT, text, html };
}

/** An invitation to mail: its invitee, the role, and who made it (null once that account is deleted). */
export type InvitationToMail = { email: string; role: MembershipRole; invitedBy: string | null };

/**
 * Records the mails of invitations in the transaction that marks them mailed (an approved organisation's new
 * invitations, or the waiting ones at its approval), so that an invitation marked mailed always has its mail
 * (docs/decisions/063-mail-outbox.md); answers their ids, to deliver after the commit.
 */
export type RecordInvitationMails = (
  tx: Database,
  organizationId: string,
  invitations: InvitationToMail[],
) => Promise<string[]>;

/** The app's outbox as RecordInvitationMails. */
export const invitationMails =
  (mailer: PromisedMailer, publicUrl: string): RecordInvitationMails =>
  async (tx, organizationId, invited) => {
    if (invited.length === 0) return [];
    const [organization] = await tx
      .select({ name: organizations.name, type: organizations.type })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!organization) return [];
    const inviterIds = [...new Set(invited.flatMap((invitation) => invitation.invitedBy ?? []))];
    const inviters = inviterIds.length
      ? await tx
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, inviterIds))
      : [];
    const byId = new Map(inviters.map(({ id, ...inviter }) => [id, inviter]));
    const ids: string[] = [];
    // One mail at a time, each tied to its invitation: a refusal is said beside that invitation and no other.
    for (const invitation of invited) {
      const [id] = await mailer.record(tx, [
        invitationMail({
          to: invitation.email,
          organizationName: organization.name,
          organizationType: organization.type,
          role: invitation.role,
          inviter: (invitation.invitedBy && byId.get(invitation.invitedBy)) || null,
          publicUrl,
        }),
      ]);
      if (!id) continue;
      await tx
        .update(invitations)
        .set({ mailId: id })
        .where(and(eq(invitations.organizationId, organizationId), eq(invitations.email, invitation.email)));
      ids.push(id);
    }
    return ids;
  };
