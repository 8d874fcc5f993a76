import {
  answerOf,
  isVisible,
  type AnswerConflict,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  type Step,
} from '@cert/domain';
import { Stack } from '@mantine/core';
import { FieldInput, type useFieldChecks } from '@/components/answer-form';
import { conflictChoices } from './local-copy-notice';

type DraftFieldsProps = {
  definition: QuestionnaireDefinition;
  step: Step;
  answers: QuestionnaireAnswers;
  /**
   * The draft's checks and the units answered differently here and in what is saved: each choice stands beside its
   * field.
   */
  form: {
    checks: ReturnType<typeof useFieldChecks>;
    conflicts: readonly AnswerConflict[];
    keepSaved: (conflict: AnswerConflict) => void;
    keepMine: (conflict: AnswerConflict) => void;
  };
  readOnly: boolean;
  className?: string;
};

/** One step's fields, as every draft shows them: the visible ones with their checks, and each open choice. */
export function DraftFields({
  definition,
  step,
  answers,
  form: { checks, conflicts, keepSaved: onKeepSaved, keepMine: onKeepMine },
  readOnly,
  className,
}: DraftFieldsProps) {
  return (
    <Stack gap="xl" className={className}>
      {step.fields.map((field) => {
        const { notes, below } = conflictChoices(
          field,
          conflicts.filter((open) => open.section === step.section && open.key === field.key),
          { onKeepSaved, onKeepMine },
        );
        // A choice is offered even for a field its condition hides now: the answer is kept all the same.
        if (!isVisible(definition, answers, field))
          return notes || below.length > 0 ? (
            <div key={field.key}>
              {Object.values(notes ?? {})}
              {below}
            </div>
          ) : null;
        return (
          <div key={field.key}>
            <FieldInput
              step={step}
              field={field}
              value={answerOf(answers, step, field)}
              {...checks.shown(step, field)}
              readOnly={readOnly}
              onChange={checks.changed}
              onBlur={checks.left}
              notes={notes}
            />
            {below}
          </div>
        );
      })}
    </Stack>
  );
}
