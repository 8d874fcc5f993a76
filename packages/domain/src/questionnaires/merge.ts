import type { QuestionnaireAnswers } from './definition';
import { UNANSWERED_VALUE } from './scales';

/**
 * Answers edited in two places (a tab and the server, two colleagues, the browser's copy and the server) brought
 * together unit by unit (a field, a statement of a matrix, a row of a list) against the answers both started from (docs/questionnaire-rules.md §4, "Two places, one
 * draft"). The one promise: no merge ever replaces a saved answer with an older one.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Drops what carries no answer (unset, empty text, an unset slider, empty rows), so that equal answers compare equal.
 * A list's rows compare in any order: a row is a unit of its own, known by its name (docs/questionnaire-rules.md
 * §4), so rows that only moved (one removed and added again) say the same as before.
 */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === UNANSWERED_VALUE) return undefined;
  if (Array.isArray(value)) {
    const rows = value
      .map(canonical)
      .filter((row) => row !== undefined)
      .map((row) => JSON.stringify(row))
      .sort();
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

/**
 * What a person answers on its own, the unit of a merge: a field (its step's section and its key), or one part of a
 * field that holds several answers: a statement of a matrix or an item of a checklist (`item`: its key), a row of
 * a list (`item`: the row's name). Two people who rate different statements of one matrix changed different units.
 */
export type AnswerField = { section: string; key: string; item?: string };

/** A unit changed on both sides since their common start, to different answers: the user chooses. */
export type AnswerConflict = AnswerField & { mine: unknown; theirs: unknown };

/** Whether two units are the same one. */
export const sameField = (a: AnswerField, b: AnswerField): boolean =>
  a.section === b.section && a.key === b.key && a.item === b.item;

/**
 * A list's rows by name, in order (rows without any answer left out): a row's name is its `item`; a row without
 * one is named by its place among those, a repeated name by its count (`Dialog#2`).
 */
function rowsByName(rows: readonly unknown[]): Map<string, unknown> {
  const named = new Map<string, unknown>();
  let nameless = 0;
  for (const row of rows) {
    if (canonical(row) === undefined) continue;
    const item = isRecord(row) && typeof row.item === 'string' ? row.item.trim() : '';
    let name = item === '' ? `#${(nameless += 1)}` : item;
    for (let count = 2; named.has(name); count += 1) name = `${item}#${count}`;
    named.set(name, row);
  }
  return named;
}

const isRows = (value: unknown): value is unknown[] => Array.isArray(value) && value.every(isRecord);

/** A field's answer in one set. */
const wholeAt = (answers: QuestionnaireAnswers, { section, key }: AnswerField): unknown => {
  const values = answers[section];
  return isRecord(values) ? values[key] : undefined;
};

/** The answer of a unit in an answer set: a field's, or one statement's, item's or row's. */
export function answerAt(answers: QuestionnaireAnswers, field: AnswerField): unknown {
  const whole = wholeAt(answers, field);
  if (field.item === undefined) return whole;
  if (isRows(whole)) return rowsByName(whole).get(field.item);
  return isRecord(whole) ? whole[field.item] : undefined;
}

/** The answer set with one unit's answer replaced (a row: replaced in its place, added at the end, or removed). */
export function withAnswer(
  answers: QuestionnaireAnswers,
  field: AnswerField,
  value: unknown,
): QuestionnaireAnswers {
  const values = isRecord(answers[field.section]) ? answers[field.section]! : {};
  const put = (next: unknown) => ({ ...answers, [field.section]: { ...values, [field.key]: next } });
  if (field.item === undefined) return put(value);
  const whole = values[field.key];
  // A row is an object of its own; a statement's or an item's answer is a value on a scale.
  if (isRows(whole) || (whole === undefined && isRecord(value))) {
    const rows = whole ?? [];
    const old = rowsByName(rows).get(field.item);
    if (old === undefined) return value === undefined ? answers : put([...rows, value]);
    return put(
      value === undefined
        ? rows.filter((row) => row !== old)
        : rows.map((row) => (row === old ? value : row)),
    );
  }
  if (value === undefined && !isRecord(whole)) return answers;
  return put({ ...(isRecord(whole) ? whole : {}), [field.item]: value });
}

/**
 * The units of answer sets: per field, its statements, items or rows where every set that answers it holds such
 * parts (a matrix, a checklist, a list), else the field as a whole.
 */
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
        const wholes = sets
          .map((set) => wholeAt(set, { section, key }))
          .filter((whole) => canonical(whole) !== undefined);
        const parts = wholes.every(isRows)
          ? wholes.map((rows) => [...rowsByName(rows).keys()])
          : wholes.every((whole) => isRecord(whole))
            ? wholes.map((record) => Object.keys(record as Record<string, unknown>))
            : null;
        if (parts === null || wholes.length === 0) fields.push({ section, key });
        else for (const item of new Set(parts.flat())) fields.push({ section, key, item });
      }
    }
  return fields;
}

/** The units whose answer differs between two answer sets. */
function changedFields(before: QuestionnaireAnswers, after: QuestionnaireAnswers): AnswerField[] {
  return fieldsOf(before, after).filter(
    (field) => !sameAnswer(answerAt(before, field), answerAt(after, field)),
  );
}

/**
 * Brings `mine` (edited here) and `theirs` (saved elsewhere since) together against `base`, the answers both
 * started from. Unit by unit (a field, a statement, an item, a row): a unit only one side changed takes that side's
 * answer; a unit both changed to the same answer takes it; a unit both changed to different answers keeps the saved
 * one (`theirs`) and is returned as a conflict for the user to decide. `theirs` is what the server holds, so a saved
 * answer is replaced only by one the user typed after the start they share, never by an older one.
 */
export function mergeAnswerEdits(
  base: QuestionnaireAnswers,
  mine: QuestionnaireAnswers,
  theirs: QuestionnaireAnswers,
): { answers: QuestionnaireAnswers; conflicts: AnswerConflict[] } {
  let answers: QuestionnaireAnswers = {};
  for (const [section, values] of Object.entries(theirs))
    answers[section] = isRecord(values) ? { ...values } : {};
  const conflicts: AnswerConflict[] = [];
  // The units of all three: a matrix answered on one side only is still merged statement by statement.
  const units = fieldsOf(base, mine, theirs);
  for (const field of units) {
    const mineValue = answerAt(mine, field);
    const baseValue = answerAt(base, field);
    if (sameAnswer(mineValue, baseValue)) continue;
    const theirsValue = answerAt(theirs, field);
    if (sameAnswer(theirsValue, baseValue)) answers = withAnswer(answers, field, mineValue);
    else if (!sameAnswer(theirsValue, mineValue))
      conflicts.push({ ...field, mine: mineValue, theirs: theirsValue });
  }
  return { answers, conflicts };
}

/** Answers changed in one place: for a few fields, the answer each had before and the answer it has now. */
export type AnswerEdits = { base: QuestionnaireAnswers; value: QuestionnaireAnswers };

/** The units a set of edits changes: what a copy found in the browser would bring back. */
export const editedFields = (edits: AnswerEdits): AnswerField[] => changedFields(edits.base, edits.value);

/**
 * What `current` changed since `base` (the answers the server confirmed), unit by unit, together with the changes
 * of `earlier` (a copy found in the browser and not decided on yet) that `current` has not answered anew and that
 * are not already saved. Null when nothing is left: the server has everything. A unit changed here again counts
 * with its latest answer.
 */
export function editsSince(
  base: QuestionnaireAnswers,
  current: QuestionnaireAnswers,
  earlier?: AnswerEdits | null,
): AnswerEdits | null {
  let edits: AnswerEdits = { base: {}, value: {} };
  const changed = changedFields(base, current);
  const add = (field: AnswerField, from: unknown, to: unknown) => {
    edits = { base: withAnswer(edits.base, field, from), value: withAnswer(edits.value, field, to) };
  };
  for (const field of changed) add(field, answerAt(base, field), answerAt(current, field));
  if (earlier)
    for (const field of changedFields(earlier.base, earlier.value)) {
      if (changed.some((other) => overlaps(other, field))) continue;
      if (sameAnswer(answerAt(base, field), answerAt(earlier.value, field))) continue;
      add(field, answerAt(earlier.base, field), answerAt(earlier.value, field));
    }
  return Object.keys(edits.value).length > 0 || Object.keys(edits.base).length > 0 ? edits : null;
}

/** Whether two units touch the same answer: the same unit, or a field and a part of it. */
const overlaps = (a: AnswerField, b: AnswerField) =>
  a.section === b.section &&
  a.key === b.key &&
  (a.item === undefined || b.item === undefined || a.item === b.item);
