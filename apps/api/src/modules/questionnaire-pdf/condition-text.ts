import {
  conditionTarget,
  displayStepLabel,
  yesNoOptions,
  type Condition,
  type QuestionnaireDefinition,
} from '@cert/domain';

/**
 * A field's condition (visibleWhen) in German words for the printed form, naming the question and the answer
 * it depends on: "Nur zu beantworten, wenn „Frage“ mit „Antwort“ beantwortet wurde."
 */
export function conditionText(definition: QuestionnaireDefinition, condition: Condition): string {
  const located = conditionTarget(definition, condition);
  if (!located) throw new Error(`visibleWhen names an unknown field ${condition.field}`);
  const { field: target, entry } = located;
  const question = `„${target.label}“`;
  if ('greaterThan' in condition) {
    const step =
      target.kind === 'rating'
        ? target.scale.steps.find((candidate) => candidate.value === condition.greaterThan)
        : undefined;
    return step
      ? `Nur zu beantworten, wenn bei ${question} eine höhere Stufe als „${displayStepLabel(step.label)}“ gewählt wurde.`
      : `Nur zu beantworten, wenn bei ${question} ein Wert über ${condition.greaterThan} gewählt wurde.`;
  }
  if (target.kind === 'checklist' && entry !== undefined) {
    const item = target.items.find((candidate) => candidate.key === entry)?.label ?? entry;
    return condition.equals === 1
      ? `Nur zu beantworten, wenn bei ${question} „${item}“ angekreuzt wurde.`
      : `Nur zu beantworten, wenn bei ${question} „${item}“ nicht angekreuzt wurde.`;
  }
  const options = target.kind === 'choice' ? target.options : target.kind === 'yesNo' ? yesNoOptions : [];
  const answer =
    options.find((option) => option.value === condition.equals)?.label ?? String(condition.equals);
  return `Nur zu beantworten, wenn ${question} mit „${answer}“ beantwortet wurde.`;
}
