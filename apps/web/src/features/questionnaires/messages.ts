import { formatDuration, messages, RETENTION } from '@cert/domain';

/** Every German text of the questionnaire screens that is a notice rather than a label, in one place. */
export const questionnaireNotices = {
  draftSaved: 'Der Entwurf wurde gespeichert.',
  submitted: 'Der Fragebogen wurde erfolgreich abgeschickt.',
  confirmSubmitTitle: 'Fragebogen jetzt absenden?',
  confirmSubmit: `Nach dem Absenden können Sie Ihre Angaben nicht mehr ändern, und Sie erhalten gleich Ihre Auswertung. Ist der Fragebogen nicht bestanden, können Sie einen neuen Fragebogen dieser Art erst nach ${formatDuration(RETENTION, 'dative')} absenden.`,
  draftDeleted: 'Der Entwurf wurde gelöscht.',
  incomplete: messages.questionnaireIncomplete,
  blockedByErrors: messages.submitBlockedByErrors,
  conflictTitle: 'Der Entwurf wurde inzwischen an anderer Stelle geändert',
  conflict:
    'Jemand hat diesen Entwurf gespeichert, nachdem Sie ihn geöffnet haben – zum Beispiel Sie selbst in einem anderen Fenster oder eine Kollegin oder ein Kollege Ihrer Organisation. Ihre letzten Änderungen wurden deshalb nicht gespeichert. Laden Sie den aktuellen Stand und ergänzen Sie Ihre Änderungen dort.',
  noOrganizationTitle: 'Keine aktive Organisation',
  noOrganization:
    'Fragebögen werden für eine freigegebene Organisation ausgefüllt. Sie handeln derzeit für keine freigegebene Organisation, deshalb kann der Entwurf nicht gespeichert werden.',
  wrongOrganizationTypeTitle: 'Dieser Fragebogen passt nicht zu Ihrer Organisation',
  notFoundTitle: 'Fragebogen nicht gefunden',
  notFound: 'Diesen Fragebogen gibt es nicht (mehr), oder er gehört nicht zu Ihrer aktiven Organisation.',
  retentionTitle: (endDate: string) => `Absenden wieder ab dem ${endDate} möglich`,
  inRetentionTitle: 'Der Fragebogen kann noch nicht abgeschickt werden',
  readOnlyTitle: 'Dieser Fragebogen wurde abgeschickt',
  readOnly: 'Sie können Ihre Angaben ansehen, aber nicht mehr ändern.',
  errorSummaryMissing: 'Es fehlen noch Angaben',
  errorSummaryInvalid: 'Bitte prüfen Sie Ihre Angaben',
} as const;
