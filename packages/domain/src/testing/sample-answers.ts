import type {
  Field,
  QuestionnaireAnswers,
  QuestionnaireDefinition,
  TextField,
} from '../questionnaires/definition';
import { conditionTarget } from '../questionnaires/answers';
import { UNKNOWN_VALUE } from '../questionnaires/scales';

/**
 * A complete answer set that passes the submit schema, derived from the definition: every field answered,
 * every condition made to hold (so conditional fields are answered too). `variant` picks different options,
 * so tests cover more than the first option. Used by tests, benchmarks and seed data — never by the product.
 */
export function sampleAnswers(definition: QuestionnaireDefinition, variant = 0): QuestionnaireAnswers {
  const answers: QuestionnaireAnswers = {};
  for (const step of definition.steps) {
    const section: Record<string, unknown> = {};
    for (const field of step.fields) section[field.key] = sampleValue(field, variant);
    answers[step.section] = section;
  }
  // Make every condition hold, so that the fields behind them are visible and answered.
  for (const step of definition.steps) {
    for (const field of step.fields) {
      const condition = field.visibleWhen;
      if (!condition) continue;
      const located = conditionTarget(definition, condition);
      if (!located) throw new Error(`visibleWhen names an unknown field ${condition.field}`);
      const { step: dependsOn, field: target, entry } = located;
      const wanted = 'equals' in condition ? condition.equals : greaterStep(target, condition.greaterThan);
      const section = answers[dependsOn.section] ?? {};
      if (entry === undefined) section[target.key] = wanted;
      else section[target.key] = { ...(section[target.key] as Record<string, unknown>), [entry]: wanted };
      answers[dependsOn.section] = section;
    }
  }
  return answers;
}

/** The text, repeated until it has the field's minimum length. */
function atLeast(field: TextField, text: string): string {
  const times = Math.ceil((field.minLength ?? 0) / text.length);
  return times > 1 ? Array.from({ length: times }, () => text).join(' ') : text;
}

function pick<T>(items: readonly T[], variant: number): T {
  return items[variant % items.length] as T;
}

function sampleValue(field: Field, variant: number): unknown {
  switch (field.kind) {
    case 'text':
      return atLeast(field, `${field.label.slice(0, 40)} ${variant}`);
    case 'longText':
      return atLeast(field, `Antwort zu „${field.label.slice(0, 60)}“.\nZweite Zeile.`);
    case 'email':
      return `person${variant}@beispiel.de`;
    case 'url':
      return `https://beispiel.de/${variant}`;
    case 'boolean':
      return variant % 2 === 0;
    case 'choice':
      return pick(field.options, variant).value;
    case 'yesNo':
      return pick(['YES', 'NO'], variant);
    case 'rating':
      return pick(field.scale.steps, variant).value;
    case 'matrix':
      return Object.fromEntries(
        field.statements.map((statement, index) => [
          statement.key,
          // Now and then 'Keine Angabe möglich', where the scale has it.
          field.scale.unknown && index % 5 === 4
            ? UNKNOWN_VALUE
            : pick(field.scale.steps, variant + index).value,
        ]),
      );
    case 'checklist':
      return Object.fromEntries(
        field.items.map((item, index) => [
          item.key,
          index < (field.minChecked ?? 0) || (index + variant) % 2 === 0 ? 1 : 0,
        ]),
      );
    case 'assessmentList':
      return [
        { item: 'Eigenes Werkzeug', assessment: pick(field.scale.steps, variant).value },
        { item: '', assessment: null },
      ];
  }
}

/** A value of the named field greater than `threshold` (for `greaterThan` conditions on ratings). */
function greaterStep(field: Field, threshold: number) {
  if (field.kind !== 'rating')
    throw new Error(`greaterThan condition on ${field.key}, which is not a rating`);
  const step = field.scale.steps.find((candidate) => candidate.value > threshold);
  if (!step) throw new Error(`no step of ${field.key} is greater than ${threshold}`);
  return step.value;
}
