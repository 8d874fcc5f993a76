import { z } from 'zod';
import type { QuestionnaireKind } from '../questionnaires/registry';

/**
 * The evaluation of a submission (spec questionnaires.md §3 "Evaluation result", §7 the evaluate calls;
 * docs/scoring.md): certificatedParty, evaluatedItems, passed and, for every questionnaire, detailedEvaluations
 * per section with positive results and recommendations. `total` and `scoringVersion` are ours: the overall bar
 * of the evaluation screen and the version of the model the result was computed with.
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
  evaluatedItems: z.array(evaluatedItemSchema),
  /** Per section of the questionnaire (every step), in step order. */
  detailedEvaluations: z.record(z.string(), detailedEvaluationSchema),
  total: evaluationTotalSchema,
  scoringVersion: z.string().min(1),
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

/** The provider evaluation: detailedEvaluations with exactly the spec's six sections. */
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

/** The schema an evaluate call of this questionnaire answers with. */
export function evaluationResultSchemaOf(kind: QuestionnaireKind) {
  return kind === 'provider-expert' ? providerEvaluationResultSchema : evaluationResultSchema;
}
