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

export type QuestionnaireAdvice = {
  /** By field path `section.field`: every scored field. */
  readonly fields: Readonly<Record<string, FieldAdvice>>;
  /** By item path `section.field.key`: the important single statements and checklist items. */
  readonly items: Readonly<Record<string, ItemAdvice>>;
  /** The evaluation's next step, always given (`nextStep`): every participant gets one. */
  readonly nextStep: { readonly passed: string; readonly failed: string };
};
