import {
  displayStepLabel,
  filledRows,
  sliderSteps,
  yesNoOptions,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  type Scale,
} from '@cert/domain';

/** One column of the answers: its header from the definition's German wording and the cell of a set of answers. */
export type AnswerColumn = { header: string; value: (answers: QuestionnaireAnswers) => string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const scaleLabel = (scale: Scale, value: unknown) => {
  const step = sliderSteps(scale).find((candidate) => candidate.value === value);
  return step ? displayStepLabel(step.label) : null;
};

const optionLabel = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === value)?.label ?? null;

/** A single value in German words (the labels the form showed); null when not answered. */
function singleValue(field: Field, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
      return String(value);
    case 'choice':
      return optionLabel(field.options, value);
    case 'yesNo':
      return optionLabel(yesNoOptions, value);
    case 'rating':
      return scaleLabel(field.scale, value);
    case 'assessmentList': {
      const rows = filledRows(value);
      return rows.length === 0
        ? null
        : rows
            .map((row) => `${row.item ?? ''}: ${scaleLabel(field.scale, row.assessment) ?? '–'}`)
            .join('; ');
    }
    case 'matrix':
    case 'checklist':
      // One column per statement or item (answerColumns).
      return null;
  }
}

/**
 * The answer columns of a questionnaire, in the order of its steps and fields: one per field; a matrix one per
 * statement and a checklist one per item, headed "Frage – Aussage". Derived from the definition, so a changed
 * question changes its column.
 */
export function answerColumns(definition: QuestionnaireDefinition): AnswerColumn[] {
  return definition.steps.flatMap((step) =>
    step.fields.flatMap((field): AnswerColumn[] => {
      const valueOf = (answers: QuestionnaireAnswers) => answers[step.section]?.[field.key];
      switch (field.kind) {
        case 'matrix':
          return field.statements.map((statement) => ({
            header: `${field.label} – ${statement.label}`,
            value: (answers) => {
              const entries = valueOf(answers);
              return isRecord(entries) ? scaleLabel(field.scale, entries[statement.key]) : null;
            },
          }));
        case 'checklist':
          return field.items.map((item) => ({
            header: `${field.label} – ${item.label}`,
            value: (answers) => {
              const entries = valueOf(answers);
              if (!isRecord(entries)) return null;
              return entries[item.key] === 1 ? 'ja' : 'nein';
            },
          }));
        default:
          return [{ header: field.label, value: (answers) => singleValue(field, valueOf(answers)) }];
      }
    }),
  );
}
