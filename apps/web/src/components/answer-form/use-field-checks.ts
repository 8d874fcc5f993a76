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
 * (docs/product.md §5, docs/questionnaire-rules.md §5): a choice or a rating once it changed, a text once it was
 * changed and left (checked then, not on every key press; leaving it unchanged says nothing), every field after a
 * blocked submit. `current` reads the answers as they are now.
 */
export function useFieldChecks(
  definition: QuestionnaireDefinition,
  current: () => QuestionnaireAnswers,
  setAnswers: (update: (previous: QuestionnaireAnswers) => QuestionnaireAnswers) => void,
) {
  const [touched, setTouched] = useState<Record<string, true>>({});
  // Texts changed since the form opened: only these are checked when they are left.
  const [edited, setEdited] = useState<Record<string, true>>({});
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
      const path = pathOf(step, field);
      const mark = (previous: Record<string, true>) =>
        previous[path] ? previous : { ...previous, [path]: true as const };
      if (isTextKind(field)) setEdited(mark);
      else setTouched(mark);
    },
    [setAnswers],
  );

  /** A changed text was left: it shows its problems from now on, as of now. Other fields show theirs on change. */
  const left = useCallback(
    (step: Step, field: Field) => {
      const path = pathOf(step, field);
      if (!isTextKind(field) || !edited[path]) return;
      setTouched((previous) => (previous[path] ? previous : { ...previous, [path]: true }));
      setTextIssues((previous) => ({ ...previous, [path]: checkText(step, field) }));
    },
    [checkText, edited],
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
