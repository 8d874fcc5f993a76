/*
 * Questionnaires (docs/questionnaire-rules.md, docs/decisions/011-questionnaires.md): the steps of each questionnaire
 * are rendered from the domain's definitions. The routes pass in the active organisation.
 */
export { QuestionnaireOverview } from './questionnaire-overview';
export { QuestionnaireScreen, questionnaireLoader } from './questionnaire-screen';
export { SubmittedAnswersScreen } from './submitted-answers-screen';
export { REVIEW_SLUG, stepPath } from './form-state';
