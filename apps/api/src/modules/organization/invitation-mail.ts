import { MembershipRole, OrganizationType } from '@cert/domain';
import type { MailMessage } from '../../lib/mailer';

export function invitationSubject(organizationName: string): string {
  return `Einladung zur Organisation „${organizationName}“`;
}

/** Where the invitee accepts or declines; the invitation is bound to the address, so the link carries no token. */
export function invitationsUrl(publicUrl: string): string {
  return `${publicUrl}/organization/invitations`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  const href = escapeHtml(link);
  const html = `<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b;background:#ffffff;">
<main style="max-width:600px;">
<p>Guten Tag,</p>
<p>${escapeHtml(invited)}</p>
<p>${escapeHtml(howTo)}</p>
<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b4a8b;color:#ffffff;text-decoration:underline;border-radius:4px;font-weight:bold;">Einladung ansehen</a></p>
<p>Falls der Link nicht funktioniert, kopieren Sie diese Adresse in die Adresszeile Ihres Browsers:<br><span style="word-break:break-all;">${href}</span></p>
<p>${escapeHtml(bound)}</p>
<p>${escapeHtml(notYou)}</p>
<p>Mit freundlichen Grüßen<br>Ihr Team der Zertifizierungsplattform</p>
</main>
</body>
</html>
`;
  return { to: input.to, subject, text, html };
}
