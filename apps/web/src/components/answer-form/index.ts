export * from './answer-state';
export { FieldInput } from './field-input';
export { useFieldChecks } from './use-field-checks';
export { CaseStudyAnswers } from './case-study-answers';
