import { caseStudyMessages, messages } from '@cert/domain';

/** The German notices of the case-study screens; field labels and validation come from the domain. */
export const caseStudyNotices = {
  draftSaved: 'Der Entwurf des Praxisbeispiels wurde gespeichert.',
  draftDeleted: 'Der Entwurf des Praxisbeispiels wurde gelöscht.',
  /** Above the case study that follows a rejected one, which begins with its text. */
  revise:
    'Ein neues Praxisbeispiel beginnt mit dem Text des abgelehnten: Überarbeiten Sie es anhand der Begründung. Ob es veröffentlicht werden darf, beantworten Sie neu.',
  confirmSubmitTitle: 'Praxisbeispiel jetzt einreichen?',
  confirmSubmit:
    'Nach dem Einreichen können Sie das Praxisbeispiel nicht mehr ändern. Das Programmteam prüft es und meldet sich bei Ihnen.',
  incomplete: caseStudyMessages.incomplete,
  blockedByErrors: messages.submitBlockedByErrors,
  draftInvalidTitle: 'Der Entwurf wurde nicht gespeichert',
  conflictTitle: 'Das Praxisbeispiel wurde inzwischen an anderer Stelle geändert',
  conflict:
    'Jemand hat dieses Praxisbeispiel gespeichert oder eingereicht, nachdem Sie es geöffnet haben – zum Beispiel Sie selbst in einem anderen Fenster oder eine Kollegin oder ein Kollege Ihrer Organisation. Ihre letzten Änderungen wurden deshalb nicht gespeichert. Laden Sie den aktuellen Stand und ergänzen Sie Ihre Änderungen dort.',
  submittedElsewhere: (lostChange: boolean) =>
    `Das Praxisbeispiel wurde inzwischen eingereicht – zum Beispiel von Ihnen in einem anderen Fenster oder von einer Kollegin oder einem Kollegen Ihrer Organisation. ${lostChange ? 'Ihre letzten Änderungen wurden deshalb nicht gespeichert.' : 'Sie sehen jetzt das eingereichte Praxisbeispiel.'}`,
  /** The save status's words for a draft that is gone. */
  goneReason: 'Dieses Praxisbeispiel gibt es nicht mehr.',
  changedBeforeSubmitTitle: 'Das Praxisbeispiel wurde nicht eingereicht',
  changedBeforeSubmit:
    'Jemand hat es geändert, nachdem Sie es geöffnet haben – zum Beispiel Sie selbst in einem anderen Fenster oder eine Kollegin oder ein Kollege Ihrer Organisation. Sie sehen jetzt den aktuellen Stand. Bitte prüfen Sie ihn und reichen Sie das Praxisbeispiel dann erneut ein.',
  notOpenTitle: 'Das Praxisbeispiel kann noch nicht eingereicht werden',
  noOrganizationTitle: 'Keine passende Organisation',
  /** The API's refusal is the specification's English sentence; the screen says it in German. */
  noOrganization:
    'Sie handeln derzeit nicht für die Organisation dieses Praxisbeispiels, zum Beispiel weil Sie nicht mehr zu ihr gehören. Ihre Angaben stehen noch hier; gespeichert werden sie nicht.',
  notCreatedTitle: 'Das Praxisbeispiel wurde nicht angelegt',
  notFoundTitle: 'Praxisbeispiel nicht gefunden',
  notFound: 'Dieses Praxisbeispiel gibt es nicht (mehr), oder es gehört nicht zu Ihrer aktiven Organisation.',
  /** A save or submit answered 404: deleted meanwhile, or the user was removed from its organisation. */
  notSubmittedTitle: 'Das Praxisbeispiel wurde nicht eingereicht',
  gone: 'Dieses Praxisbeispiel gibt es nicht mehr: Es wurde gelöscht, oder Sie gehören nicht mehr zu seiner Organisation. Ihre Angaben stehen noch hier, und Sie können sie als neuen Entwurf speichern.',
} as const;
