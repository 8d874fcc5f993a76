import { defineOptions, type OptionValue } from './options';

export const CertificationResultState = defineOptions({
  IN_DRAFT: 'Entwurf',
  PASSED: 'Bestanden',
  FAILED: 'Nicht bestanden',
});
export type CertificationResultState = OptionValue<typeof CertificationResultState>;

export const QuestionnaireFormState = defineOptions({
  Draft: 'Entwurf',
  Review: 'In Prüfung',
  Rework: 'In Überarbeitung',
  Passed: 'Bestanden',
});
export type QuestionnaireFormState = OptionValue<typeof QuestionnaireFormState>;
