import {
  answerWords,
  scaleWords,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
} from '@cert/domain';

/** One column of the answers: its header from the definition's German wording and the cell of a set of answers. */
type AnswerColumn = { header: string; value: (answers: QuestionnaireAnswers) => string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field of one column: its answer in the domain's words (as on the review page and in the PDF), on one line;
 * empty when the answers hold nothing for it (not answered, or hidden by its condition).
 */
function cellOf(field: Field, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const words = answerWords(field, value);
  if (words === undefined) return null;
  if ('text' in words) return words.text;
  if ('items' in words) return words.items.join('; ');
  return words.rows.map((row) => `${row.label ?? ''}: ${row.rating ?? '–'}`).join('; ');
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
              return isRecord(entries) ? (scaleWords(field.scale, entries[statement.key]) ?? null) : null;
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
          return [{ header: field.label, value: (answers) => cellOf(field, valueOf(answers)) }];
      }
    }),
  );
}
