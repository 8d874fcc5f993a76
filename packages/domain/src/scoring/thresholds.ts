import type { QuestionnaireKind } from '../questionnaires/registry';

/**
 * The one configuration of the evaluation (docs/scoring.md): pass thresholds per questionnaire, overall and
 * per scored section, and when advice is given. Every number here is cited in docs/scoring.md (a test checks
 * it). Change a number only together with SCORING_VERSION, which is stored with each result.
 */
export const SCORING_VERSION = '1.0.0';

/** Thresholds in whole percent of the maximum points. */
export type ScoringThresholds = {
  /** The share of all points needed to pass. */
  readonly overall: number;
  /** Per scored section (step): the minimum share; a section below it fails the whole questionnaire. */
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
      // Lower: young companies start with little tender experience.
      experiencePublicProcurement: 20,
      strategy: 30,
    },
  },
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
