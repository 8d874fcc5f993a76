import type { QuestionnaireAnswers } from './definition';
import { UNANSWERED_VALUE } from './scales';

/**
 * Answers edited in two places (a tab and the server, two colleagues, the browser's copy and the server) brought
 * together field by field against the answers both started from (docs/questionnaire-rules.md §4, "Two places, one
 * draft"). The one promise: no merge ever replaces a saved answer with an older one.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops what carries no answer (unset, empty text, an unset slider, empty rows), so that equal answers compare equal. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === UNANSWERED_VALUE) return undefined;
  if (Array.isArray(value)) {
    const rows = value.map(canonical).filter((row) => row !== undefined);
    return rows.length > 0 ? rows : undefined;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, canonical(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** Whether two answers (of one field, or whole answer sets) say the same: an empty text and no answer do. */
export function sameAnswer(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** One field of a questionnaire: its step's section and its key. */
export type AnswerField = { section: string; key: string };

/** A field changed on both sides since their common start, to different answers: the user chooses. */
export type AnswerConflict = AnswerField & { mine: unknown; theirs: unknown };

function fieldsOf(...sets: QuestionnaireAnswers[]): AnswerField[] {
  const seen = new Set<string>();
  const fields: AnswerField[] = [];
  for (const answers of sets)
    for (const [section, values] of Object.entries(answers)) {
      if (!isRecord(values)) continue;
      for (const key of Object.keys(values)) {
        const name = JSON.stringify([section, key]);
        if (seen.has(name)) continue;
        seen.add(name);
        fields.push({ section, key });
      }
    }
  return fields;
}

const valueAt = (answers: QuestionnaireAnswers, { section, key }: AnswerField): unknown => {
  const values = answers[section];
  return isRecord(values) ? values[key] : undefined;
};

/** The fields whose answer differs between two answer sets. */
function changedFields(before: QuestionnaireAnswers, after: QuestionnaireAnswers): AnswerField[] {
  return fieldsOf(before, after).filter(
    (field) => !sameAnswer(valueAt(before, field), valueAt(after, field)),
  );
}

/**
 * Brings `mine` (edited here) and `theirs` (saved elsewhere since) together against `base`, the answers both
 * started from. Field by field: a field only one side changed takes that side's answer; a field both changed to
 * the same answer takes it; a field both changed to different answers keeps the saved one (`theirs`) and is
 * returned as a conflict for the user to decide. `theirs` is what the server holds, so a saved answer is replaced
 * only by one the user typed after the start they share, never by an older one.
 */
export function mergeAnswerEdits(
  base: QuestionnaireAnswers,
  mine: QuestionnaireAnswers,
  theirs: QuestionnaireAnswers,
): { answers: QuestionnaireAnswers; conflicts: AnswerConflict[] } {
  const answers: QuestionnaireAnswers = {};
  for (const [section, values] of Object.entries(theirs))
    answers[section] = isRecord(values) ? { ...values } : {};
  const conflicts: AnswerConflict[] = [];
  for (const field of changedFields(base, mine)) {
    const mineValue = valueAt(mine, field);
    const theirsValue = valueAt(theirs, field);
    const baseValue = valueAt(base, field);
    if (sameAnswer(theirsValue, baseValue)) {
      answers[field.section] = { ...answers[field.section], [field.key]: mineValue };
    } else if (!sameAnswer(theirsValue, mineValue)) {
      conflicts.push({ ...field, mine: mineValue, theirs: theirsValue });
    }
  }
  return { answers, conflicts };
}

/** Answers changed in one place: for a few fields, the answer each had before and the answer it has now. */
export type AnswerEdits = { base: QuestionnaireAnswers; value: QuestionnaireAnswers };

const withValue = (answers: QuestionnaireAnswers, { section, key }: AnswerField, value: unknown) => ({
  ...answers,
  [section]: { ...(isRecord(answers[section]) ? answers[section] : {}), [key]: value },
});

/**
 * What `current` changed since `base` (the answers the server confirmed), field by field, together with the changes
 * of `earlier` (a copy found in the browser and not decided on yet) that `current` has not answered anew and that
 * are not already saved. Null when nothing is left: the server has everything. A field changed here again counts
 * with its latest answer.
 */
export function editsSince(
  base: QuestionnaireAnswers,
  current: QuestionnaireAnswers,
  earlier?: AnswerEdits | null,
): AnswerEdits | null {
  let edits: AnswerEdits = { base: {}, value: {} };
  const touched = new Set<string>();
  for (const field of changedFields(base, current)) {
    touched.add(JSON.stringify([field.section, field.key]));
    edits = {
      base: withValue(edits.base, field, valueAt(base, field)),
      value: withValue(edits.value, field, valueAt(current, field)),
    };
  }
  if (earlier)
    for (const field of changedFields(earlier.base, earlier.value)) {
      if (touched.has(JSON.stringify([field.section, field.key]))) continue;
      if (sameAnswer(valueAt(base, field), valueAt(earlier.value, field))) continue;
      edits = {
        base: withValue(edits.base, field, valueAt(earlier.base, field)),
        value: withValue(edits.value, field, valueAt(earlier.value, field)),
      };
    }
  return Object.keys(edits.value).length > 0 ? edits : null;
}
