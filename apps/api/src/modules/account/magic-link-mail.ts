import { MAGIC_LINK_TTL_MINUTES } from '@cert/domain';
import { escapeHtml, mailButton, mailHtml } from '../../lib/mail-html';
import type { MailMessage } from '../../lib/mailer';

/** @internal */
export const MAGIC_LINK_SUBJECT = 'Ihr Anmeldelink für die Zertifizierungsplattform';

export function magicLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/login/redirect?token=${encodeURIComponent(token)}`;
}

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
  const html = mailHtml(
    MAGIC_LINK_SUBJECT,
    `<p>Sie haben einen Anmeldelink für die Zertifizierungsplattform angefordert. Mit diesem Link melden Sie sich an:</p>
${mailButton(link, 'Jetzt anmelden')}<p>${escapeHtml(validity)} ${escapeHtml(expired)}</p>
<p>${escapeHtml(notYou)} ${escapeHtml(doNotForward)}</p>
`,
  );
  return { to, subject: MAGIC_LINK_SUBJECT, text, html };
}
