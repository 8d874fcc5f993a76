import {
  answerOf,
  fieldIssues,
  type AnswerIssue,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  type Step,
} from '@cert/domain';
import { useCallback, useState } from 'react';
import { isTextKind, setAnswer } from './answer-state';

const NO_ISSUES: readonly AnswerIssue[] = [];
const pathOf = (step: Step, field: Field) => `${step.section}.${field.key}`;

/**
 * The answers of a form built on the engine as its fields change them, and when a field shows its problems
 * (docs/questionnaire-rules.md §5): a choice or a rating once it changed, a text once it was left (checked then, not
 * on every key press), every field after a blocked submit. `current` reads the answers as they are now.
 */
export function useFieldChecks(
  definition: QuestionnaireDefinition,
  current: () => QuestionnaireAnswers,
  setAnswers: (update: (previous: QuestionnaireAnswers) => QuestionnaireAnswers) => void,
) {
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [textIssues, setTextIssues] = useState<Record<string, AnswerIssue[]>>({});
  const [forced, setForced] = useState(false);

  const checkText = useCallback(
    (step: Step, field: Field) =>
      fieldIssues(field, answerOf(current(), step, field), definition.textRequiredMessage),
    [current, definition],
  );

  /** An answer changed: set it; a non-text field shows its problems from now on. */
  const changed = useCallback(
    (step: Step, field: Field, value: unknown) => {
      setAnswers((previous) => setAnswer(previous, step.section, field.key, value));
      if (isTextKind(field)) return;
      const path = pathOf(step, field);
      setTouched((previous) => (previous[path] ? previous : { ...previous, [path]: true }));
    },
    [setAnswers],
  );

  /** A field was left: it shows its problems from now on, a text as of now. */
  const left = useCallback(
    (step: Step, field: Field) => {
      const path = pathOf(step, field);
      setTouched((previous) => (previous[path] ? previous : { ...previous, [path]: true }));
      if (isTextKind(field)) setTextIssues((previous) => ({ ...previous, [path]: checkText(step, field) }));
    },
    [checkText],
  );

  /** A submit was blocked: every field shows its problems, every text checked as of now. */
  const force = useCallback(() => {
    const checked: Record<string, AnswerIssue[]> = {};
    for (const step of definition.steps) {
      for (const field of step.fields) {
        if (isTextKind(field)) checked[pathOf(step, field)] = checkText(step, field);
      }
    }
    setTextIssues(checked);
    setForced(true);
  }, [definition, checkText]);

  /** What FieldInput needs to show a field's problems (stable while they do not change: it is memoised). */
  const shown = (step: Step, field: Field) => {
    const path = pathOf(step, field);
    return { textIssues: textIssues[path] ?? NO_ISSUES, touched: touched[path] === true, forced };
  };

  return { forced, changed, left, force, shown };
}
