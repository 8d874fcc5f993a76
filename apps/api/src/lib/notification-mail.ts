import { CertificateLevel } from '@cert/domain';
import type { MailMessage } from './mailer';
import { escapeHtml, mailButton, mailHtml } from './mail-html';

/** A comment of the programme team, quoted under its label. */
type MailQuote = { label: string; quote: string };

/** A block of the mail: lines of one paragraph in the text (each its own paragraph in the HTML), or a quote. */
type MailBlock = string[] | MailQuote;

type AdminMailInput = {
  to: string;
  subject: string;
  blocks: MailBlock[];
  link: { intro: string; url: string; label: string };
  /** Why the recipient gets it; by default: as an admin of the organisation. */
  why?: string;
};

/** The programme team's comment under its label, when there is one. */
export function commentBlocks(label: string, comment: string | null): MailBlock[] {
  return comment ? [{ label, quote: comment }] : [];
}

/** What a decision's mail says of the levels it completed, whose certificates came with it; null when none. */
export function reachedLevelsText(reached: CertificateLevel[]): string | null {
  if (reached.length === 0) return null;
  const names = reached.map((level) => CertificateLevel.label(level)).join(' und ');
  const levels = reached.length === 1 ? `die Stufe ${names}` : `die Stufen ${names}`;
  return `Damit hat Ihre Organisation ${levels} erreicht. Urkunde, Siegel und Ihre nächsten Schritte finden Sie in Ihrem Zertifizierungspfad.`;
}

/**
 * A notice to an organisation's admin (or to the programme office) in plain German (Sie-Form), as text and as
 * simple accessible HTML: greeting, the blocks, the link, why the recipient gets it, the sign-off.
 */
export function adminMail(input: AdminMailInput): MailMessage {
  const { subject, link } = input;
  const why =
    input.why ??
    'Sie erhalten diese E-Mail, weil Sie Administratorin oder Administrator dieser Organisation sind.';
  const text = [
    'Guten Tag,',
    '',
    ...input.blocks.flatMap((block) => [...(Array.isArray(block) ? block : [block.label, block.quote]), '']),
    link.intro,
    link.url,
    '',
    why,
    '',
    'Mit freundlichen Grüßen',
    'Ihr Team der Zertifizierungsplattform',
    '',
  ].join('\n');
  const blocks = input.blocks
    .map((block) =>
      Array.isArray(block)
        ? block.map((line) => `<p>${escapeHtml(line)}</p>\n`).join('')
        : `<p>${escapeHtml(block.label)}</p>
<blockquote style="margin:0 0 16px 0;padding:8px 16px;border-left:4px solid #0b4a8b;white-space:pre-wrap;">${escapeHtml(block.quote)}</blockquote>
`,
    )
    .join('');
  const html = mailHtml(
    subject,
    `${blocks}<p>${escapeHtml(link.intro)}</p>
${mailButton(link.url, link.label)}<p>${escapeHtml(why)}</p>
`,
  );
  return { to: input.to, subject, text, html };
}
