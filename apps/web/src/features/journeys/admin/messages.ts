import type { ProviderRecordKind } from '@cert/domain';
import { fieldMessages, recordFieldTexts } from '../record-messages';

/** The success notices of docs/product.md §8, worded as the brief of issue 7 gives them. */
export const journeyAdminMessages = {
  workshopSaved: 'Das Workshop-Ergebnis wurde gespeichert.',
  caseStudyAccepted: 'Das Praxisbeispiel wurde angenommen.',
  caseStudyRejected: 'Das Praxisbeispiel wurde abgelehnt.',
  journeyPostponed: 'Der Zertifizierungspfad wurde zurückgestellt.',
  journeyClosed: 'Der Zertifizierungspfad wurde als inaktiv geschlossen.',
  commentRequired: 'Bitte geben Sie eine Begründung ein.',
  reportMissing: 'Bitte wählen Sie den Ergebnisbericht als PDF-Datei aus.',
  reportNotPdf: 'Der Ergebnisbericht muss eine PDF-Datei sein. Bitte wählen Sie eine PDF-Datei aus.',
  dateMissing: 'Bitte geben Sie das Datum ein.',
  resultMissing: 'Bitte wählen Sie aus, ob der Workshop bestanden wurde.',
  certificateRevoked: 'Das Zertifikat wurde widerrufen.',
  revokeReasonRequired: 'Bitte geben Sie den Grund des Widerrufs ein.',
  recordWithdrawn: 'Der Nachweis wurde zurückgezogen.',
  recordCorrected: 'Der Nachweis wurde berichtigt.',
  withdrawReasonRequired: 'Bitte geben Sie an, warum der Nachweis zurückgezogen wird.',
} as const;

/**
 * The record forms' one message per field, whichever of the schema's checks failed; a check with a message of its
 * own keeps it (a refused character, a report file that is no PDF or too large).
 */
const recordFieldMessages: Partial<Record<PropertyKey, string>> = {
  file: journeyAdminMessages.reportMissing,
  performedAt: journeyAdminMessages.dateMissing,
  ...recordFieldTexts,
  passed: journeyAdminMessages.resultMissing,
  comment: 'Der Kommentar darf höchstens 2000 Zeichen lang sein.',
  reason: 'Bitte geben Sie an, warum der Nachweis berichtigt wird.',
};

export const recordFieldMessage = fieldMessages(recordFieldMessages);

export const recordSavedMessages: Record<ProviderRecordKind, string> = {
  event: 'Die Teilnahme an der Programmveranstaltung wurde erfasst.',
  elearning: 'Die Teilnahme am E-Learning wurde erfasst.',
  'innovation-entry': 'Der Innovationseintrag auf dem Marktplatz wurde erfasst.',
  presentation: 'Die Präsentation des Praxisbeispiels auf der Veranstaltung wurde erfasst.',
};

type PageText = {
  level: string;
  dateLabel: string;
  nameLabel: string;
  nameDescription?: string;
};

/** A record page's words beside its title (providerRecordTitles): the level, and its fields' labels. */
export const providerRecordTexts: Record<ProviderRecordKind, PageText> = {
  event: {
    level: 'Stufe Professional',
    dateLabel: 'Datum der Veranstaltung',
    nameLabel: 'Name der Veranstaltung',
  },
  elearning: {
    level: 'Stufe Professional',
    dateLabel: 'Datum des Abschlusses',
    nameLabel: 'Name des E-Learnings',
  },
  'innovation-entry': {
    level: 'Stufe Practitioner',
    dateLabel: 'Datum des Eintrags',
    nameLabel: 'Titel der Innovation',
  },
  presentation: {
    level: 'Stufe Practitioner',
    dateLabel: 'Datum der Veranstaltung',
    nameLabel: 'Name der Veranstaltung',
    nameDescription:
      'Die Programmveranstaltung, auf der das Unternehmen sein Praxisbeispiel vorgestellt hat.',
  },
};
