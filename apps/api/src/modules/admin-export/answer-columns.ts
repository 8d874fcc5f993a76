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

/** The words of a scale's steps by value, computed once per column (the rows repeat them thousands of times). */
const scaleLabels = (scale: Scale) =>
  new Map<unknown, string>(sliderSteps(scale).map((step) => [step.value, displayStepLabel(step.label)]));

const optionLabels = (options: readonly { value: string; label: string }[]) =>
  new Map<unknown, string>(options.map((option) => [option.value, option.label]));

/** How a field with one value is put in words (the labels the form showed); null when not answered. */
function singleValue(field: Field): (value: unknown) => string | null {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
      return (value) => (typeof value === 'string' && value !== '' ? value : null);
    case 'choice': {
      const labels = optionLabels(field.options);
      return (value) => labels.get(value) ?? null;
    }
    case 'yesNo': {
      const labels = optionLabels(yesNoOptions);
      return (value) => labels.get(value) ?? null;
    }
    case 'rating': {
      const labels = scaleLabels(field.scale);
      return (value) => labels.get(value) ?? null;
    }
    case 'assessmentList': {
      const labels = scaleLabels(field.scale);
      return (value) => {
        const rows = filledRows(value);
        if (rows.length === 0) return null;
        return rows.map((row) => `${row.item ?? ''}: ${labels.get(row.assessment) ?? '–'}`).join('; ');
      };
    }
    case 'matrix':
    case 'checklist':
      // One column per statement or item (answerColumns).
      return () => null;
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
        case 'matrix': {
          const labels = scaleLabels(field.scale);
          return field.statements.map((statement) => ({
            header: `${field.label} – ${statement.label}`,
            value: (answers) => {
              const entries = valueOf(answers);
              return isRecord(entries) ? (labels.get(entries[statement.key]) ?? null) : null;
            },
          }));
        }
        case 'checklist':
          return field.items.map((item) => ({
            header: `${field.label} – ${item.label}`,
            value: (answers) => {
              const entries = valueOf(answers);
              if (!isRecord(entries)) return null;
              return entries[item.key] === 1 ? 'ja' : 'nein';
            },
          }));
        default: {
          const words = singleValue(field);
          return [{ header: field.label, value: (answers) => words(valueOf(answers)) }];
        }
      }
    }),
  );
}
