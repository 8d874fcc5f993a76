import type { QuestionnaireKind } from '../questionnaires/registry';

/**
 * The configuration of the evaluation (docs/scoring.md) beside the definitions' own (each scored step's
 * `passThreshold`, each field's points): the share needed to pass overall and when advice is given. Every number
 * is cited in docs/scoring.md (a test checks it). Change a number only together with SCORING_VERSION, which is
 * stored with each result.
 */
export const SCORING_VERSION = '1.0.0';

/** The share of all points needed to pass, in whole percent of the maximum. */
export const overallThresholds: Readonly<Record<QuestionnaireKind, number>> = {
  'procurement-office': 50,
  'procurement-project': 50,
  'provider-expert': 50,
};

/** When a field or item gets advice, in whole percent of its maximum. */
export const adviceThresholds = {
  /** A recommendation below this share. */
  recommendBelow: 50,
  /** A positive result from this share on. */
  praiseFrom: 75,
} as const;

/** Whether `score` of `maximum` reaches `percent` %, in whole numbers (no rounding at the edge). */
export function reaches(score: number, maximum: number, percent: number): boolean {
  if (percent <= 0) return true;
  return maximum > 0 && score * 100 >= percent * maximum;
}
