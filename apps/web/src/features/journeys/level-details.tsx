import {
  caseStudyMessages,
  CaseStudyState,
  formatDuration,
  isPlaceholder,
  waitingPeriods,
  type CaseStudySummary,
  type JourneyRequest,
  type LevelStatus,
  type ProcurementBranch,
  type ProviderRecord,
  type QuestionnaireKind,
  type QuestionnaireLevel,
  type SilverLevel,
} from '@cert/domain';
import { workshopReportHref } from '@cert/domain/contracts';
import { VisuallyHidden } from '@mantine/core';
import { DraftFacts } from '@/components/draft-editor';
import { DateDisplay, DateTimeDisplay, DocumentLink } from '@/components/form';
import { RetentionCountdown } from '@/components/journey';
import { TextLink } from '@/components/ui/text-link';
import { useLatestDraftFacts } from './api';
import { draftPath, evaluationPath, startQuestionnairePath } from './links';
import { RequestWorkshop } from './requests';
import classes from './journeys.module.css';

const resultText = (state: 'PASSED' | 'FAILED') => (state === 'PASSED' ? 'bestanden' : 'nicht bestanden');

/**
 * A questionnaire level (bronze of a branch, expert): the latest result with its evaluation, earlier failed
 * ones, the retention, and the link to start a questionnaire or continue the open draft. Drafts can always be
 * prepared; only the submit waits for the level to open (ADR 014).
 */
export function QuestionnaireLevelDetails({
  organization,
  kind,
  level,
  name,
}: {
  organization: string;
  kind: QuestionnaireKind;
  level: QuestionnaireLevel;
  /** The level's name in links, e.g. "Bronze: Beschaffungsstelle". */
  name: string;
}) {
  const { current, failed, draftId, draftCount } = level;
  const mayStart = level.status !== 'done' && level.status !== 'locked';
  // Waiting or in retention: a draft can be prepared, the submit waits for the day the card shows (ADR 014).
  const prepareOnly = level.status === 'waiting' || level.status === 'retention';
  return (
    <>
      {current ? (
        <p>
          Letztes Ergebnis: <strong>{resultText(current.state)}</strong>, abgeschickt am{' '}
          <DateTimeDisplay value={current.submittedAt} />.{' '}
          <TextLink to={evaluationPath(kind, current._id)}>
            Auswertung ansehen<VisuallyHidden> ({name})</VisuallyHidden>
          </TextLink>
        </p>
      ) : (
        <p>Noch kein Fragebogen abgeschickt.</p>
      )}
      {failed.length > 0 ? (
        <>
          <p className={classes.listTitle}>Frühere Ergebnisse</p>
          <ul className={classes.list}>
            {failed.map((record) => (
              <li key={record._id}>
                <TextLink to={evaluationPath(kind, record._id)}>
                  Auswertung vom <DateDisplay value={record.submittedAt} />
                </TextLink>{' '}
                ({resultText(record.state)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <RetentionCountdown retention={level.retention} />
      {draftCount > 1 ? (
        // Several drafts: the overview shows each with its progress, and the respondent chooses.
        <p>
          <TextLink to="/fragebogen">
            {draftCount} Entwürfe ansehen und einen fortsetzen<VisuallyHidden> ({name})</VisuallyHidden>
          </TextLink>
        </p>
      ) : draftId ? (
        <p>
          <TextLink to={draftPath(kind, draftId)}>
            Entwurf fortsetzen<VisuallyHidden> ({name})</VisuallyHidden>
          </TextLink>
          <LatestDraft kind={kind} organization={organization} draftId={draftId} />
        </p>
      ) : mayStart ? (
        <p>
          <TextLink to={startQuestionnairePath(kind)}>
            {prepareOnly ? 'Fragebogen als Entwurf vorbereiten' : 'Fragebogen beginnen'}
            <VisuallyHidden> ({name})</VisuallyHidden>
          </TextLink>
        </p>
      ) : null}
    </>
  );
}

/** How far the draft a level's link continues has come, and who changed it when, on a line below the link. */
function LatestDraft({
  kind,
  organization,
  draftId,
}: {
  kind: QuestionnaireKind;
  organization: string;
  draftId: string;
}) {
  const draft = useLatestDraftFacts(kind, organization, draftId);
  return draft ? (
    <span className={classes.draftFacts}>
      <DraftFacts draft={draft} />
    </span>
  ) : null;
}

/** Silver of a branch: the workshop results the programme office recorded, each with its report. */
export function WorkshopDetails({
  organization,
  branch,
  level,
  bronzeName,
  requests,
}: {
  organization: string;
  branch: ProcurementBranch;
  level: SilverLevel;
  bronzeName: string;
  requests: JourneyRequest[];
}) {
  return (
    <>
      {level.records.length > 0 ? (
        <ul className={classes.list}>
          {level.records.map((record) => (
            <li key={record._id}>
              Workshop am <DateDisplay value={record.performedAt} />:{' '}
              <strong>{record.passed ? 'bestanden' : 'nicht bestanden'}</strong>.{' '}
              <DocumentLink href={workshopReportHref(organization, record.reportRef, record.fileName)}>
                Ergebnisbericht vom <DateDisplay value={record.performedAt} /> (PDF)
              </DocumentLink>
              {record.comment ? <span className={classes.comment}>{record.comment}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {level.status === 'locked' ? (
        <p>
          Den Workshop können Sie beim Programmteam anfragen, {formatDuration(waitingPeriods.procurer.silver)}{' '}
          nachdem „{bronzeName}“ abgeschlossen ist.
        </p>
      ) : level.status === 'open' ? (
        <RequestWorkshop organization={organization} branch={branch} requests={requests} />
      ) : level.status !== 'done' ? (
        <p>
          Das Programmteam führt mit Ihnen einen Workshop durch und trägt das Ergebnis hier ein. Anfragen
          können Sie ihn hier, sobald die Stufe verfügbar ist.
        </p>
      ) : null}
    </>
  );
}

/** A new case study may be begun unless the level is locked or done; while it waits, as a draft. */
export const mayBeginCaseStudy = (status: LevelStatus) => status !== 'locked' && status !== 'done';

/**
 * A case study on the journey (gold, practitioner): its state, the review comment, and the link to write,
 * continue or read it. A rejected one stays readable; a new one starts on the same screen (ADR 014).
 */
export function CaseStudyDetails({
  caseStudy,
  rejected,
  status,
  path,
}: {
  caseStudy: CaseStudySummary | null;
  /** The rejected case study the current one answers, while that one is in work. */
  rejected: CaseStudySummary | null;
  /** The level's: a new case study may be begun unless it is locked or done, during a waiting period as a draft. */
  status: LevelStatus;
  /** The case-study screen: for the current one, and how to begin a new one. */
  path: { current: string; start: string; startState?: unknown };
}) {
  const mayStart = mayBeginCaseStudy(status);
  if (!caseStudy) {
    return mayStart ? (
      <p>
        <TextLink to={path.start}>
          {status === 'waiting' ? 'Praxisbeispiel als Entwurf vorbereiten' : 'Praxisbeispiel beginnen'}
        </TextLink>
      </p>
    ) : (
      <p>Noch kein Praxisbeispiel begonnen.</p>
    );
  }
  const { state, submittedAt, reviewedAt } = caseStudy;
  return (
    <>
      <p>
        Praxisbeispiel „{caseStudy.title || 'ohne Titel'}“: <strong>{CaseStudyState.label(state)}</strong>
        {reviewedAt ? (
          <>
            {' '}
            am <DateDisplay value={reviewedAt} />
            {submittedAt ? (
              <>
                {' '}
                (eingereicht am <DateDisplay value={submittedAt} />)
              </>
            ) : null}
          </>
        ) : submittedAt ? (
          <>
            {' '}
            am <DateDisplay value={submittedAt} />
          </>
        ) : state === 'DRAFT' ? (
          <>
            , zuletzt geändert am <DateTimeDisplay value={caseStudy.updatedAt} />
          </>
        ) : null}
        .
      </p>
      {caseStudy.reviewComment ? (
        <p>
          {caseStudyMessages.reviewComment(state)}:{' '}
          <span className={classes.comment}>{caseStudy.reviewComment}</span>
        </p>
      ) : null}
      {rejected ? (
        <p>
          {caseStudyMessages.previousRejected}.
          {rejected.reviewComment ? (
            <>
              {' '}
              {caseStudyMessages.reviewComment('REJECTED')}:{' '}
              <span className={classes.comment}>{rejected.reviewComment}</span>
            </>
          ) : null}
        </p>
      ) : null}
      <p>
        <TextLink to={path.current}>
          {state === 'DRAFT' ? 'Praxisbeispiel fortsetzen' : 'Praxisbeispiel ansehen'}
        </TextLink>
        {state === 'REJECTED' && mayStart ? (
          <>
            {' · '}
            <TextLink to={path.start} state={path.startState}>
              Neues Praxisbeispiel beginnen
            </TextLink>
          </>
        ) : null}
      </p>
    </>
  );
}

/** Where a provider takes part in what a missing record asks for (the site configuration's participation links). */
type TakePart = { label: string; href: string };

/**
 * A provider record (participation, innovation entry, presentation): what and when; else the member's open report of
 * it, waiting for the office; else that it is missing and, when the level is open, where to take part.
 */
export function ProviderRecordLine({
  label,
  record,
  reported,
  takePart,
}: {
  label: string;
  record: ProviderRecord | null;
  /** The organisation's open report of this kind of record, if it made one. */
  reported?: JourneyRequest;
  takePart?: TakePart;
}) {
  return (
    <li>
      {label}:{' '}
      {!record && reported ? (
        <>
          „{reported.eventName}“ gemeldet am <DateDisplay value={reported.createdAt} />,{' '}
          <strong>liegt dem Programmteam vor</strong>
        </>
      ) : record ? (
        <>
          {record.url ? <DocumentLink href={record.url}>{record.eventName}</DocumentLink> : record.eventName},
          am <DateDisplay value={record.performedAt} />
        </>
      ) : (
        <>
          noch nicht erfasst
          {takePart ? (
            <>
              {' – '}
              {isPlaceholder(takePart.href) ? (
                `${takePart.label}: ${takePart.href}`
              ) : (
                <DocumentLink href={takePart.href}>{takePart.label}</DocumentLink>
              )}
            </>
          ) : null}
        </>
      )}
    </li>
  );
}
