import { Alert } from '@mantine/core';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { SummaryEntry } from '@/components/answer-form';
import classes from './draft-editor.module.css';

type ErrorSummaryProps = {
  notice: string;
  entries: readonly SummaryEntry[];
  /** Where an entry leads: its field, on its step (`#anchor` on this page). */
  hrefOf: (entry: SummaryEntry) => string;
  /** A document of several steps names each entry's step. */
  bySteps: boolean;
};

/**
 * The errors of a blocked submit at the top of the page (GOV.UK error summary), each linked to its field. It
 * receives focus when it appears, so that its notice is read first; a followed link focuses the field
 * (`useFocusAddressTarget`, lib/focus-address-target.ts).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { notice, entries, hrefOf, bySteps },
  ref,
) {
  const steps = [...new Set(entries.map((entry) => entry.step))];
  return (
    <Alert ref={ref} tabIndex={-1} color="red" title={notice} mb="xl" id="fehlerzusammenfassung">
      {steps.map((step) => (
        <div key={step.slug}>
          {bySteps ? <p className={classes.errorStep}>{step.title}</p> : null}
          <ul className={classes.errorList}>
            {entries
              .filter((entry) => entry.step === step)
              .map((entry) => (
                <li key={`${step.section}.${entry.field.key}`}>
                  <Link to={hrefOf(entry)}>
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
