/** German notices and validation messages that the specification fixes word for word. */
export const messages = {
  genericError: 'Es ist ein Fehler aufgetreten. Versuchen Sie es bitte erneut.',
  profileUpdated: 'Ihr Profil wurde erfolgreich aktualisiert.',
  questionnaireIncomplete: 'Bitte füllen Sie alle Felder in der Umfrage aus.',
  submitBlockedByErrors: 'Ein Absenden war nicht möglich. Bitte beachten Sie die rot umrandeten Felder.',
  noActiveOrganization: 'no active organization available',
  selectRequired: 'Bitte treffen Sie eine Auswahl',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail Adresse ein',
  invalidDate: 'Bitte geben Sie ein gültiges Datum in folgendem Format ein: "TT.MM.YYYY"',
  sliderPlaceholder: 'Bitte auswählen',
  fieldNotValid: (field: string) => `${field} is not valid.`,
} as const;
