import { Alert } from '@mantine/core';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { SummaryEntry } from '@/components/answer-form';
import { stepPath } from './form-state';
import classes from './questionnaires.module.css';

type ErrorSummaryProps = {
  notice: string;
  entries: readonly SummaryEntry[];
  routeBase: string;
  id: string | undefined;
};

/**
 * The errors of a blocked submit at the top of the page (GOV.UK error summary), each linked to its field on
 * its step. It receives focus when it appears, so that its notice is read first.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { notice, entries, routeBase, id },
  ref,
) {
  const steps = [...new Set(entries.map((entry) => entry.step))];
  return (
    <Alert ref={ref} tabIndex={-1} color="red" title={notice} mb="xl" id="fehlerzusammenfassung">
      {steps.map((step) => (
        <div key={step.slug}>
          <p className={classes.errorStep}>{step.title}</p>
          <ul className={classes.errorList}>
            {entries
              .filter((entry) => entry.step === step)
              .map((entry) => (
                <li key={`${step.section}.${entry.field.key}`}>
                  <Link to={stepPath(routeBase, id, step.slug, entry.anchor)}>
                    {entry.field.label} – {entry.message}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </Alert>
  );
});
