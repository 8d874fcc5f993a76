import { formatDuration, messages, RETENTION, waitingPeriods, type QuestionnaireKind } from '@cert/domain';

/** Every German text of the questionnaire screens that is a notice rather than a label, in one place. */
const retention = formatDuration(RETENTION, 'dative');
const afterSubmit =
  'Nach dem Absenden können Sie Ihre Angaben nicht mehr ändern, und Sie erhalten gleich Ihre Auswertung.';
// A new submission of a passed questionnaire becomes the level's result, with its date: the next level's waiting
// period counts from it (docs/questionnaire-rules.md).
const replacedResult = `und Wartezeiten, die an das Ergebnis anschließen, beginnen mit ihm neu. Ist es nicht bestanden, gilt die Stufe erst wieder als erreicht, wenn ein weiterer Fragebogen bestanden ist, und den können Sie erst nach ${retention} absenden.`;

export const questionnaireNotices = {
  draftSaved: 'Der Entwurf wurde gespeichert.',
  confirmSubmitTitle: 'Fragebogen jetzt absenden?',
  confirmSubmit: `${afterSubmit} Ist der Fragebogen nicht bestanden, können Sie einen neuen Fragebogen dieser Art erst nach ${retention} absenden.`,
  /** For a questionnaire the organisation has passed: what replacing that result means, said once. */
  confirmSubmitPassed: `${afterSubmit} Sein Ergebnis ersetzt das bisherige, ${replacedResult}`,
  draftDeleted: 'Der Entwurf wurde gelöscht.',
  incomplete: messages.questionnaireIncomplete,
  blockedByErrors: messages.submitBlockedByErrors,
  conflictTitle: 'Der Entwurf wurde inzwischen an anderer Stelle geändert',
  conflict:
    'Jemand hat diesen Entwurf abgeschickt oder geändert, nachdem Sie ihn geöffnet haben – zum Beispiel Sie selbst in einem anderen Fenster oder eine Kollegin oder ein Kollege Ihrer Organisation. Ihre letzten Änderungen wurden deshalb nicht gespeichert. Laden Sie den aktuellen Stand.',
  changedBeforeSubmitTitle: 'Der Fragebogen wurde nicht abgeschickt',
  changedBeforeSubmit:
    'Jemand hat ihn geändert, nachdem Sie ihn geöffnet haben – zum Beispiel Sie selbst in einem anderen Fenster oder eine Kollegin oder ein Kollege Ihrer Organisation. Sie sehen jetzt den aktuellen Stand. Bitte prüfen Sie ihn und schicken Sie den Fragebogen dann erneut ab.',
  submittedElsewhere: (lostChange: boolean) =>
    `Der Fragebogen wurde inzwischen abgeschickt – zum Beispiel von Ihnen in einem anderen Fenster oder von einer Kollegin oder einem Kollegen Ihrer Organisation. ${lostChange ? 'Ihre letzten Änderungen wurden deshalb nicht gespeichert.' : 'Sie sehen jetzt die abgeschickten Angaben.'}`,
  /** The save status's words for a draft that is gone. */
  goneReason: 'Diesen Entwurf gibt es nicht mehr.',
  /** The conflict in a few words for the save status. */
  conflictReason: 'Der Entwurf wurde an anderer Stelle geändert oder abgeschickt.',
  noOrganizationTitle: 'Keine aktive Organisation',
  organizationInReviewTitle: (count: number) =>
    count === 1 ? 'Ihre Organisation wird geprüft' : 'Ihre Organisationen werden geprüft',
  noOrganization:
    'Fragebögen werden für eine freigegebene Organisation ausgefüllt. Sie handeln derzeit für keine freigegebene Organisation, deshalb kann der Entwurf nicht gespeichert werden.',
  wrongOrganizationTypeTitle: 'Dieser Fragebogen passt nicht zu Ihrer Organisation',
  otherOrganizationTitle: 'Dieser Entwurf gehört zu einer anderen Organisation',
  notFoundTitle: 'Fragebogen nicht gefunden',
  notFound: 'Diesen Fragebogen gibt es nicht (mehr), oder er gehört nicht zu Ihrer aktiven Organisation.',
  /** A save or submit answered 404: deleted meanwhile, or the user was removed from its organisation. */
  gone: 'Diesen Entwurf gibt es nicht mehr: Er wurde gelöscht, oder Sie gehören nicht mehr zu seiner Organisation. Ihre Angaben stehen noch hier, und Sie können sie als neuen Entwurf speichern.',
  retentionTitle: (endDate: string) => `Absenden wieder ab dem ${endDate} möglich`,
  waitingTitle: (opensAt: string) => `Absenden ab dem ${opensAt} möglich`,
  lockedTitle: 'Absenden noch nicht möglich',
  passedTitle: 'Ihre Organisation hat diesen Fragebogen bereits bestanden',
  passed: `Schicken Sie einen neuen Fragebogen dieser Art ab, ersetzt sein Ergebnis das bisherige, ${replacedResult}`,
  prepareDraft: 'Sie können den Fragebogen schon jetzt ausfüllen und als Entwurf speichern.',
  prepareDraftUntil:
    'können Sie einen Fragebogen ausfüllen und als Entwurf speichern; absenden können Sie ihn danach.',
  /** Refused by the server with a code of its own (LEVEL_NOT_OPEN, IN_RETENTION): its German message is shown. */
  notSubmittedTitle: 'Der Fragebogen kann noch nicht abgeschickt werden',
  notSavedTitle: 'Der Entwurf wurde nicht gespeichert',
  readOnlyTitle: 'Dieser Fragebogen wurde abgeschickt',
  readOnly: 'Sie können Ihre Angaben ansehen, aber nicht mehr ändern.',
} as const;

/** Why a questionnaire's level is locked or waiting (docs/decisions/014-journeys.md), per questionnaire. */
export const lockReasons: Record<QuestionnaireKind, { locked: string; waiting: string }> = {
  'procurement-office': {
    locked: 'Zuerst muss die vorherige Stufe abgeschlossen sein.',
    waiting: `Nach dem bestandenen Fragebogen zum Beschaffungsprojekt gilt für den zweiten Zweig eine Wartezeit von ${formatDuration(waitingPeriods.procurer.secondBronze)}.`,
  },
  'procurement-project': {
    locked: 'Zuerst muss die vorherige Stufe abgeschlossen sein.',
    waiting: `Nach dem bestandenen Fragebogen zur Beschaffungsstelle gilt für den zweiten Zweig eine Wartezeit von ${formatDuration(waitingPeriods.procurer.secondBronze)}.`,
  },
  'provider-expert': {
    locked:
      'Den Expert-Fragebogen können Sie absenden, sobald Ihre Organisation die Stufe Practitioner abgeschlossen hat.',
    waiting:
      'Nach dem Abschluss der Stufe Practitioner gilt eine Wartezeit, bevor der Expert-Fragebogen abgeschickt werden kann.',
  },
};
