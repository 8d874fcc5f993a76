import { MAGIC_LINK_TTL_MINUTES } from '@cert/domain';
import type { MailMessage } from '../../lib/mailer';

export const MAGIC_LINK_SUBJECT = 'Ihr Anmeldelink für die Zertifizierungsplattform';

export function magicLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/login/redirect?token=${encodeURIComponent(token)}`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The sign-in mail in plain German (Sie-Form), as text and as simple accessible HTML. */
export function magicLinkMail(to: string, link: string): MailMessage {
  const validity = `Der Link ist ${MAGIC_LINK_TTL_MINUTES} Minuten gültig und kann nur einmal verwendet werden.`;
  const expired = 'Ist der Link abgelaufen, fordern Sie auf der Anmeldeseite einfach einen neuen an.';
  const notYou =
    'Sie haben keinen Anmeldelink angefordert? Dann hat vermutlich jemand Ihre E-Mail-Adresse versehentlich eingegeben. ' +
    'Sie können diese E-Mail ignorieren; ohne den Link kann sich niemand mit Ihrer Adresse anmelden.';
  const doNotForward = 'Bitte leiten Sie diese E-Mail nicht weiter.';
  const text = [
    'Guten Tag,',
    '',
    'Sie haben einen Anmeldelink für die Zertifizierungsplattform angefordert. Mit diesem Link melden Sie sich an:',
    '',
    link,
    '',
    `${validity} ${expired}`,
    '',
    `${notYou} ${doNotForward}`,
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
<title>${escapeHtml(MAGIC_LINK_SUBJECT)}</title>
</head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b;background:#ffffff;">
<main style="max-width:600px;">
<p>Guten Tag,</p>
<p>Sie haben einen Anmeldelink für die Zertifizierungsplattform angefordert. Mit diesem Link melden Sie sich an:</p>
<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b4a8b;color:#ffffff;text-decoration:underline;border-radius:4px;font-weight:bold;">Jetzt anmelden</a></p>
<p>Falls der Link nicht funktioniert, kopieren Sie diese Adresse in die Adresszeile Ihres Browsers:<br><span style="word-break:break-all;">${href}</span></p>
<p>${escapeHtml(validity)} ${escapeHtml(expired)}</p>
<p>${escapeHtml(notYou)} ${escapeHtml(doNotForward)}</p>
<p>Mit freundlichen Grüßen<br>Ihr Team der Zertifizierungsplattform</p>
</main>
</body>
</html>
`;
  return { to, subject: MAGIC_LINK_SUBJECT, text, html };
}
