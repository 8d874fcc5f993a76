import {
  answerOf,
  displayStepLabel,
  filledRows,
  isVisible,
  sliderSteps,
  yesNoOptions,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  type Scale,
} from '@cert/domain';
import { Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { issueAnchor, stepPath } from './form-state';
import classes from './questionnaires.module.css';

const NOT_ANSWERED = 'Noch nicht beantwortet';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stepLabel(scale: Scale, value: unknown): string | undefined {
  const step = sliderSteps(scale).find((candidate) => candidate.value === value);
  return step ? displayStepLabel(step.label) : undefined;
}

const missing = <span className={classes.missing}>{NOT_ANSWERED}</span>;

/** An answer as a reader would say it; one switch on the field kind, as the form's. */
export function answerText(field: Field, value: unknown): ReactNode {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
      return typeof value === 'string' && value.trim() !== '' ? value : missing;
    case 'choice':
      return field.options.find((option) => option.value === value)?.label ?? missing;
    case 'yesNo':
      return yesNoOptions.find((option) => option.value === value)?.label ?? missing;
    case 'rating':
      return stepLabel(field.scale, value) ?? missing;
    case 'matrix': {
      const entries = isRecord(value) ? value : {};
      return (
        <ul className={classes.plainList}>
          {field.statements.map((statement) => (
            <li key={statement.key}>
              {statement.label}: {stepLabel(field.scale, entries[statement.key]) ?? missing}
            </li>
          ))}
        </ul>
      );
    }
    case 'checklist': {
      const entries = isRecord(value) ? value : {};
      const checked = field.items.filter((item) => entries[item.key] === 1);
      if (checked.length === 0) return (field.minChecked ?? 0) > 0 ? missing : 'Nichts ausgewählt';
      return (
        <ul className={classes.plainList}>
          {checked.map((item) => (
            <li key={item.key}>{item.label}</li>
          ))}
        </ul>
      );
    }
    case 'assessmentList': {
      const rows = filledRows(value);
      if (rows.length === 0) return 'Keine Einträge';
      return (
        <ul className={classes.plainList}>
          {rows.map((row, index) => (
            <li key={index}>
              {row.item?.trim() || missing}: {stepLabel(field.scale, row.assessment) ?? missing}
            </li>
          ))}
        </ul>
      );
    }
  }
}

type AnswerSummaryProps = {
  definition: QuestionnaireDefinition;
  answers: QuestionnaireAnswers;
  routeBase: string;
  id: string | undefined;
  readOnly: boolean;
};

/** "Angaben prüfen": every applicable answer per step, with an "Ändern" link to its field (KERN summary list). */
export function AnswerSummary({ definition, answers, routeBase, id, readOnly }: AnswerSummaryProps) {
  return (
    <>
      {definition.steps.map((step) => {
        const fields = step.fields.filter((field) => isVisible(definition, answers, field));
        if (fields.length === 0) return null;
        return (
          <section key={step.slug} aria-labelledby={`zusammenfassung-${step.slug}`}>
            <Title order={2} size="h3" id={`zusammenfassung-${step.slug}`} mt="xl" mb="xs">
              {step.title}
            </Title>
            <dl className={classes.summary}>
              {fields.map((field) => (
                <div key={field.key} className={classes.summaryRow}>
                  <dt>{field.label}</dt>
                  <dd>{answerText(field, answerOf(answers, step, field))}</dd>
                  {readOnly ? null : (
                    <dd>
                      <Link to={stepPath(routeBase, id, step.slug, issueAnchor(step, field, []))}>
                        Ändern<VisuallyHidden>: {field.label}</VisuallyHidden>
                      </Link>
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
