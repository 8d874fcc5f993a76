// B2's, B10's and the load scenario's draft: the office questionnaire's complete sample answers (162), grown to 200
// answers for B2 and the load scenario; B10 asks for 150 and gets the sample as it is.
import { register } from 'tsx/esm/api';

// The domain package is TypeScript source: its definitions give the questionnaire and its sample answers.
register();
const { questionnaires } = await import('@cert/domain');
const { API_BASE } = await import('@cert/domain/contracts');
const { sampleAnswers } = await import('@cert/domain/testing');

export const KIND = 'procurement-office';
/** The route prefix of the questionnaire's drafts, e.g. /api/certifications/procurement-office. */
export const apiBase = `${API_BASE}${questionnaires[KIND].apiBase}`;

/** The largest questionnaire's complete answers, with assessment rows added while fewer than `target`. */
export function draftAnswers(target = 200) {
  const { definition } = questionnaires[KIND];
  const answers = sampleAnswers(definition);
  const count = (value) =>
    value && typeof value === 'object'
      ? Object.values(value).reduce((sum, entry) => sum + count(entry), 0)
      : 1;
  const lists = definition.steps.flatMap((step) =>
    step.fields.filter((field) => field.kind === 'assessmentList').map((field) => [step.section, field]),
  );
  for (let row = 0; count(answers) < target && lists.length > 0; row++) {
    const [section, field] = lists[row % lists.length];
    const rows = answers[section][field.key];
    rows.splice(rows.length - 1, 0, {
      item: `Werkzeug ${row}`,
      assessment: field.scale.steps[row % field.scale.steps.length].value,
    });
  }
  return { answers, count: count(answers), bytes: JSON.stringify(answers).length };
}
