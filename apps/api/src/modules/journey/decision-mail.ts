import {
  type CertificateLevel,
  formatDate,
  journeyPath,
  ProcurementBranch,
  ProviderRecordKind,
  type JourneyPathType,
} from '@cert/domain';
import type { MailMessage } from '../../lib/mailer';
import { adminMail, commentBlocks, reachedLevelsText } from '../../lib/notification-mail';

/** The admin decisions on a journey that this module mails about (ADR 014 "Audit log and mails"). */
export type JourneyDecision =
  | {
      kind: 'workshop';
      branch: ProcurementBranch;
      passed: boolean;
      performedAt: string;
      comment: string | null;
    }
  | {
      kind: 'provider-record';
      record: ProviderRecordKind;
      performedAt: string;
      eventName: string;
      /** The levels this record completed: their certificates are issued with it. */
      reached: CertificateLevel[];
    }
  | { kind: 'postponed' | 'closed'; comment: string }
  | { kind: 'withdrawn'; description: string; reason: string; revoked: string[] }
  | { kind: 'corrected'; before: string; after: string; reason: string; revoked: string[] }
  | { kind: 'request-dismissed'; description: string; reason: string };

type JourneyDecisionMailInput = {
  to: string;
  organizationName: string;
  pathType: JourneyPathType;
  decision: JourneyDecision;
  publicUrl: string;
};

type Texts = { subject: string; decided: string; comment: string | null; commentLabel: string; next: string };

/** What follows a withdrawn or corrected record: a revoked certificate, if one rested on it, and the journey. */
const revokedNext = (revoked: string[]) =>
  revoked.length > 0
    ? `Auf diesem Eintrag beruhte das Zertifikat ${revoked.map((level) => `„${level}“`).join(', ')}. Es ist widerrufen und darf nicht mehr verwendet werden. Ihren Stand und Ihre nächsten Schritte finden Sie in Ihrem Zertifizierungspfad.`
    : 'Ihren Stand und Ihre nächsten Schritte finden Sie in Ihrem Zertifizierungspfad.';

function textsOf(name: string, decision: JourneyDecision): Texts {
  switch (decision.kind) {
    case 'workshop': {
      const branch = ProcurementBranch.labels[decision.branch];
      const day = formatDate(decision.performedAt);
      return {
        subject: `Workshop-Ergebnis für „${name}“ erfasst`,
        decided: `das Programmteam hat das Ergebnis des Workshops vom ${day} (${branch}) für Ihre Organisation „${name}“ erfasst. Der Workshop wurde ${decision.passed ? 'erfolgreich abgeschlossen' : 'nicht erfolgreich abgeschlossen'}.`,
        comment: decision.comment,
        commentLabel: 'Anmerkung des Programmteams:',
        next: decision.passed
          ? 'Damit haben Sie die Stufe Silber in diesem Bereich erreicht. Den Ergebnisbericht und Ihre nächsten Schritte finden Sie in Ihrem Zertifizierungspfad.'
          : 'Den Ergebnisbericht und Ihre nächsten Schritte finden Sie in Ihrem Zertifizierungspfad.',
      };
    }
    case 'provider-record':
      return {
        subject: `Neuer Eintrag im Zertifizierungspfad von „${name}“`,
        decided: `das Programmteam hat für Ihre Organisation „${name}“ erfasst: ${ProviderRecordKind.labels[decision.record]} („${decision.eventName}“) am ${formatDate(decision.performedAt)}.`,
        comment: null,
        commentLabel: '',
        next:
          reachedLevelsText(decision.reached) ??
          'Ihren Fortschritt und Ihre nächsten Schritte finden Sie in Ihrem Zertifizierungspfad.',
      };
    case 'postponed':
      return {
        subject: `Zertifizierungspfad von „${name}“ zurückgestellt`,
        decided: `das Programmteam hat den Zertifizierungspfad Ihrer Organisation „${name}“ zurückgestellt.`,
        comment: decision.comment,
        commentLabel: 'Begründung des Programmteams:',
        next: 'Sobald Sie einen Fragebogen oder ein Praxisbeispiel einreichen, wird Ihr Zertifizierungspfad wieder aktiv.',
      };
    case 'withdrawn':
      return {
        subject: `Eintrag im Zertifizierungspfad von „${name}“ zurückgezogen`,
        decided: `das Programmteam hat einen Eintrag im Zertifizierungspfad Ihrer Organisation „${name}“ zurückgezogen: ${decision.description}. Er zählt nicht mehr für Ihre Stufen.`,
        comment: decision.reason,
        commentLabel: 'Begründung des Programmteams:',
        next: revokedNext(decision.revoked),
      };
    case 'corrected':
      return {
        subject: `Eintrag im Zertifizierungspfad von „${name}“ berichtigt`,
        decided: `das Programmteam hat einen Eintrag im Zertifizierungspfad Ihrer Organisation „${name}“ berichtigt. Bisher: ${decision.before}. Jetzt: ${decision.after}.`,
        comment: decision.reason,
        commentLabel: 'Begründung des Programmteams:',
        next: revokedNext(decision.revoked),
      };
    case 'request-dismissed':
      return {
        subject: `Ihre Meldung an das Programmteam („${name}“)`,
        decided: `das Programmteam hat Ihre Meldung nicht übernommen: ${decision.description}.`,
        comment: decision.reason,
        commentLabel: 'Begründung des Programmteams:',
        next: 'Ihren Stand finden Sie in Ihrem Zertifizierungspfad. Bei Fragen erreichen Sie das Programmteam über die Kontaktangaben im Impressum der Plattform.',
      };
    case 'closed':
      return {
        subject: `Zertifizierungspfad von „${name}“ geschlossen`,
        decided: `das Programmteam hat den Zertifizierungspfad Ihrer Organisation „${name}“ geschlossen, weil dort längere Zeit nichts geschehen ist.`,
        comment: decision.comment,
        commentLabel: 'Begründung des Programmteams:',
        next: 'Ihre bisherigen Ergebnisse bleiben erhalten. Sobald Sie einen Fragebogen oder ein Praxisbeispiel einreichen, wird Ihr Zertifizierungspfad wieder aktiv.',
      };
  }
}

/** A notice of an admin decision on the journey in plain German (Sie-Form), as text and as accessible HTML. */
export function journeyDecisionMail(input: JourneyDecisionMailInput): MailMessage {
  const { subject, decided, comment, commentLabel, next } = textsOf(input.organizationName, input.decision);
  return adminMail({
    to: input.to,
    subject,
    blocks: [[decided], ...commentBlocks(commentLabel, comment), [next]],
    link: {
      intro: 'Ihren Zertifizierungspfad finden Sie hier:',
      url: `${input.publicUrl}${journeyPath(input.pathType)}`,
      label: 'Zertifizierungspfad ansehen',
    },
  });
}
