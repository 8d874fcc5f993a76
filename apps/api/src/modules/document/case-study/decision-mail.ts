import {
  caseStudyMessages,
  goldCaseStudyPath,
  practitionerCaseStudyPath,
  type CaseStudyKind,
  type CertificateLevel,
} from '@cert/domain';
import type { MailMessage } from '../../../lib/mailer';
import { adminMail, commentBlocks, reachedLevelsText } from '../../../lib/notification-mail';

type CaseStudyMailInput = {
  to: string;
  kind: CaseStudyKind;
  accepted: boolean;
  caseStudyId: string;
  organizationId: string;
  organizationName: string;
  /** The case study's title; empty when it has none. */
  title: string;
  /** The programme team's comment; always given on a rejection. */
  comment: string | null;
  /** The levels the acceptance completed: their certificates are issued with it. */
  reached: CertificateLevel[];
  publicUrl: string;
};

/** Where the organisation reads the decided case study. */
function caseStudyUrl(
  input: Pick<CaseStudyMailInput, 'kind' | 'caseStudyId' | 'organizationId' | 'publicUrl'>,
) {
  const path =
    input.kind === 'gold'
      ? goldCaseStudyPath(input.caseStudyId)
      : practitionerCaseStudyPath(input.organizationId);
  return `${input.publicUrl}${path}`;
}

function textsOf(input: CaseStudyMailInput) {
  const name = input.organizationName;
  const caseStudy = input.title ? `das Praxisbeispiel „${input.title}“` : 'das Praxisbeispiel';
  if (input.accepted) {
    return {
      subject: `Ihr Praxisbeispiel für „${name}“ wurde angenommen`,
      decided: `das Programmteam hat ${caseStudy} Ihrer Organisation „${name}“ geprüft und angenommen.`,
      commentLabel: `${caseStudyMessages.reviewComment('ACCEPTED')}:`,
      next:
        input.kind === 'gold'
          ? 'Damit hat Ihre Organisation die Stufe Gold des Zertifizierungspfads erreicht.'
          : (reachedLevelsText(input.reached) ??
            'Das Praxisbeispiel zählt für die Stufe Practitioner. Welche Nachweise noch fehlen, sehen Sie in Ihrem Zertifizierungspfad.'),
    };
  }
  return {
    subject: `Ihr Praxisbeispiel für „${name}“ wurde nicht angenommen`,
    decided: `das Programmteam hat ${caseStudy} Ihrer Organisation „${name}“ geprüft und nicht angenommen.`,
    commentLabel: `${caseStudyMessages.reviewComment('REJECTED')}:`,
    next: 'Sie können ein neues Praxisbeispiel beginnen: Es übernimmt den Text des bisherigen, den Sie anhand der Begründung überarbeiten. Das bisherige bleibt für Sie lesbar.',
  };
}

/** The decision on a case study in plain German (Sie-Form), as text and as simple accessible HTML. */
export function caseStudyDecisionMail(input: CaseStudyMailInput): MailMessage {
  const { subject, decided, commentLabel, next } = textsOf(input);
  return adminMail({
    to: input.to,
    subject,
    blocks: [[decided], ...commentBlocks(commentLabel, input.comment), [next]],
    link: {
      intro: 'Das Praxisbeispiel und die Entscheidung finden Sie hier:',
      url: caseStudyUrl(input),
      label: 'Praxisbeispiel ansehen',
    },
  });
}
