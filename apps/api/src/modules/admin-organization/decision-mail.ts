import type { MailMessage } from '../../lib/mailer';

export type DecisionMailKind =
  'organizationApproved' | 'organizationRejected' | 'changeRequestApproved' | 'changeRequestRejected';

export type DecisionMailInput = {
  kind: DecisionMailKind;
  to: string;
  organizationId: string;
  organizationName: string;
  /** The programme team's comment; always given on a rejection. */
  comment: string | null;
  publicUrl: string;
};

/** Where the organisation's admins see the organisation and the decision. */
export function organizationUrl(publicUrl: string, organizationId: string): string {
  return `${publicUrl}/organization/${encodeURIComponent(organizationId)}`;
}

const texts: Record<
  DecisionMailKind,
  (name: string) => { subject: string; decided: string; commentLabel: string; next: string }
> = {
  organizationApproved: (name) => ({
    subject: `Ihre Organisation „${name}“ wurde freigegeben`,
    decided: `das Programmteam hat Ihre Organisation „${name}“ auf der Zertifizierungsplattform geprüft und freigegeben.`,
    commentLabel: 'Anmerkung des Programmteams:',
    next: 'Sie und die Mitglieder Ihrer Organisation können jetzt für die Organisation handeln, zum Beispiel Fragebögen ausfüllen und den Zertifizierungspfad beginnen.',
  }),
  organizationRejected: (name) => ({
    subject: `Ihre Organisation „${name}“ wurde nicht freigegeben`,
    decided: `das Programmteam hat Ihre Organisation „${name}“ auf der Zertifizierungsplattform geprüft und nicht freigegeben.`,
    commentLabel: 'Begründung des Programmteams:',
    next: 'Sie können die Angaben der Organisation überarbeiten. Sobald Sie die Änderungen speichern, prüft das Programmteam die Organisation erneut.',
  }),
  changeRequestApproved: (name) => ({
    subject: `Ihr Änderungsantrag für „${name}“ wurde übernommen`,
    decided: `das Programmteam hat den Änderungsantrag für Ihre Organisation „${name}“ geprüft und übernommen.`,
    commentLabel: 'Anmerkung des Programmteams:',
    next: 'Die geänderten Angaben gelten ab sofort, auch auf neuen Zertifikaten.',
  }),
  changeRequestRejected: (name) => ({
    subject: `Ihr Änderungsantrag für „${name}“ wurde abgelehnt`,
    decided: `das Programmteam hat den Änderungsantrag für Ihre Organisation „${name}“ geprüft und abgelehnt.`,
    commentLabel: 'Begründung des Programmteams:',
    next: 'Für Ihre Organisation gelten weiterhin die bisherigen Angaben. Sie können die Angaben erneut ändern; dann prüft das Programmteam einen neuen Änderungsantrag.',
  }),
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A decision notice in plain German (Sie-Form), as text and as simple accessible HTML. */
export function decisionMail(input: DecisionMailInput): MailMessage {
  const { subject, decided, commentLabel, next } = texts[input.kind](input.organizationName);
  const link = organizationUrl(input.publicUrl, input.organizationId);
  const linkIntro = 'Die Organisation und die Entscheidung finden Sie hier:';
  const why =
    'Sie erhalten diese E-Mail, weil Sie Administratorin oder Administrator dieser Organisation sind.';
  const text = [
    'Guten Tag,',
    '',
    decided,
    '',
    ...(input.comment ? [commentLabel, input.comment, ''] : []),
    next,
    '',
    linkIntro,
    link,
    '',
    why,
    '',
    'Mit freundlichen Grüßen',
    'Ihr Team der Zertifizierungsplattform',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const comment = input.comment
    ? `<p>${escapeHtml(commentLabel)}</p>
<blockquote style="margin:0 0 16px 0;padding:8px 16px;border-left:4px solid #0b4a8b;white-space:pre-wrap;">${escapeHtml(input.comment)}</blockquote>
`
    : '';
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
<p>${escapeHtml(decided)}</p>
${comment}<p>${escapeHtml(next)}</p>
<p>${escapeHtml(linkIntro)}</p>
<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b4a8b;color:#ffffff;text-decoration:underline;border-radius:4px;font-weight:bold;">Organisation ansehen</a></p>
<p>Falls der Link nicht funktioniert, kopieren Sie diese Adresse in die Adresszeile Ihres Browsers:<br><span style="word-break:break-all;">${href}</span></p>
<p>${escapeHtml(why)}</p>
<p>Mit freundlichen Grüßen<br>Ihr Team der Zertifizierungsplattform</p>
</main>
</body>
</html>
`;
  return { to: input.to, subject, text, html };
}
