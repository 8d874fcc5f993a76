import { CASE_STUDY_ANCHOR, CaseStudyState, type CaseStudyKind, type CaseStudySummary } from '@cert/domain';
import { Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DateTimeDisplay } from '@/components/form';
import { DecisionFacts, FactList } from '@/components/ui/fact-list';
import { LoadError, ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { CaseStudyAnswers } from '@/components/answer-form';
import { useCaseStudyDecision, useCaseStudyText, type CaseStudyVerdict } from './api';
import { JourneyCommentDialog } from './comment-dialog';
import { journeyAdminMessages } from './messages';
import classes from './admin-journeys.module.css';

const acceptMessages: Record<CaseStudyKind, string> = {
  gold: 'Mit der Annahme erreicht die Organisation die Stufe Gold.',
  practitioner:
    'Die Stufe Practitioner ist erreicht, sobald auch der Innovationseintrag und die Präsentation erfasst sind.',
};

/** The decision's dialog, naming the case study decided on. */
function dialogText(verdict: CaseStudyVerdict, kind: CaseStudyKind, title: string) {
  const named = `Praxisbeispiel „${title || 'ohne Titel'}“`;
  return verdict === 'accept'
    ? { title: `${named} annehmen`, message: acceptMessages[kind], confirmLabel: 'Annehmen' }
    : {
        title: `${named} ablehnen`,
        message:
          'Bitte begründen Sie die Ablehnung. Die Organisation kann danach ein neues Praxisbeispiel einreichen; das abgelehnte bleibt lesbar.',
        confirmLabel: 'Ablehnen',
      };
}

type Props = {
  organizationId: string;
  kind: CaseStudyKind;
  caseStudy: CaseStudySummary | null;
  /** The rejected one the current case study answers: to compare, and to see the reason was heeded. */
  rejected: CaseStudySummary | null;
};

/**
 * The case study of a gold or practitioner level, with accept and reject while it waits for a decision; a draft
 * is the organisation's own (docs/product.md §6): only that one is in work. The office's notice of a submitted case
 * study leads here (`CASE_STUDY_ANCHOR`).
 */
export function CaseStudyReview({ organizationId, kind, caseStudy, rejected }: Props) {
  return (
    // Not a section of its own: a decision's dialog, closing, returns to the level card's heading (ui/dialog.tsx).
    <div
      id={CASE_STUDY_ANCHOR}
      tabIndex={-1}
      role="group"
      aria-label="Praxisbeispiel"
      className={classes.caseStudy}
    >
      {caseStudy?.state === 'DRAFT' ? (
        <Text>Die Organisation schreibt ein Praxisbeispiel; es ist noch nicht eingereicht.</Text>
      ) : (
        <CaseStudyDecision organizationId={organizationId} kind={kind} caseStudy={caseStudy} />
      )}
      {rejected ? (
        <>
          <Title order={4} mt="xl" mb="xs">
            Zuvor abgelehnt
          </Title>
          <CaseStudyFacts caseStudy={rejected} />
          <CaseStudyText
            kind={kind}
            id={rejected._id}
            open={false}
            label="Text des abgelehnten Praxisbeispiels"
          />
        </>
      ) : null}
    </div>
  );
}

function CaseStudyFacts({ caseStudy }: { caseStudy: CaseStudySummary }) {
  return (
    <FactList>
      <dt>Titel</dt>
      <dd>{caseStudy.title || 'ohne Titel'}</dd>
      <dt>Stand</dt>
      <dd>{CaseStudyState.label(caseStudy.state)}</dd>
      {caseStudy.submittedAt ? (
        <>
          <dt>Eingereicht am</dt>
          <dd>
            <DateTimeDisplay value={caseStudy.submittedAt} />
          </dd>
        </>
      ) : null}
      <DecisionFacts reviewedAt={caseStudy.reviewedAt} reviewComment={caseStudy.reviewComment} />
    </FactList>
  );
}

function CaseStudyDecision({
  organizationId,
  kind,
  caseStudy,
}: {
  organizationId: string;
  kind: CaseStudyKind;
  caseStudy: CaseStudySummary | null;
}) {
  const decide = useCaseStudyDecision(organizationId);
  const [verdict, setVerdict] = useState<CaseStudyVerdict | null>(null);
  const { problem, problemRef, run } = useProblem();

  if (!caseStudy) return <Text>Die Organisation hat noch kein Praxisbeispiel angelegt.</Text>;

  const text = verdict ? dialogText(verdict, kind, caseStudy.title) : null;

  // The decided case study leaves the review.
  const confirm = (comment: string) =>
    verdict &&
    run(
      () => decide.mutateAsync({ kind, verdict, comment }),
      verdict === 'accept' ? journeyAdminMessages.caseStudyAccepted : journeyAdminMessages.caseStudyRejected,
      () => setVerdict(null),
    );

  return (
    <>
      <CaseStudyFacts caseStudy={caseStudy} />
      <CaseStudyText kind={kind} id={caseStudy._id} open={caseStudy.state === 'SUBMITTED'} />
      <ProblemAlert ref={problemRef} title="Die Entscheidung wurde nicht gespeichert" problem={problem} />
      {caseStudy.state === 'SUBMITTED' ? (
        <Group gap="sm">
          <Button onClick={() => setVerdict('accept')}>Praxisbeispiel annehmen</Button>
          <Button variant="outline" color="red" onClick={() => setVerdict('reject')}>
            Praxisbeispiel ablehnen
          </Button>
        </Group>
      ) : null}
      <JourneyCommentDialog
        opened={verdict !== null}
        title={text?.title ?? ''}
        message={text?.message ?? ''}
        confirmLabel={text?.confirmLabel ?? ''}
        commentRequired={verdict === 'reject'}
        danger={verdict === 'reject'}
        loading={decide.isPending}
        onConfirm={(comment) => void confirm(comment)}
        onCancel={() => setVerdict(null)}
      />
    </>
  );
}

/** The submitted text, in a disclosure that is open while the case study waits for the decision. */
function CaseStudyText({
  kind,
  id,
  open,
  label = 'Text des Praxisbeispiels',
}: {
  kind: CaseStudyKind;
  id: string;
  open: boolean;
  /** Its name, told apart from the other case study's on the page. */
  label?: string;
}) {
  const text = useCaseStudyText(kind, id);
  return (
    <details className={classes.caseStudyText} open={open}>
      <summary>{label}</summary>
      {text.isPending ? (
        <Text>Der Text wird geladen …</Text>
      ) : text.error ? (
        <LoadError title="Der Text konnte nicht geladen werden" error={text.error} onRetry={text.refetch} />
      ) : (
        <CaseStudyAnswers kind={kind} content={text.data.content} />
      )}
    </details>
  );
}
