import type { DetailedEvaluation, EvaluationResult } from './evaluation-model';
import { answerOf, isVisible } from '../questionnaires/answers';
import {
  organizationNameField,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  type Step,
} from '../questionnaires/definition';
import { questionnaires, type QuestionnaireKind } from '../questionnaires/registry';
import { adviceOf } from './advice';
import type { QuestionnaireAdvice } from './advice/types';
import { isScored, scoreAnswers, scoreValue, type FieldScore, type QuestionnaireScore } from './score';
import { adviceThresholds, reaches } from './thresholds';

const low = (score: number, maximum: number) =>
  maximum > 0 && !reaches(score, maximum, adviceThresholds.recommendBelow);
const high = (score: number, maximum: number) =>
  maximum > 0 && reaches(score, maximum, adviceThresholds.praiseFrom);

/** Positive results and recommendations of one scored field: the field's, then its items'. */
function fieldAdvice(advice: QuestionnaireAdvice, field: FieldScore): DetailedEvaluation {
  const result: DetailedEvaluation = { positiveResults: [], recommendations: [] };
  // A hidden field's advice is that of the question that hides it (e.g. "no strategy").
  if (field.hidden) return result;
  const texts = advice.fields[field.path];
  if (texts && low(field.score, field.maximum)) result.recommendations.push(texts.recommendation);
  if (texts && high(field.score, field.maximum)) result.positiveResults.push(texts.positive);
  for (const item of field.items) {
    const itemTexts = advice.items[`${field.path}.${item.key}`];
    if (!itemTexts) continue;
    if (low(item.score, item.maximum)) result.recommendations.push(itemTexts.recommendation);
    if (itemTexts.positive && high(item.score, item.maximum)) result.positiveResults.push(itemTexts.positive);
  }
  return result;
}

/**
 * Per section (every step, in order): positive results and recommendations, field by field in the step's order,
 * from the fields answered only. A checklist worth no points (`scored: false`) still gives its advice, judged by what
 * it would score.
 */
function detailedEvaluations(
  kind: QuestionnaireKind,
  scoring: QuestionnaireScore,
  answers: QuestionnaireAnswers,
): Record<string, DetailedEvaluation> {
  const advice = adviceOf(kind);
  const { definition } = questionnaires[kind];
  const result: Record<string, DetailedEvaluation> = {};
  for (const step of definition.steps) {
    const section: DetailedEvaluation = { positiveResults: [], recommendations: [] };
    const scored = scoring.sections.find((candidate) => candidate.section === step.section);
    for (const field of step.fields) {
      // Nothing is recommended from a question that was not answered (a client that never asked it).
      if (answerOf(answers, step, field) === undefined) continue;
      const judged = isScored(field)
        ? scored?.fields.find((candidate) => candidate.field === field.key)
        : advisoryScore(definition, step, field, answers);
      if (!judged) continue;
      const texts = fieldAdvice(advice, judged);
      section.positiveResults.push(...texts.positiveResults);
      section.recommendations.push(...texts.recommendations);
    }
    result[step.section] = section;
  }
  return result;
}

/** What an unscored checklist would score, for its advice only; nothing for other unscored fields or hidden ones. */
function advisoryScore(
  definition: QuestionnaireDefinition,
  step: Step,
  field: Field,
  answers: QuestionnaireAnswers,
): FieldScore | undefined {
  if (field.kind !== 'checklist' || !isVisible(definition, answers, field)) return undefined;
  const result = scoreValue(field, answerOf(answers, step, field));
  return {
    section: step.section,
    field: field.key,
    path: `${step.section}.${field.key}`,
    ...result,
    share: result.maximum > 0 ? result.score / result.maximum : null,
    hidden: false,
  };
}

/**
 * Added to the next step when the evaluation has recommendations, and only then.
 * @internal
 */
export const RECOMMENDATIONS_HINT = 'Die Handlungsempfehlungen unten zeigen, wo Sie ansetzen können.';

/**
 * The evaluation of a complete submission (docs/questionnaire-rules.md §3, §7): the party named in the field the
 * definition prefills with the organisation's name (fallback: the organisation's name), per scored section score, maximum, share, threshold and
 * passed, and per section positive results and recommendations. Pure: same answers, same result.
 */
export function evaluate(
  kind: QuestionnaireKind,
  answers: QuestionnaireAnswers,
  organizationName: string,
): EvaluationResult {
  const scoring = scoreAnswers(kind, answers);
  const { nextStep } = adviceOf(kind);
  const named = organizationNameField(questionnaires[kind].definition);
  const detailed = detailedEvaluations(kind, scoring, answers);
  const hasRecommendations = Object.values(detailed).some((section) => section.recommendations.length > 0);
  const step = scoring.passed ? nextStep.passed : nextStep.failed;
  const institution = named ? answers[named.section]?.[named.key] : undefined;
  return {
    certificatedParty:
      typeof institution === 'string' && institution.trim() !== '' ? institution.trim() : organizationName,
    passed: scoring.passed,
    nextStep: hasRecommendations ? `${step} ${RECOMMENDATIONS_HINT}` : step,
    evaluatedItems: scoring.sections.map((section) => ({
      section: section.section,
      title: section.title,
      score: section.score,
      maximum: section.maximum,
      share: section.share,
      threshold: section.threshold,
      passed: section.passed,
    })),
    detailedEvaluations: detailed,
    total: {
      score: scoring.score,
      maximum: scoring.maximum,
      share: scoring.share,
      threshold: scoring.threshold,
      passed: scoring.reached,
    },
    scoringVersion: scoring.version,
  };
}
