import type { ReactNode } from 'react';
import { DateTimeDisplay } from '@/components/form';
import classes from './fact-list.module.css';

/** A description list of facts (`dt` label, `dd` value) in two columns, one column on narrow screens. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={classes.facts}>{children}</dl>;
}

/** The facts of an admin decision inside a FactList: when it was taken and its comment, each only if there. */
export function DecisionFacts({
  reviewedAt,
  reviewComment,
}: {
  reviewedAt: string | null | undefined;
  reviewComment: string | null | undefined;
}) {
  return (
    <>
      {reviewedAt ? (
        <>
          <dt>Entschieden am</dt>
          <dd>
            <DateTimeDisplay value={reviewedAt} />
          </dd>
        </>
      ) : null}
      {reviewComment ? (
        <>
          <dt>Kommentar</dt>
          <dd>{reviewComment}</dd>
        </>
      ) : null}
    </>
  );
}
