import {
  caseStudyDefinition,
  caseStudyMessages,
  CaseStudyState,
  fieldAt,
  type CaseStudyKind,
  type CaseStudyRecord,
} from '@cert/domain';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { CaseStudyAnswers } from '@/components/answer-form';
import { LostAnswersNotice } from '@/components/draft-editor';
import { DateDisplay, DateTimeDisplay } from '@/components/form';
import { caseStudyLocal } from './case-study-form';
import { caseStudyNotices } from './messages';
import classes from './case-studies.module.css';

const stateTitles: Record<Exclude<CaseStudyState, 'DRAFT'>, string> = {
  SUBMITTED: 'Ihr Praxisbeispiel wird geprüft',
  ACCEPTED: 'Ihr Praxisbeispiel wurde angenommen',
  REJECTED: 'Ihr Praxisbeispiel wurde nicht angenommen',
};

/**
 * A submitted case study, read-only (ADR 014): its state, the review comment once an admin decided, and every
 * answer. `actions` holds what may follow (a new case study after a rejection).
 */
export function CaseStudyView({
  kind,
  record,
  actions,
}: {
  kind: CaseStudyKind;
  record: CaseStudyRecord;
  actions?: ReactNode;
}) {
  const state = record.state === 'DRAFT' ? 'SUBMITTED' : record.state;
  return (
    <>
      <LostAnswersNotice
        local={caseStudyLocal(kind, record.organization)}
        id={record._id}
        message={caseStudyNotices.submittedElsewhere(true)}
        fieldOf={(unit) => fieldAt(caseStudyDefinition(kind), unit)}
      />
      <Alert
        color={state === 'ACCEPTED' ? 'green' : state === 'REJECTED' ? 'red' : 'blue'}
        role="status"
        title={stateTitles[state]}
        mb="lg"
      >
        <p>
          {/* The title says the state; the line says when, as the journey does. */}
          {record.reviewedAt ? (
            <>
              {CaseStudyState.label(record.state)} am <DateDisplay value={record.reviewedAt} />
              {record.submittedAt ? (
                <>
                  {' '}
                  (eingereicht am <DateDisplay value={record.submittedAt} />)
                </>
              ) : null}
              .
            </>
          ) : record.submittedAt ? (
            <>
              Eingereicht am <DateTimeDisplay value={record.submittedAt} />.
            </>
          ) : null}
          {state === 'SUBMITTED' ? ' Sie können Ihre Angaben ansehen, aber nicht mehr ändern.' : null}
        </p>
        {record.reviewComment ? (
          <p>
            {caseStudyMessages.reviewComment(record.state)}:{' '}
            <span className={classes.comment}>{record.reviewComment}</span>
          </p>
        ) : null}
        {actions}
      </Alert>
      <CaseStudyAnswers kind={kind} content={record.content} />
    </>
  );
}
