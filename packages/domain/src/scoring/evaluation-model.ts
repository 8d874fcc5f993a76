import { z } from 'zod';
import { formatDate } from '../format/dates';
import type { QuestionnaireKind } from '../questionnaires/registry';

/**
 * The evaluation of a submission (docs/questionnaire-rules.md §3 "Evaluation result", §7 the evaluate calls;
 * docs/scoring.md): certificatedParty, evaluatedItems, passed and, for every questionnaire, detailedEvaluations
 * per section with positive results and recommendations. `nextStep`, `total` and `scoringVersion` are ours: what
 * to do next, the overall bar of the evaluation screen and the version of the model the result was computed with.
 */
const share = z.number().min(0).max(1);

export const evaluatedItemSchema = z.object({
  /** The section (step) key. */
  section: z.string(),
  /** The step title. */
  title: z.string(),
  score: z.number().min(0),
  maximum: z.number().min(0),
  /** score / maximum, 0–1. */
  share,
  /** The section's minimum share, 0–1. */
  threshold: share,
  passed: z.boolean(),
});
export type EvaluatedItem = z.infer<typeof evaluatedItemSchema>;

export const evaluationTotalSchema = z.object({
  score: z.number().min(0),
  maximum: z.number().min(0),
  share,
  /** The overall threshold, 0–1. */
  threshold: share,
  /** The overall share alone (the result's `passed` also needs every section at its minimum). */
  passed: z.boolean(),
});
export type EvaluationTotal = z.infer<typeof evaluationTotalSchema>;

export const detailedEvaluationSchema = z.object({
  positiveResults: z.array(z.string().min(1)),
  recommendations: z.array(z.string().min(1)),
});
export type DetailedEvaluation = z.infer<typeof detailedEvaluationSchema>;

export const evaluationResultSchema = z.object({
  /** The institution the questionnaire names (fallback: the organisation's name). */
  certificatedParty: z.string().min(1),
  passed: z.boolean(),
  /** What to do next, pass or fail: every participant gets it (docs/scoring.md). */
  nextStep: z.string().min(1),
  evaluatedItems: z.array(evaluatedItemSchema),
  /** Per section of the questionnaire (every step), in step order. */
  detailedEvaluations: z.record(z.string(), detailedEvaluationSchema),
  total: evaluationTotalSchema,
  scoringVersion: z.string().min(1),
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

/**
 * The provider evaluation: detailedEvaluations with exactly the spec's six sections.
 * @internal
 */
export const providerEvaluationResultSchema = evaluationResultSchema.extend({
  detailedEvaluations: z.strictObject({
    general: detailedEvaluationSchema,
    product: detailedEvaluationSchema,
    other: detailedEvaluationSchema,
    strategy: detailedEvaluationSchema,
    preparationProcurement: detailedEvaluationSchema,
    experiencePublicProcurement: detailedEvaluationSchema,
  }),
});

/**
 * The schema an evaluate call of this questionnaire answers with.
 * @internal
 */
export function evaluationResultSchemaOf(kind: QuestionnaireKind) {
  return kind === 'provider-expert' ? providerEvaluationResultSchema : evaluationResultSchema;
}

/**
 * Retention after a failed result (docs/questionnaire-rules.md §4, §9; `retentionInfo` in journey/periods.ts):
 * GET {base}/retention/organization/{organizationId} and the `retention` of an evaluation.
 */
export const retentionInfoSchema = z.object({
  currentIsFailed: z.boolean(),
  isInRetention: z.boolean(),
  /** The day the retention ends (YYYY-MM-DD); null without a failed current result. */
  endDate: z.iso.date().nullable(),
  /** Whole days until endDate, never below 0. */
  daysLeft: z.number().int().min(0),
  duration: z.object({ months: z.number().int().min(0), weeks: z.number().int().min(0) }),
});

/**
 * GET {base}/submission/{id}/evaluate/ (the specification's path, docs/api.md): the evaluation stored at submit, never recomputed, plus the
 * record's result state, when it was set, when it was submitted, and the retention that result starts.
 * The PDF of the same evaluation with the submitted answers: GET {base}/submission/{id}/evaluate/pdf.
 */
export const evaluationResponseSchema = evaluationResultSchema.extend({
  state: z.enum(['PASSED', 'FAILED']),
  stateUpdatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime(),
  retention: retentionInfoSchema,
});
export type EvaluationResponse = z.infer<typeof evaluationResponseSchema>;

/** The message of a submit refused during retention (409 IN_RETENTION); endDate as YYYY-MM-DD. */
export const inRetentionMessage = (endDate: string) =>
  `Nach einem nicht bestandenen Ergebnis ist eine erneute Einreichung erst ab dem ${formatDate(endDate)} möglich. ` +
  'Ihren Entwurf können Sie bis dahin weiter bearbeiten und speichern.';
