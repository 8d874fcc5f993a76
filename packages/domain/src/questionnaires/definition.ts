import type { Scale } from './scales';

/**
 * A questionnaire as data (docs/questionnaires.md): steps → fields. The draft and submit
 * schemas, the JSON Schema, the step forms, progress, scoring and export columns are all derived from it.
 *
 * Answers are stored as `{ [section]: { [field]: value } }`; each step owns one section. A field's path is
 * `section.field`; a matrix or checklist entry's path is `section.field.key`.
 */

/** One entry of a statement matrix or checklist: a stable key and its German wording. */
export type Statement = {
  readonly key: string;
  readonly label: string;
  /**
   * Scoring (docs/scoring.md): a negatively worded matrix statement, scored reversed (highest step − value),
   * so that agreeing with a weakness scores low.
   */
  readonly reversed?: true;
  /** Scoring: the points a ticked checklist item earns (default 1; docs/questionnaire-rules.md §9 weights some items). */
  readonly points?: number;
};

export type ChoiceOption = {
  readonly value: string;
  readonly label: string;
  readonly help?: string;
  /** Scoring: the points this answer earns. A choice without points on any option is not scored. */
  readonly points?: number;
};

/**
 * When a field applies. A field whose condition does not hold is hidden, never required, and its answer is
 * dropped on submit. A condition on a hidden field does not hold (so chains like advancement → scopes work).
 */
export type Condition =
  | { readonly field: string; readonly equals: string | number }
  | { readonly field: string; readonly greaterThan: number };

type FieldBase = {
  readonly key: string;
  readonly label: string;
  readonly help?: string;
  /** Everything is required unless marked (docs/questionnaire-rules.md §5). */
  readonly optional?: true;
  readonly visibleWhen?: Condition;
  /**
   * Scoring of a field with a condition: by default a hidden field counts with 0 points of its maximum (no
   * strategy cannot score better than a weak one). Set where a hidden field means "does not apply": it is left
   * out of score and maximum.
   */
  readonly notApplicableWhenHidden?: true;
};

/**
 * What the platform already knows and fills in when a draft starts (docs/questionnaire-rules.md §4): the
 * organisation's name, address and attributes and the respondent's profile. Every prefilled answer stays editable;
 * the prefilled values are the platform's, not the respondent's, so they alone make no unsaved change.
 */
export type PrefillSource =
  | 'organizationName'
  | 'organizationAddress'
  | 'organizationAgencyLevel'
  | 'organizationCompanySize'
  | 'organizationBusinessSector'
  | 'userName'
  | 'userPhone'
  | 'userEmail';

/** The values a draft starts from, by source; a source the platform does not know (yet) is left out. */
export type PrefillValues = Partial<Record<PrefillSource, string>>;

/**
 * What the platform knows of the organisation and the respondent, for the fields a new questionnaire or case study
 * prefills (docs/questionnaire-rules.md §4): the organisation's name, address and attributes, the profile's name,
 * telephone and e-mail address.
 */
export function prefillValues(
  organization: {
    name: string;
    address?: { street: string; postalCode: string; city: string } | null;
    agencyLevel?: string | null;
    companySize?: string | null;
    businessSector?: string | null;
  } | null,
  user:
    | { email: string; firstName?: string | null; lastName?: string | null; phoneNumber?: string | null }
    | null
    | undefined,
): PrefillValues {
  const known = (value: string | null | undefined) => (value ? value : undefined);
  const address = organization?.address;
  return {
    organizationName: organization?.name,
    organizationAddress: address ? `${address.street}\n${address.postalCode} ${address.city}` : undefined,
    organizationAgencyLevel: known(organization?.agencyLevel),
    organizationCompanySize: known(organization?.companySize),
    organizationBusinessSector: known(organization?.businessSector),
    userName: known([user?.firstName, user?.lastName].filter(Boolean).join(' ')),
    userPhone: known(user?.phoneNumber),
    userEmail: known(user?.email),
  };
}

/** Free text; `url` is a web address starting with https:// or http://. */
export type TextField = FieldBase & {
  readonly kind: 'text' | 'longText' | 'email' | 'url';
  /** Filled in when a draft starts (PrefillSource); the organisation's name marks the certificated party. */
  readonly prefill?: 'organizationName' | 'organizationAddress' | 'userName' | 'userPhone' | 'userEmail';
  /** The fewest characters a submitted answer has, trimmed (a case study's long texts). */
  readonly minLength?: number;
  /** The most characters the answer may have; by default the limit of its kind (textLimits). */
  readonly maxLength?: number;
};

/** Length limits of free text by kind: generous for answers, bounded so that a draft cannot grow without end. */
export const textLimits = {
  text: 300,
  longText: 5000,
  email: 254,
  url: 2000,
  assessmentRows: 50,
} as const;

/** The longest answer a text field takes: the server's limit, which the form's input carries too. */
export const maxLengthOf = (field: TextField): number => field.maxLength ?? textLimits[field.kind];
export type ChoiceField = FieldBase & {
  readonly kind: 'choice';
  readonly options: readonly ChoiceOption[];
  /** Filled in when a draft starts, where the known value is one of the options (PrefillSource). */
  readonly prefill?: 'organizationAgencyLevel' | 'organizationCompanySize' | 'organizationBusinessSector';
};
/** Values 'YES' (ja) and 'NO' (nein). */
export type YesNoField = FieldBase & {
  readonly kind: 'yesNo';
  /** Scoring: the points of each answer; without them the answer is not scored. */
  readonly points?: { readonly YES: number; readonly NO: number };
};
/**
 * A yes/no question stored as true or false, each answer in its own words (a case study's publication consent);
 * never scored.
 */
export type BooleanField = FieldBase & {
  readonly kind: 'boolean';
  readonly answers: { readonly yes: string; readonly no: string };
};
/** One slider on a scale. */
export type RatingField = FieldBase & {
  readonly kind: 'rating';
  readonly scale: Scale;
  /** Scoring: the step value is the score, out of the highest step (unscored unless set: bands describe size). */
  readonly scored?: true;
};
/** Statements × one scale: `{ [statementKey]: value }`, every statement answered. */
export type MatrixField = FieldBase & {
  readonly kind: 'matrix';
  readonly scale: Scale;
  readonly statements: readonly Statement[];
};
/** Checkboxes, stored as `{ [key]: 0 | 1 }` (spec: NotChecked = 0, Checked = 1); unset counts as 0. */
export type ChecklistField = FieldBase & {
  readonly kind: 'checklist';
  readonly items: readonly Statement[];
  /** How many must be ticked for the field to be complete (default 0). */
  readonly minChecked?: number;
  /**
   * false: asked for the advice its items give, worth no points. For a question the specification does not list,
   * which may not cost points (docs/decisions/049-only-specified-fields-score.md).
   */
  readonly scored?: false;
};
/**
 * Free rows of a named item and its rating: `[{ item, assessment }]`. A row with either part needs the
 * other; empty rows are ignored (the form keeps one empty row at the end).
 */
export type AssessmentListField = FieldBase & {
  readonly kind: 'assessmentList';
  readonly scale: Scale;
  readonly itemLabel: string;
  readonly assessmentLabel: string;
};

export type Field =
  | TextField
  | ChoiceField
  | YesNoField
  | BooleanField
  | RatingField
  | MatrixField
  | ChecklistField
  | AssessmentListField;

/** The field of a definition at a section and key, if there is one. */
export const fieldAt = (
  definition: Pick<QuestionnaireDefinition, 'steps'>,
  { section, key }: { section: string; key: string },
): Field | undefined =>
  definition.steps.find((step) => step.section === section)?.fields.find((field) => field.key === key);

/** The field a new draft fills in with the organisation's name, if the questionnaire has one. */
export function organizationNameField(
  definition: QuestionnaireDefinition,
): { section: string; key: string } | undefined {
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (field.kind === 'text' && field.prefill === 'organizationName') {
        return { section: step.section, key: field.key };
      }
    }
  }
  return undefined;
}

/**
 * What a new draft starts with, beyond the definition's defaults: each field marked `prefill` whose source is known
 * (and, for a choice, is one of its options), by section and key.
 */
export function prefilledAnswers(
  definition: QuestionnaireDefinition,
  values: PrefillValues,
): { section: string; key: string; value: string }[] {
  const result: { section: string; key: string; value: string }[] = [];
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (!('prefill' in field) || !field.prefill) continue;
      const value = values[field.prefill];
      if (value === undefined || value === '') continue;
      if (field.kind === 'choice' && !field.options.some((option) => option.value === value)) continue;
      result.push({ section: step.section, key: field.key, value });
    }
  }
  return result;
}

/**
 * The default of a switch on the field kinds: a kind added to `Field` without its case there does not compile
 * (the renderer, the words, the rules and the schemas each switch once).
 */
export function unknownFieldKind(field: never): never {
  throw new Error(`Unknown field kind: ${JSON.stringify(field)}`);
}

export type Step = {
  /** The route slug of docs/questionnaire-rules.md §2. */
  readonly slug: string;
  /** The answers' section key of docs/questionnaire-rules.md §3. */
  readonly section: string;
  readonly title: string;
  readonly intro?: string;
  readonly fields: readonly Field[];
};

export type QuestionnaireDefinition = {
  readonly steps: readonly Step[];
  /**
   * The message of an empty required text field. A questionnaire keeps the specification's generic message
   * (messages.selectRequired); a case study asks to fill the field in.
   */
  readonly textRequiredMessage?: string;
};

/**
 * The paths of a definition's fields, `section.field`, as literal types when the definition is declared
 * `as const satisfies QuestionnaireDefinition`: tables keyed by them (the advice) name only fields that exist, and a
 * renamed field does not compile until its entries follow.
 */
export type FieldPath<D extends QuestionnaireDefinition> = D['steps'][number] extends infer S
  ? S extends { readonly section: infer Section extends string; readonly fields: readonly (infer F)[] }
    ? F extends { readonly key: infer Key extends string }
      ? `${Section}.${Key}`
      : never
    : never
  : never;

/** The paths of a definition's matrix statements and checklist items, `section.field.key` (see FieldPath). */
export type ItemPath<D extends QuestionnaireDefinition> = D['steps'][number] extends infer S
  ? S extends { readonly section: infer Section extends string; readonly fields: readonly (infer F)[] }
    ? F extends { readonly key: infer Key extends string; readonly statements: readonly (infer I)[] }
      ? I extends { readonly key: infer Item extends string }
        ? `${Section}.${Key}.${Item}`
        : never
      : F extends { readonly key: infer Key extends string; readonly items: readonly (infer I)[] }
        ? I extends { readonly key: infer Item extends string }
          ? `${Section}.${Key}.${Item}`
          : never
        : never
    : never
  : never;

/** Answers as stored: sections of fields. Typed loosely; the schemas derived from the definition check them. */
export type QuestionnaireAnswers = Record<string, Record<string, unknown> | undefined>;

export type AssessmentRow = { item?: string | null; assessment?: number | null };

export const yesNoOptions: readonly ChoiceOption[] = [
  { value: 'YES', label: 'ja' },
  { value: 'NO', label: 'nein' },
];

/** Options from a `defineOptions` set, keeping its order and labels. */
export function optionsOf(set: {
  values: readonly string[];
  label: (value: never) => string;
}): ChoiceOption[] {
  return set.values.map((value) => ({ value, label: set.label(value as never) }));
}

/** A statement whose key is known to the compiler (ItemPath). */
type KeyedStatement<Key extends string> = Statement & { readonly key: Key };

/** Statements from a record of key → German wording, keeping its order (and its keys' literal types). */
export function statementsOf<Key extends string>(
  labels: Readonly<Record<Key, string>>,
): KeyedStatement<Key>[] {
  return (Object.entries(labels) as [Key, string][]).map(([key, label]) => ({ key, label }));
}

/** Statements with scoring marks: the keys of negatively worded statements (scored reversed). */
export function withReversed<Key extends string>(
  statements: readonly KeyedStatement<Key>[],
  keys: readonly Key[],
): KeyedStatement<Key>[] {
  const unknown = keys.filter((key) => !statements.some((statement) => statement.key === key));
  if (unknown.length > 0) throw new Error(`withReversed: no statements ${unknown.join(', ')}`);
  return statements.map((statement) =>
    keys.includes(statement.key) ? { ...statement, reversed: true as const } : statement,
  );
}

/** Checklist items with their points (items not named keep the default of 1 point). */
export function withPoints<Key extends string>(
  statements: readonly KeyedStatement<Key>[],
  points: Readonly<Partial<Record<Key, number>>>,
): KeyedStatement<Key>[] {
  const unknown = Object.keys(points).filter((key) => !statements.some((statement) => statement.key === key));
  if (unknown.length > 0) throw new Error(`withPoints: no items ${unknown.join(', ')}`);
  return statements.map((statement) =>
    points[statement.key] === undefined ? statement : { ...statement, points: points[statement.key] },
  );
}

/** Choice options with the points of every answer (each option must be given). */
export function withOptionPoints(
  options: readonly ChoiceOption[],
  points: Readonly<Record<string, number>>,
): ChoiceOption[] {
  const keys = Object.keys(points);
  const values = options.map((option) => option.value);
  if (keys.length !== values.length || !values.every((value) => keys.includes(value))) {
    throw new Error(`withOptionPoints: points for ${keys.join(', ')}, options ${values.join(', ')}`);
  }
  return options.map((option) => ({ ...option, points: points[option.value] }));
}
