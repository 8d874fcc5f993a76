import { displayStepLabel } from '../format/step-labels';
import { filledRows } from './answers';
import { unknownFieldKind, yesNoOptions, type Field } from './definition';
import { sliderSteps, type Scale } from './scales';

/**
 * An answer in the German words the form showed, for every place that shows answers to people: the review page,
 * the evaluation PDF and the export. `undefined` when the field is not answered.
 */
type AnswerWords =
  /** A text, or the label of the chosen option or scale step. */
  | { text: string }
  /** The ticked items of a checklist. */
  | { items: string[] }
  /** A matrix's statements or an assessment list's rows, each with its rating (undefined: not rated or named). */
  | { rows: { label: string | undefined; rating: string | undefined }[] };

/** What a checklist with nothing ticked and an empty assessment list say. */
export const nothingWords = { nothingSelected: 'Nichts ausgewählt', noEntries: 'Keine Einträge' } as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const scaleWordCache = new WeakMap<Scale, Map<unknown, string>>();

/** The words of a scale's step for a value (undefined: no step of the scale), kept per scale: exports repeat them. */
export function scaleWords(scale: Scale, value: unknown): string | undefined {
  let words = scaleWordCache.get(scale);
  if (!words) {
    words = new Map(sliderSteps(scale).map((step) => [step.value, displayStepLabel(step.label)]));
    scaleWordCache.set(scale, words);
  }
  return words.get(value);
}

/** One switch on the answer kinds: a new kind does not compile until it has its words here. */
export function answerWords(field: Field, value: unknown): AnswerWords | undefined {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'url':
      return typeof value === 'string' && value.trim() !== '' ? { text: value } : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? { text: value ? field.answers.yes : field.answers.no } : undefined;
    case 'choice':
    case 'yesNo': {
      const options = field.kind === 'choice' ? field.options : yesNoOptions;
      const label = options.find((option) => option.value === value)?.label;
      return label === undefined ? undefined : { text: label };
    }
    case 'rating': {
      const words = scaleWords(field.scale, value);
      return words === undefined ? undefined : { text: words };
    }
    case 'matrix': {
      const entries = isRecord(value) ? value : {};
      return {
        rows: field.statements.map((statement) => ({
          label: statement.label,
          rating: scaleWords(field.scale, entries[statement.key]),
        })),
      };
    }
    case 'checklist': {
      const entries = isRecord(value) ? value : {};
      const ticked = field.items.filter((item) => entries[item.key] === 1).map((item) => item.label);
      if (ticked.length > 0) return { items: ticked };
      return (field.minChecked ?? 0) > 0 ? undefined : { text: nothingWords.nothingSelected };
    }
    case 'assessmentList': {
      const rows = filledRows(value);
      if (rows.length === 0) return { text: nothingWords.noEntries };
      return {
        rows: rows.map((row) => ({
          label: row.item?.trim() || undefined,
          rating: scaleWords(field.scale, row.assessment),
        })),
      };
    }
    default:
      return unknownFieldKind(field);
  }
}
