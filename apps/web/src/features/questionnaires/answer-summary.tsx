import {
  answerOf,
  answerWords,
  isVisible,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
} from '@cert/domain';
import { Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { TextLink } from '@/components/ui/text-link';
import { issueAnchor } from '@/components/answer-form';
import { stepPath } from './form-state';
import classes from './questionnaires.module.css';

const NOT_ANSWERED = 'Noch nicht beantwortet';

const missing = <span className={classes.missing}>{NOT_ANSWERED}</span>;

/** An answer as a reader would say it: the domain's words (as in the PDF and the export), marked where missing. */
function answerText(field: Field, value: unknown): ReactNode {
  const words = answerWords(field, value);
  if (words === undefined) return missing;
  if ('text' in words) return words.text;
  if ('items' in words)
    return (
      <ul className={classes.plainList}>
        {words.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  // A list row with one part only says which part is missing, in the list's own words.
  const missingPart = (part: 'itemLabel' | 'assessmentLabel') =>
    field.kind === 'assessmentList' ? <span className={classes.missing}>{field[part]} fehlt</span> : missing;
  return (
    <ul className={classes.plainList}>
      {words.rows.map((row, index) => (
        <li key={index}>
          {row.label ?? missingPart('itemLabel')}: {row.rating ?? missingPart('assessmentLabel')}
        </li>
      ))}
    </ul>
  );
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
                      <TextLink to={stepPath(routeBase, id, step.slug, issueAnchor(step, field, []))}>
                        Ändern<VisuallyHidden>: {field.label}</VisuallyHidden>
                      </TextLink>
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
