import { defineOptions, type OptionValue } from './options';

export const CertificationResultState = defineOptions({
  IN_DRAFT: 'Entwurf',
  PASSED: 'Bestanden',
  FAILED: 'Nicht bestanden',
});
export type CertificationResultState = OptionValue<typeof CertificationResultState>;

/** @public the specification's form states (docs/product.md §9), not read by code yet. */
export const QuestionnaireFormState = defineOptions({
  Draft: 'Entwurf',
  Review: 'In Prüfung',
  Rework: 'In Überarbeitung',
  Passed: 'Bestanden',
});
export type QuestionnaireFormState = OptionValue<typeof QuestionnaireFormState>;
