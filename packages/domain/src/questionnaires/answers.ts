import { z } from 'zod';
import { messages } from '../messages';
import {
  maxLengthOf,
  type AssessmentRow,
  type Condition,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  type Step,
  type TextField,
} from './definition';
import { withWebScheme } from '../text';
import { answerValues, UNANSWERED_VALUE, type Scale } from './scales';

/** A problem with one answer: where (section, field, then key or row index and part) and the German message. */
export type AnswerIssue = { path: (string | number)[]; message: string };

type Located = { step: Step; field: Field };

/** Every field by its path `section.field`. */
export function fieldIndex(definition: QuestionnaireDefinition): Map<string, Located> {
  const index = new Map<string, Located>();
  for (const step of definition.steps) {
    for (const field of step.fields) index.set(`${step.section}.${field.key}`, { step, field });
  }
  return index;
}

const indexes = new WeakMap<QuestionnaireDefinition, Map<string, Located>>();
function indexOf(definition: QuestionnaireDefinition) {
  let index = indexes.get(definition);
  if (!index) {
    index = fieldIndex(definition);
    indexes.set(definition, index);
  }
  return index;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(answers: QuestionnaireAnswers, path: string): unknown {
  let current: unknown = answers;
  for (const part of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[part];
  }
  return current;
}

/** What a condition points to: its step and field, and the entry (a checklist item) when the path names one. */
type ConditionTarget = Located & { entry: string | undefined };

/**
 * The field a condition names by its path `section.field` or `section.field.entry`: the one place that reads the
 * path (undefined when it names no field; the definition tests keep every path valid).
 */
export function conditionTarget(
  definition: QuestionnaireDefinition,
  condition: Condition,
): ConditionTarget | undefined {
  const [section, key, entry] = condition.field.split('.');
  const located = indexOf(definition).get(`${section}.${key}`);
  return located && { ...located, entry };
}

function holds(
  definition: QuestionnaireDefinition,
  answers: QuestionnaireAnswers,
  condition: Condition,
): boolean {
  const target = conditionTarget(definition, condition);
  if (!target || !isVisible(definition, answers, target.field)) return false;
  const value = valueAt(answers, condition.field);
  if ('equals' in condition) return value === condition.equals;
  return typeof value === 'number' && value > condition.greaterThan;
}

/** Whether a field applies to these answers (its condition holds, transitively). */
export function isVisible(
  definition: QuestionnaireDefinition,
  answers: QuestionnaireAnswers,
  field: Field,
): boolean {
  return field.visibleWhen === undefined || holds(definition, answers, field.visibleWhen);
}

export function answerOf(answers: QuestionnaireAnswers, step: Step, field: Field): unknown {
  return answers[step.section]?.[field.key];
}

const isRated = (scale: Scale, value: unknown) =>
  typeof value === 'number' && answerValues(scale).includes(value);

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** An e-mail address as the sign-in form accepts it: one '@', a dot in the domain, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const webAddress = z.url({ protocol: /^https?$/ });

/** The engine's own words for a text that is too short, too long or not a web address (beyond the spec's messages). */
export const answerMessages = {
  /** A key that is neither a section or field of the questionnaire nor a key of the call. */
  unknownField: 'Dieses Feld gibt es in diesem Fragebogen nicht.',
  tooShort: (min: number) => `Bitte schreiben Sie mindestens ${min} Zeichen.`,
  tooLong: (max: number) => `Bitte schreiben Sie höchstens ${max} Zeichen.`,
  invalidUrl: 'Bitte geben Sie eine gültige Internetadresse ein, zum Beispiel www.beispiel.de.',
  /** A row of an assessment list rated but not named: said on its name field. */
  rowNameMissing: (itemLabel: string) =>
    `Bitte tragen Sie „${itemLabel}“ ein: Dieser Eintrag ist bewertet, hat aber noch keine Bezeichnung.`,
  /** A row named but not rated: said on its rating. */
  rowRatingMissing: (assessmentLabel: string, item: string) =>
    `Bitte wählen Sie „${assessmentLabel}“ für „${item}“.`,
} as const;

/** A text's length as its limits count it: without the spaces and lines around it. */
const countedLength = (text: string): number => text.trim().length;

/**
 * How far a text with a minimum length has come, in words under its field while it is written (the submit's check
 * says the rest).
 */
export function lengthProgress(text: string, minLength: number): string {
  const length = countedLength(text);
  return length < minLength
    ? `Bisher ${length} Zeichen, noch ${minLength - length} bis zum Mindestumfang von ${minLength}.`
    : `${length} Zeichen: Mindestumfang von ${minLength} erreicht.`;
}

/** A text answer's one problem: empty, too short or too long (trimmed), or not of its kind's form. */
function textIssues(field: TextField, value: unknown, textRequired: string): AnswerIssue[] {
  const issue = (message: string): AnswerIssue[] => [{ path: [], message }];
  if (!hasText(value)) return field.optional === true ? [] : issue(textRequired);
  const text = (value as string).trim();
  const max = maxLengthOf(field);
  if (field.minLength !== undefined && countedLength(text) < field.minLength) {
    return issue(answerMessages.tooShort(field.minLength));
  }
  if (text.length > max) return issue(answerMessages.tooLong(max));
  if (field.kind === 'email' && !emailPattern.test(text)) return issue(messages.invalidEmail);
  if (field.kind === 'url' && !webAddress.safeParse(withWebScheme(text)).success)
    return issue(answerMessages.invalidUrl);
  return [];
}

/** Rows that carry anything: an empty row (the form's trailing one) is not an answer. */
export function filledRows(value: unknown): AssessmentRow[] {
  if (!Array.isArray(value)) return [];
  return (value as AssessmentRow[]).filter(
    (row) =>
      hasText(row?.item) || (typeof row?.assessment === 'number' && row.assessment !== UNANSWERED_VALUE),
  );
}

/**
 * What keeps one visible field from being complete, as issues relative to the field
 * (an empty path means the field itself). `textRequired` is the definition's message for an empty text.
 */
export function fieldIssues(
  field: Field,
  value: unknown,
  textRequired: string = messages.selectRequired,
): AnswerIssue[] {
  const required = field.optional !== true;
  const missing: AnswerIssue[] = [{ path: [], message: messages.selectRequired }];
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'url':
      return textIssues(field, value, textRequired);
    case 'boolean':
      return required && typeof value !== 'boolean' ? missing : [];
    case 'choice':
      return required && !field.options.some((option) => option.value === value) ? missing : [];
    case 'yesNo':
      return required && value !== 'YES' && value !== 'NO' ? missing : [];
    case 'rating':
      return required && !isRated(field.scale, value) ? missing : [];
    case 'matrix': {
      if (!required) return [];
      const entries = isRecord(value) ? value : {};
      return field.statements
        .filter((statement) => !isRated(field.scale, entries[statement.key]))
        .map((statement) => ({ path: [statement.key], message: messages.selectRequired }));
    }
    case 'checklist': {
      const entries = isRecord(value) ? value : {};
      const checked = field.items.filter((item) => entries[item.key] === 1).length;
      return required && checked < (field.minChecked ?? 0) ? missing : [];
    }
    case 'assessmentList': {
      const issues: AnswerIssue[] = [];
      if (!Array.isArray(value)) return issues;
      (value as AssessmentRow[]).forEach((row, index) => {
        const named = hasText(row?.item);
        const rated = isRated(field.scale, row?.assessment);
        if (named && !rated)
          issues.push({
            path: [index, 'assessment'],
            message: answerMessages.rowRatingMissing(field.assessmentLabel, String(row.item).trim()),
          });
        if (!named && rated)
          issues.push({ path: [index, 'item'], message: answerMessages.rowNameMissing(field.itemLabel) });
        // An assessment of "unanswered" alone is an empty row.
      });
      return issues;
    }
  }
}

/** Every issue that blocks a submit, in the order of the steps. */
export function submitIssues(
  definition: QuestionnaireDefinition,
  answers: QuestionnaireAnswers,
): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (!isVisible(definition, answers, field)) continue;
      for (const issue of fieldIssues(
        field,
        answerOf(answers, step, field),
        definition.textRequiredMessage,
      )) {
        issues.push({ path: [step.section, field.key, ...issue.path], message: issue.message });
      }
    }
  }
  return issues;
}

/**
 * How many answers a field asks for, as a respondent counts them: each statement of a matrix is a slider of its own,
 * every other field one answer (docs/questionnaire-rules.md §2).
 */
function answersAskedBy(field: Field): number {
  return field.kind === 'matrix' ? field.statements.length : 1;
}

/** How many of those answers are still open: the matrix's statements without a rating, one for any other field. */
function openAnswersOf(field: Field, value: unknown): number {
  const issues = fieldIssues(field, value);
  if (issues.length === 0) return 0;
  if (field.kind !== 'matrix') return 1;
  return new Set(issues.map((issue) => issue.path[0])).size;
}

/** Whether a field can be left empty: optional fields, assessment lists and checklists without a minimum. */
export function mayStayEmpty(field: Field): boolean {
  return (
    field.optional === true ||
    field.kind === 'assessmentList' ||
    (field.kind === 'checklist' && (field.minChecked ?? 0) === 0)
  );
}

/**
 * How complete a questionnaire is, the one count behind the progress header, each step's open answers, the review
 * page and the submit (docs/questionnaire-rules.md §2): over the visible fields, each matrix statement one answer.
 * A required field asks for its answers; an optional one asks for nothing, but an answer in it that cannot be
 * submitted as it is (a row named but not rated, an address cut short) is open until it is put right. `open` is 0
 * exactly when `submitIssues` finds nothing.
 */
export function completeness(definition: QuestionnaireDefinition, answers: QuestionnaireAnswers) {
  let total = 0;
  let open = 0;
  const openBySection: Record<string, number> = {};
  for (const step of definition.steps) {
    let openInStep = 0;
    for (const field of step.fields) {
      if (!isVisible(definition, answers, field)) continue;
      const openInField = openAnswersOf(field, answerOf(answers, step, field));
      total += mayStayEmpty(field) ? openInField : answersAskedBy(field);
      openInStep += openInField;
    }
    openBySection[step.section] = (openBySection[step.section] ?? 0) + openInStep;
    open += openInStep;
  }
  return { total, complete: total - open, open, openBySection };
}

/**
 * The answers as a submission stores them: only visible fields, text trimmed, checklists that were answered with
 * every key (unset → 0) and checklists never answered left out (the screen starts every checklist unticked, so only
 * a client that never asked it sends none; nothing is recommended from it, docs/questionnaire-rules.md §7),
 * assessment lists without empty rows. Call only on answers without submit issues.
 */
export function normalizeSubmission(
  definition: QuestionnaireDefinition,
  answers: QuestionnaireAnswers,
): QuestionnaireAnswers {
  const result: QuestionnaireAnswers = {};
  for (const step of definition.steps) {
    const section: Record<string, unknown> = {};
    for (const field of step.fields) {
      if (!isVisible(definition, answers, field)) continue;
      const value = answerOf(answers, step, field);
      if (field.kind === 'checklist') {
        if (!isRecord(value)) continue;
        section[field.key] = Object.fromEntries(
          field.items.map((item) => [item.key, value[item.key] === 1 ? 1 : 0]),
        );
      } else if (field.kind === 'assessmentList') {
        section[field.key] = filledRows(value).map((row) => ({
          item: (row.item ?? '').trim(),
          assessment: row.assessment,
        }));
      } else if (typeof value === 'string') {
        // "www.beispiel.de" is stored as the address it means (docs/questionnaire-rules.md §5).
        const text = field.kind === 'url' ? withWebScheme(value) : value.trim();
        if (text !== '') section[field.key] = text;
      } else if (value !== undefined && value !== null && value !== UNANSWERED_VALUE) {
        section[field.key] = value;
      }
    }
    result[step.section] = section;
  }
  return result;
}

/**
 * The answers a new form starts with: scale defaults (spec: the four-step agreement starts at 2), and every
 * checklist shown unticked, so that one left so is answered ("none of these"), unlike one a client never asked.
 */
export function initialAnswers(definition: QuestionnaireDefinition): QuestionnaireAnswers {
  const result: QuestionnaireAnswers = {};
  for (const step of definition.steps) {
    const section: Record<string, unknown> = {};
    for (const field of step.fields) {
      if (field.kind === 'checklist') {
        section[field.key] = Object.fromEntries(field.items.map((item) => [item.key, 0]));
      } else if (field.kind === 'rating' && field.scale.defaultValue !== undefined) {
        section[field.key] = field.scale.defaultValue;
      } else if (field.kind === 'matrix' && field.scale.defaultValue !== undefined) {
        const value = field.scale.defaultValue;
        section[field.key] = Object.fromEntries(field.statements.map((statement) => [statement.key, value]));
      }
    }
    result[step.section] = section;
  }
  return result;
}
