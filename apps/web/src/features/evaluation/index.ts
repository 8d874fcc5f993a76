/*
 * Evaluation of a submitted questionnaire (docs/questionnaire-rules.md §2 "Evaluation", §3; issue 6;
 * docs/decisions/012-scoring-model.md). The route passes in the questionnaire and the id.
 */
export { EvaluationScreen } from './evaluation-screen';
