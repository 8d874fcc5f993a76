import type { FieldPath, ItemPath, QuestionnaireDefinition } from '../../questionnaires/definition';

/**
 * Advice texts (German, Sie-Form), keyed by the paths of the definitions so they stay tied to them
 * (a test fails when a scored field has no advice or a key names nothing).
 */
export type FieldAdvice = {
  /** Given when the field scores below `adviceThresholds.recommendBelow` % of its maximum. */
  readonly recommendation: string;
  /** Given when the field scores at least `adviceThresholds.praiseFrom` % of its maximum. */
  readonly positive: string;
};

export type ItemAdvice = {
  /** Given when the statement or item scores below `adviceThresholds.recommendBelow` %. */
  readonly recommendation: string;
  /** Optional: given when it scores at least `adviceThresholds.praiseFrom` %. */
  readonly positive?: string;
};

/**
 * By a definition's own paths, each optional (not every field is scored, not every item has advice); for the wide
 * type, which code reading the advice by a computed path uses, by any string.
 */
type Table<D extends QuestionnaireDefinition, Paths extends string, Advice> = Readonly<
  Partial<Record<QuestionnaireDefinition extends D ? string : Paths, Advice>>
>;

/**
 * A questionnaire's advice. With its definition as `D`, the keys are the definition's own paths, so a key that names
 * nothing does not compile; that every scored field has its advice, and nothing else, is a test (scoring/evaluate.test.ts).
 */
export type QuestionnaireAdvice<D extends QuestionnaireDefinition = QuestionnaireDefinition> = {
  /** By field path `section.field`: every scored field. */
  readonly fields: Table<D, FieldPath<D>, FieldAdvice>;
  /** By item path `section.field.key`: the important single statements and checklist items. */
  readonly items: Table<D, ItemPath<D>, ItemAdvice>;
  /**
   * The evaluation's next step, always given (`nextStep`): every participant gets one. It never speaks of the
   * recommendations, which a participant may not have: `evaluate` adds RECOMMENDATIONS_HINT only when there are some.
   */
  readonly nextStep: { readonly passed: string; readonly failed: string };
};
