import { MembershipRole, OrganizationType } from '@cert/domain';
import { escapeHtml, mailButton, mailHtml } from '../../lib/mail-html';
import type { MailMessage } from '../../lib/mailer';

export function invitationSubject(organizationName: string): string {
  return `Einladung zur Organisation „${organizationName}“`;
}

/** Where the invitee accepts or declines; the invitation is bound to the address, so the link carries no token. */
export function invitationsUrl(publicUrl: string): string {
  return `${publicUrl}/organization/invitations`;
}

export type InvitationMailInput = {
  to: string;
  organizationName: string;
  organizationType: OrganizationType;
  role: MembershipRole;
  inviterName: string;
  publicUrl: string;
};

/** The invitation in plain German (Sie-Form), as text and as simple accessible HTML. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const subject = invitationSubject(input.organizationName);
  const link = invitationsUrl(input.publicUrl);
  const invited =
    `${input.inviterName} hat Sie eingeladen, der Organisation „${input.organizationName}“ ` +
    `(${OrganizationType.label(input.organizationType)}) auf der Zertifizierungsplattform beizutreten. ` +
    `Ihre Rolle: ${MembershipRole.label(input.role)}.`;
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
    subject,
    `<p>${escapeHtml(invited)}</p>
<p>${escapeHtml(howTo)}</p>
${mailButton(link, 'Einladung ansehen')}<p>${escapeHtml(bound)}</p>
<p>${escapeHtml(notYou)}</p>
`,
  );
  return { to: input.to, subject, text, html };
}
