import {
  sameAnswer,
  UNANSWERED_VALUE,
  type AnswerIssue,
  type AssessmentRow,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  type Step,
  type TextField,
} from '@cert/domain';

/**
 * The web side of the questionnaire engine, shared by every form built on it (questionnaires and case studies):
 * input ids, the error summary's entries, and answers set and compared (docs/questionnaires.md).
 */

/** Text is checked when it is left, other kinds as they change (docs/questionnaire-rules.md §5). */
export const isTextKind = (field: Field): field is TextField =>
  field.kind === 'text' || field.kind === 'longText' || field.kind === 'email' || field.kind === 'url';

/** The id of a field's input, or of a part of it (a statement, an option, a list row). */
export function fieldId(section: string, key: string, ...parts: (string | number)[]): string {
  return ['frage', section, key, ...parts].join('-');
}

/** Where the error summary's link of an issue leads: the input that needs an answer. */
export function issueAnchor(
  step: Pick<Step, 'section'>,
  field: Field,
  path: readonly (string | number)[],
): string {
  const id = (...parts: (string | number)[]) => fieldId(step.section, field.key, ...parts);
  switch (field.kind) {
    case 'choice':
      return usesSelect(field) ? id() : id(field.options[0]?.value ?? '');
    case 'yesNo':
      return id('YES');
    case 'boolean':
      return id('yes');
    case 'matrix':
      return id(path[0] ?? field.statements[0]?.key ?? '');
    case 'checklist':
      return id(field.items[0]?.key ?? '');
    case 'assessmentList':
      return path.length >= 2 ? id(path[0] as number, path[1] as string) : id(0, 'item');
    default:
      return id();
  }
}

/** Long option lists read better as a select; short ones stay radio buttons (one click, all visible). */
export function usesSelect(field: Field & { kind: 'choice' }): boolean {
  return field.options.length > 8;
}

export type SummaryEntry = { step: Step; field: Field; anchor: string; message: string };

/** One entry per field with issues (the first one), in the order of the steps: the error summary's links. */
export function summaryEntries(
  definition: QuestionnaireDefinition,
  issues: readonly AnswerIssue[],
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const [section, key, ...rest] = issue.path;
    const name = `${String(section)}.${String(key)}`;
    if (seen.has(name)) continue;
    const step = definition.steps.find((candidate) => candidate.section === section);
    const field = step?.fields.find((candidate) => candidate.key === key);
    if (!step || !field) continue;
    seen.add(name);
    entries.push({ step, field, anchor: issueAnchor(step, field, rest), message: issue.message });
  }
  return entries;
}

export function setAnswer(
  answers: QuestionnaireAnswers,
  section: string,
  key: string,
  value: unknown,
): QuestionnaireAnswers {
  return { ...answers, [section]: { ...answers[section], [key]: value } };
}

/** Whether two answer sets say the same, optionally leaving out one answer. */
export function sameAnswers(
  a: QuestionnaireAnswers,
  b: QuestionnaireAnswers,
  ignore?: { section: string; key: string },
): boolean {
  const without = (answers: QuestionnaireAnswers) =>
    ignore ? setAnswer(answers, ignore.section, ignore.key, undefined) : answers;
  return sameAnswer(without(a), without(b));
}

const isEmptyRow = (row: AssessmentRow | undefined) =>
  !row ||
  ((row.item ?? '').trim() === '' &&
    (row.assessment === null || row.assessment === undefined || row.assessment === UNANSWERED_VALUE));

/**
 * The rows of an assessment list as the form shows them (docs/questionnaire-rules.md §4): one row to start the next
 * entry in at the end. Naming the last row appends a new empty one; rating a row not named yet does not (it is still
 * the row being entered); trailing empty rows are dropped.
 */
export function withTrailingEmptyRow(rows: readonly AssessmentRow[] | undefined): AssessmentRow[] {
  const result = [...(rows ?? [])];
  while (result.length > 0 && isEmptyRow(result[result.length - 1])) result.pop();
  const last = result[result.length - 1];
  if (!last || (last.item ?? '').trim() !== '') result.push({ item: '', assessment: null });
  return result;
}
