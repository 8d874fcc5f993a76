// The evaluation-like document's content, stack-neutral: built once from the domain (sample answers of the
// procurement-office questionnaire, its real evaluation), then laid out by both prototypes (pdf-lib and pdfkit).
import {
  answerWords,
  evaluationLabels,
  formatDateTime,
  formatPointsWithShare,
  formatShare,
  isVisible,
  questionnaires,
} from '../../packages/domain/src/index.ts';
import { evaluationInput } from './ours.ts';

export type EvaluationLike = {
  title: string;
  subtitle: string;
  heading: string;
  fields: Array<[string, string]>;
  result: { text: string; passed: boolean };
  paragraphs: string[];
  nextStep: string;
  sections: { columns: string[]; rows: string[][] };
  answers: Array<{ title: string; pairs: Array<{ q: string; a: string }> }>;
  footer: string;
};

export function evaluationLike(input = evaluationInput()): EvaluationLike {
  const { kind, evaluation, answers } = input;
  const questionnaire = questionnaires[kind];
  const name = `Auswertung ${questionnaire.shortName}`;
  const reached = (passed: boolean) => (passed ? 'erreicht' : 'nicht erreicht');
  const steps = questionnaire.definition.steps.map((step) => {
    const pairs: Array<{ q: string; a: string }> = [];
    for (const field of step.fields) {
      if (!isVisible(questionnaire.definition, answers, field)) continue;
      const words = answerWords(field, answers[step.section]?.[field.key]);
      if (!words) continue;
      if ('text' in words) pairs.push({ q: field.label, a: words.text });
      else if ('items' in words)
        pairs.push({ q: field.label, a: words.items.map((item: string) => `• ${item}`).join('\n') });
      else
        for (const row of words.rows)
          pairs.push({ q: `${field.label} – ${row.label ?? ''}`, a: row.rating ?? '–' });
    }
    return { title: step.title, pairs };
  });
  const { total } = evaluation;
  return {
    title: `${name}: ${evaluation.certificatedParty}`,
    subtitle: questionnaire.title,
    heading: name,
    fields: [
      [evaluationLabels.party(evaluation.passed), evaluation.certificatedParty],
      [evaluationLabels.submittedAt, formatDateTime(evaluation.submittedAt)],
      ['Ergebnis festgestellt am', formatDateTime(evaluation.stateUpdatedAt)],
    ],
    result: {
      text: `Ergebnis: ${evaluation.passed ? 'bestanden' : 'nicht bestanden'}`,
      passed: evaluation.passed,
    },
    paragraphs: [
      `${evaluationLabels.total}: ${formatPointsWithShare(total)}, erforderlich ${formatShare(total.threshold)} ` +
        `und in jedem ${evaluationLabels.section} seine ${evaluationLabels.threshold}.`,
      `Bewertungsmodell: Version ${evaluation.scoringVersion}`,
    ],
    nextStep: evaluation.nextStep,
    sections: {
      columns: [evaluationLabels.section, evaluationLabels.reached, evaluationLabels.threshold],
      rows: [
        ...evaluation.evaluatedItems.map((item) => [
          item.title,
          formatPointsWithShare(item),
          `${formatShare(item.threshold)} – ${reached(item.passed)}`,
        ]),
        [
          evaluationLabels.total,
          formatPointsWithShare(total),
          `${formatShare(total.threshold)} – ${reached(total.passed)}`,
        ],
      ],
    },
    answers: steps,
    footer: `${name} · ${evaluation.certificatedParty}`,
  };
}

/** The same document's metadata for both stacks. */
export const AUTHOR = 'Zertifizierungsplattform innovative öffentliche Beschaffung';
