import type { MailMessage } from '../../lib/mailer';
import { adminMail, commentBlocks } from '../../lib/notification-mail';

export type DecisionMailKind =
  'organizationApproved' | 'organizationRejected' | 'changeRequestApproved' | 'changeRequestRejected';

type DecisionMailInput = {
  kind: DecisionMailKind;
  to: string;
  organizationId: string;
  organizationName: string;
  /** The programme team's comment; always given on a rejection. */
  comment: string | null;
  publicUrl: string;
};

/** Where the organisation's admins see the organisation and the decision. */
function organizationUrl(publicUrl: string, organizationId: string): string {
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

/** A decision notice in plain German (Sie-Form), as text and as simple accessible HTML. */
export function decisionMail(input: DecisionMailInput): MailMessage {
  const { subject, decided, commentLabel, next } = texts[input.kind](input.organizationName);
  return adminMail({
    to: input.to,
    subject,
    blocks: [[decided], ...commentBlocks(commentLabel, input.comment), [next]],
    link: {
      intro: 'Die Organisation und die Entscheidung finden Sie hier:',
      url: organizationUrl(input.publicUrl, input.organizationId),
      label: 'Organisation ansehen',
    },
  });
}
