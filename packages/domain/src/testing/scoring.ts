import type { Field, QuestionnaireAnswers, QuestionnaireDefinition } from '../questionnaires/definition';
import { sampleAnswers } from './sample-answers';

/**
 * Test answers at the extremes of the scoring model: every scored field at its best ('max') or worst ('min')
 * answer, built on a complete sample so the answers pass the submit schema. Tests only.
 */
export function extremeAnswers(
  definition: QuestionnaireDefinition,
  end: 'max' | 'min',
): QuestionnaireAnswers {
  const answers = sampleAnswers(definition);
  for (const step of definition.steps) {
    const section = answers[step.section] ?? {};
    for (const field of step.fields) {
      const value = extremeValue(field, end);
      if (value !== undefined) section[field.key] = value;
    }
    answers[step.section] = section;
  }
  return answers;
}

function extremeValue(field: Field, end: 'max' | 'min'): unknown {
  const best = end === 'max';
  switch (field.kind) {
    case 'matrix': {
      const values = field.scale.steps.map((step) => step.value);
      const high = Math.max(...values);
      const lowest = Math.min(...values);
      return Object.fromEntries(
        field.statements.map((statement) => [
          statement.key,
          best !== (statement.reversed === true) ? high : lowest,
        ]),
      );
    }
    case 'checklist':
      // Unticked below a minimum would not submit; `min` keeps the required ticks.
      return Object.fromEntries(
        field.items.map((item, index) => [item.key, best || index < (field.minChecked ?? 0) ? 1 : 0]),
      );
    case 'choice': {
      if (!field.options.some((option) => option.points !== undefined)) return undefined;
      const sorted = [...field.options].sort((a, b) => (a.points ?? 0) - (b.points ?? 0));
      return (best ? sorted[sorted.length - 1] : sorted[0])?.value;
    }
    case 'yesNo': {
      if (!field.points) return undefined;
      const yesBetter = field.points.YES >= field.points.NO;
      return yesBetter === best ? 'YES' : 'NO';
    }
    case 'rating': {
      if (!field.scored) return undefined;
      const values = field.scale.steps.map((step) => step.value);
      return best ? Math.max(...values) : Math.min(...values);
    }
    default:
      return undefined;
  }
}

/** A deep copy of answers with the given section fields replaced. */
export function withAnswers(
  answers: QuestionnaireAnswers,
  changes: Record<string, Record<string, unknown>>,
): QuestionnaireAnswers {
  const copy = structuredClone(answers);
  for (const [section, fields] of Object.entries(changes)) copy[section] = { ...copy[section], ...fields };
  return copy;
}
