import {
  formatDate,
  submitLockOf,
  type QuestionnaireKind,
  type QuestionnaireLevel,
  type QuestionnaireDocument,
} from '@cert/domain';
import { Alert, Button, Text } from '@mantine/core';
import { GoneNotice } from '@/components/draft-editor';
import { DateTimeDisplay } from '@/components/form';
import { daysLeftText, daysUntil } from '@/components/journey';
import { TextLink } from '@/components/ui/text-link';
import { lockReasons, questionnaireNotices } from './messages';
import type { Problem } from './use-questionnaire-draft';

/**
 * The title of a lock that holds the submit back (an earlier level missing, a waiting period, the retention with its
 * day); null when the questionnaire can be submitted now (nothing holds it, or a passed result a new one replaces).
 */
export function heldBackTitle(level: QuestionnaireLevel | null): string | null {
  if (!level) return null;
  const lock = submitLockOf(level);
  switch (lock.kind) {
    case 'locked':
      return questionnaireNotices.lockedTitle;
    case 'waiting':
      return questionnaireNotices.waitingTitle(formatDate(lock.opensAt));
    case 'retention':
      return questionnaireNotices.retentionTitle(formatDate(lock.opensAt));
    case 'passed':
    case 'none':
      return null;
  }
}

/**
 * What holds the submit back, said before any answer is typed (docs/decisions/014-journeys.md), or a passed result a
 * new one would replace. Preparing a draft stays allowed in each case, and the notice says so.
 * `full`: with its explanation (on the first step and the review); elsewhere its title and that a draft can be
 * prepared.
 */
function SubmitLockNotice({
  kind,
  level,
  full,
}: {
  kind: QuestionnaireKind;
  level: QuestionnaireLevel;
  full: boolean;
}) {
  const lock = submitLockOf(level);
  const text = ((): string | null => {
    switch (lock.kind) {
      case 'none':
        return null;
      case 'locked':
        return `${lockReasons[kind].locked} ${questionnaireNotices.prepareDraft}`;
      case 'waiting':
        return `${lockReasons[kind].waiting} Bis zum ${formatDate(lock.opensAt)} (${daysLeftText(daysUntil(lock.opensAt))}) ${questionnaireNotices.prepareDraftUntil}`;
      case 'retention':
        return `Der letzte Fragebogen dieser Art Ihrer Organisation wurde nicht bestanden. Bis zum ${formatDate(lock.opensAt)} (${daysLeftText(lock.daysLeft)}) ${questionnaireNotices.prepareDraftUntil}`;
      case 'passed':
        return questionnaireNotices.passed;
    }
  })();
  return text === null ? null : (
    <Alert
      color="blue"
      role="status"
      title={heldBackTitle(level) ?? questionnaireNotices.passedTitle}
      mb="lg"
    >
      {/* Between the first step and the review a title alone read as an empty box: one short sentence stays. */}
      {full ? text : lock.kind === 'passed' ? null : questionnaireNotices.prepareDraft}
    </Alert>
  );
}

/** The lock in one sentence, beside a questionnaire's start button on /fragebogen; null when nothing holds it back. */
export function submitLockSummary(kind: QuestionnaireKind, level: QuestionnaireLevel): string | null {
  const lock = submitLockOf(level);
  switch (lock.kind) {
    case 'none':
      return null;
    case 'locked':
      return `Noch nicht verfügbar: ${lockReasons[kind].locked} Einen Entwurf können Sie schon vorbereiten.`;
    case 'waiting':
    case 'retention':
      return `${lock.kind === 'waiting' ? 'Wartezeit' : 'Wartefrist nach nicht bestandenem Ergebnis'}: absenden ab dem ${formatDate(lock.opensAt)} (${daysLeftText(daysUntil(lock.opensAt))}). Einen Entwurf können Sie schon vorbereiten.`;
    case 'passed':
      return 'Bereits bestanden. Ein neuer Fragebogen dieser Art ersetzt das bisherige Ergebnis.';
  }
}

type NoticesProps = {
  kind: QuestionnaireKind;
  problem: Problem;
  record: QuestionnaireDocument | undefined;
  readOnly: boolean;
  evaluationHref: string | undefined;
  level: QuestionnaireLevel | null;
  hasOrganization: boolean;
  /**
   * The submit's lock explained in full: on the first step and the review. On every other step its title alone,
   * where the whole notice took a third of a phone's screen each time.
   */
  fullLock: boolean;
  onReload: () => void;
  onSaveAsNew: () => void;
};

/** The notices above a questionnaire step: a submitted record, the submit's lock, a refused or failed write. */
export function QuestionnaireNotices({
  kind,
  problem,
  record,
  readOnly,
  evaluationHref,
  level,
  hasOrganization,
  fullLock,
  onReload,
  onSaveAsNew,
}: NoticesProps) {
  return (
    <>
      {readOnly && record?.submittedAt ? (
        <Alert color="blue" role="status" title={questionnaireNotices.readOnlyTitle} mb="lg">
          Abgeschickt am <DateTimeDisplay value={record.submittedAt} />. {questionnaireNotices.readOnly}
          {record.meta.state !== 'IN_DRAFT' && evaluationHref ? (
            <>
              {' '}
              <TextLink to={evaluationHref}>Auswertung ansehen</TextLink>
            </>
          ) : null}
        </Alert>
      ) : null}
      {problem?.kind === 'refused' ? (
        <Alert color="red" role="alert" title={problem.title} mb="lg">
          {problem.message}
        </Alert>
      ) : !readOnly && level ? (
        <SubmitLockNotice kind={kind} level={level} full={fullLock} />
      ) : null}
      {problem?.kind === 'gone' ? (
        <GoneNotice title={problem.title} message={questionnaireNotices.gone} onSaveAsNew={onSaveAsNew} />
      ) : null}
      {problem?.kind === 'conflict' ? (
        <Alert color="red" title={questionnaireNotices.conflictTitle} mb="lg">
          <Text mb="sm">{questionnaireNotices.conflict}</Text>
          <Button variant="outline" color="red" onClick={onReload}>
            Aktuellen Stand laden
          </Button>
        </Alert>
      ) : null}
      {problem?.kind === 'noOrganization' || !hasOrganization ? (
        <Alert
          color={problem ? 'red' : 'blue'}
          role={problem ? 'alert' : 'status'}
          title={questionnaireNotices.noOrganizationTitle}
          mb="lg"
        >
          {questionnaireNotices.noOrganization}{' '}
          <TextLink to="/organization">Organisation anlegen oder wählen</TextLink>
        </Alert>
      ) : null}
    </>
  );
}
