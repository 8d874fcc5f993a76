/**
 * The rating scales of docs/questionnaire-rules.md §9. A scale's steps are what a rating slider offers; `unknown`
 * (value -100, 'Keine Angabe möglich') is an answer too, but scoring leaves it out except where the scale says
 * otherwise. -200 marks a slider that was never set: stored in drafts, never accepted on submit.
 */
export type ScaleStep = { readonly value: number; readonly label: string };

export type Scale = {
  readonly id: string;
  readonly steps: readonly ScaleStep[];
  /** The 'Keine Angabe möglich' answer, offered after the steps. */
  readonly unknown?: ScaleStep;
  /** Whether scoring counts the unknown answer (spec: only the presence scale). */
  readonly scoresUnknown?: boolean;
  /** The value a new form starts with (spec: the four-step agreement starts at 'Stimme eher zu'). */
  readonly defaultValue?: number;
};

export const UNKNOWN_VALUE = -100;
export const UNANSWERED_VALUE = -200;

const unknown: ScaleStep = { value: UNKNOWN_VALUE, label: 'Keine Angabe möglich' };

const indexed = (labels: readonly string[]): ScaleStep[] => labels.map((label, value) => ({ value, label }));

export const scales = {
  importance: {
    id: 'importance',
    steps: indexed([
      'völlig unwichtig',
      'überwiegend unwichtig',
      'eher unwichtig',
      'eher wichtig',
      'überwiegend wichtig',
      'sehr wichtig',
    ]),
    unknown,
  },
  frequency: {
    id: 'frequency',
    steps: indexed(['nie', 'sehr selten', 'selten', 'gelegentlich', 'häufig', 'immer']),
    unknown,
  },
  agreement: {
    id: 'agreement',
    steps: indexed([
      'stimme überhaupt nicht zu',
      'stimme überwiegend nicht zu',
      'stimme eher nicht zu',
      'stimme eher zu',
      'stimme überwiegend zu',
      'stimme voll und ganz zu',
    ]),
    unknown,
  },
  presence: {
    id: 'presence',
    steps: indexed([
      'nicht vorhanden',
      'kaum vorhanden',
      'eher nicht vorhanden',
      'eher vorhanden',
      'überwiegend vorhanden',
      'definitiv vorhanden',
    ]),
    unknown,
    scoresUnknown: true,
  },
  share: {
    id: 'share',
    steps: indexed([
      'keine (0 %)',
      'mindestens 1 %',
      'mindestens 5 %',
      'mindestens 10 %',
      'mindestens 15 %',
      'mindestens 20 %',
      'mindestens 25 %',
    ]),
  },
  fourStepAgreement: {
    id: 'fourStepAgreement',
    steps: indexed(['Stimme nicht zu', 'Stimme eher nicht zu', 'Stimme eher zu', 'Stimme zu']),
    defaultValue: 2,
  },
  /** Annual procurement volume in eight bands (labels use the slider's '<', '>', 'T' and 'M' notation). */
  procurementVolume: {
    id: 'procurementVolume',
    steps: indexed([
      '<500 T€',
      '500-1000 T€',
      '1000-2000 T€',
      '2000-5000 T€',
      '5000-10000 T€',
      '10000-20000 T€',
      '20000-50000 T€',
      '>50000 T€',
    ]),
  },
  procurementsPerYear: {
    id: 'procurementsPerYear',
    steps: indexed(['<100', '100-200', '201-500', '501-1.000', '1.001-2.000', '2.001-5.000', '>5.000']),
  },
} as const satisfies Record<string, Scale>;

/** Every value a field on this scale may hold once answered. */
export function answerValues(scale: Scale): number[] {
  const values = scale.steps.map((step) => step.value);
  return scale.unknown ? [...values, scale.unknown.value] : values;
}

/** Steps as the slider shows them: the scale's steps, then 'Keine Angabe möglich' where the scale has it. */
export function sliderSteps(scale: Scale): readonly ScaleStep[] {
  return scale.unknown ? [...scale.steps, scale.unknown] : scale.steps;
}
