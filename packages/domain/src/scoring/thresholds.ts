import type { QuestionnaireKind } from '../questionnaires/registry';

/**
 * The programme's pass rules, in one place (docs/scoring.md; the public page /bewertung shows them): the share of
 * all points needed to pass, each scored section's minimum share, and when advice is given. They are the programme's
 * policy, not the specification's. Every number is cited in docs/scoring.md (a test checks it). Change a number only
 * together with SCORING_VERSION, which is stored with each result: results already given keep theirs.
 */
export const SCORING_VERSION = '1.1.0';

/** @internal Used inside the domain (or by tests), not through this entry. */
export type ScoringThresholds = {
  /** The share of all points needed to pass, in whole percent of the maximum. */
  readonly overall: number;
  /**
   * Each scored section's minimum share of its maximum points, in whole percent; below it the questionnaire fails.
   * Every section with a scored field has one (a test checks it); 0: it counts towards the total only.
   */
  readonly sections: Readonly<Record<string, number>>;
};

export const scoringThresholds: Readonly<Record<QuestionnaireKind, ScoringThresholds>> = {
  'procurement-office': {
    overall: 50,
    sections: {
      strategicGoals: 30,
      procurementStrategy: 30,
      innovationCulture: 30,
      competencies: 30,
      legitimation: 30,
      digitalization: 30,
      // Lower: lists of 17 methods and 29 instruments; no office needs all of them, a handful used regularly counts.
      strategicToolApplication: 20,
      procurementToolApplication: 20,
    },
  },
  'procurement-project': {
    overall: 50,
    sections: {
      // The office's context around the project: it counts towards the overall score, with no minimum of its own.
      information: 0,
      requirementManagement: 30,
      allocation: 30,
      innovationDegree: 30,
    },
  },
  'provider-expert': {
    overall: 50,
    sections: {
      product: 30,
      preparationProcurement: 30,
      experiencePublicProcurement: 20,
      strategy: 30,
    },
  },
};

/**
 * When a field or item gets advice, in whole percent of its maximum.
 * @internal
 */
export const adviceThresholds = {
  /** A recommendation below this share. */
  recommendBelow: 50,
  /** A positive result from this share on. */
  praiseFrom: 75,
} as const;

/**
 * Whether `score` of `maximum` reaches `percent` %, in whole numbers (no rounding at the edge).
 * @internal
 */
export function reaches(score: number, maximum: number, percent: number): boolean {
  if (percent <= 0) return true;
  return maximum > 0 && score * 100 >= percent * maximum;
}
