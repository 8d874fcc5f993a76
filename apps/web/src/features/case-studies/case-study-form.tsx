import {
  caseStudyDefinition,
  caseStudyMessages,
  ErrorCode,
  fieldAt,
  formatDate,
  messages,
  prefilledAnswers,
  prefillValues,
  submitIssues,
  type CaseStudyDraftContent,
  type CaseStudyLock,
  type CaseStudyKind,
  type CaseStudyRecord,
  type PrefillValues,
  type QuestionnaireAnswers,
  type Step,
} from '@cert/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sameAnswers, summaryEntries } from '@/components/answer-form';
import {
  conflictAnchor,
  DraftFields,
  DraftSaveState,
  ErrorSummary,
  GoneNotice,
  LocalCopyNotice,
  savedDraftOf,
  useDraftDialogs,
  useDraftForm,
  type GoneProblem,
} from '@/components/draft-editor';
import { useFocusAddressTarget } from '@/lib/focus-address-target';
import { BusyButton } from '@/components/ui/busy-button';
import { isApiError, userMessageOf, type ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { caseStudySubmittedState } from '@/lib/just-submitted';
import { sameScreenNavigation } from '@/lib/same-screen';
import {
  caseStudyKeys,
  caseStudyQuery,
  useDeleteCaseStudy,
  useSaveCaseStudy,
  useSubmitCaseStudy,
} from './api';
import { caseStudyNotices } from './messages';
import classes from './case-studies.module.css';

/** The key of an organisation's case studies of a kind in this browser: their copies and writes (components/draft-editor). */
export const caseStudyLocal = (kind: CaseStudyKind, organizationId: string) =>
  `case-study:${kind}:${organizationId}`;

type CaseStudyFormProps = {
  kind: CaseStudyKind;
  organizationId: string;
  /** The draft being edited; none for a new case study. */
  record: CaseStudyRecord | undefined;
  /** A new case study's start: the rejected one it revises (its text; the publication question is asked anew). */
  startFrom?: CaseStudyRecord;
  /** The address of a case study: with the id, the new one's address after its first save (gold). */
  pathOf: (id?: string) => string;
  /** Where the user goes after submitting: the journey screen. */
  journeyPath: string;
  /** What holds the submit back today; null when nothing does. */
  lock: CaseStudyLock;
  onCreated: (id: string) => void;
  onDeleted: () => void;
};

type Problem =
  | { kind: 'conflict'; message: string }
  | { kind: 'notOpen'; message: string }
  | { kind: 'refused'; title: string; message: string }
  | GoneProblem
  | null;

/**
 * The form's answers: the case study's one step, its content in the step's section (docs/questionnaires.md); a new
 * one starts with what the platform knows (the rejected one's text it revises, else the respondent as contact),
 * which alone is no change to save. Consent to publish is given for a text: a revision asks for it anew.
 */
const answersOf = (
  step: Step,
  record: CaseStudyRecord | undefined,
  prefill: PrefillValues = {},
  startFrom?: CaseStudyRecord,
): QuestionnaireAnswers => {
  if (record) return { [step.section]: { ...record.content } };
  if (startFrom) {
    const { publicationConsent: _askedAnew, ...revised } = startFrom.content;
    return { [step.section]: revised };
  }
  return {
    [step.section]: Object.fromEntries(
      prefilledAnswers({ steps: [step] }, prefill).map(({ key, value }) => [key, value]),
    ),
  };
};
const contentOf = (step: Step, answers: QuestionnaireAnswers) =>
  (answers[step.section] ?? {}) as CaseStudyDraftContent;

/** A refused write's field details in words: each field's label and the server's message. */
function refusedFields(step: Step, error: ApiError): string {
  return (error.fields ?? [])
    .map(({ path, message }) => {
      const key = path.replace(/^content\./, '').split('.')[0];
      const field = step.fields.find((candidate) => candidate.key === key);
      return `${field?.label ?? path}: ${message}`;
    })
    .join(' ');
}

/**
 * A case study draft (ADR 014 "Case studies"): a one-step form of the questionnaire engine, its inputs, rules and
 * messages the engine's, saved with versions like the questionnaires; a blocked submit shows an error summary and
 * outlines the fields in red (docs/product.md §5, §8).
 */
export function CaseStudyForm({
  kind,
  organizationId,
  record,
  startFrom,
  pathOf,
  journeyPath,
  lock,
  onCreated,
  onDeleted,
}: CaseStudyFormProps) {
  const definition = caseStudyDefinition(kind);
  const step = definition.steps[0]!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveCaseStudy = useSaveCaseStudy(kind);
  const submitCaseStudy = useSubmitCaseStudy(kind);
  const deleteCaseStudy = useDeleteCaseStudy(kind, organizationId);
  const { data: user } = useCurrentUser();
  const form = useDraftForm<QuestionnaireAnswers, Exclude<Problem, GoneProblem | null>>({
    definition,
    start: {
      value: () => answersOf(step, record, prefillValues(null, user), startFrom),
      saved: record ? savedDraftOf(record) : null,
      local: caseStudyLocal(kind, organizationId),
    },
    same: sameAnswers,
    writes: {
      save: (answers, saved, signal) =>
        saveCaseStudy.mutateAsync({
          content: contentOf(step, answers),
          id: saved?.id,
          version: saved?.version,
          organization: organizationId,
          signal,
        }),
      submit: (answers, saved) =>
        submitCaseStudy.mutateAsync({
          content: contentOf(step, answers),
          id: saved.id,
          version: saved.version,
        }),
      remove: (id) => deleteCaseStudy.mutateAsync(id),
      fresh: async (id) => {
        const stored = await queryClient.fetchQuery({
          ...caseStudyQuery(kind, id),
          staleTime: 0,
          retry: false,
          networkMode: 'always',
        });
        // Submitted elsewhere: with the fresh copy in the cache the screen shows it read-only.
        queryClient.setQueryData(caseStudyKeys.current(kind, stored.organization), stored);
        return stored.state === 'DRAFT'
          ? { saved: savedDraftOf(stored), value: answersOf(step, stored) }
          : null;
      },
    },
    isStale: (error) => isApiError(error) && error.code === ErrorCode.Conflict,
    problemOf: (error, write) => {
      if (!isApiError(error)) return undefined;
      if (error.code === ErrorCode.LevelNotOpen) return { kind: 'notOpen', message: userMessageOf(error) };
      if (error.code === ErrorCode.Conflict && write.caughtUp)
        return {
          kind: 'refused',
          title: caseStudyNotices.changedBeforeSubmitTitle,
          message: caseStudyNotices.changedBeforeSubmit,
        };
      if (error.status === 409 && write.created)
        return { kind: 'conflict', message: caseStudyNotices.conflict };
      if (error.code === ErrorCode.NoActiveOrganization)
        return {
          kind: 'refused',
          title: caseStudyNotices.noOrganizationTitle,
          message: caseStudyNotices.noOrganization,
        };
      if (error.status === 409)
        return { kind: 'refused', title: caseStudyNotices.notCreatedTitle, message: userMessageOf(error) };
      // The engine's rules run here before every write, so this is what only the server can tell (a character
      // the database cannot store): said with the field's label, nothing typed is dropped.
      if (error.status === 400 && error.fields?.length)
        return {
          kind: 'refused',
          title: caseStudyNotices.draftInvalidTitle,
          message: refusedFields(step, error),
        };
      return undefined;
    },
    // From the first change on, as questionnaires do (docs/questionnaire-rules.md §4): a draft keeps any text, a
    // half-typed e-mail address too; its form is checked on submit. After a refusal it waits for a manual save.
    blocksAutosave: () => true,
    reasonOf: (problem) => {
      if (problem.kind === 'conflict') return caseStudyNotices.conflictTitle;
      if (problem.kind === 'refused') return problem.message;
      return undefined;
    },
    staysOnForm: (next) => next.pathname.startsWith(pathOf()),
    onCreated: (id) => {
      onCreated(id);
      if (pathOf(id) !== pathOf()) void navigate(pathOf(id), sameScreenNavigation);
    },
    onSubmitted: () => void navigate(journeyPath, { state: caseStudySubmittedState }),
    onDeleted: (id) => {
      onDeleted();
      if (pathOf(id) !== pathOf()) void navigate(pathOf(), { replace: true });
    },
    notices: {
      saved: caseStudyNotices.draftSaved,
      deleted: caseStudyNotices.draftDeleted,
      closed: caseStudyNotices.submittedElsewhere,
      gone: {
        notSaved: caseStudyNotices.draftInvalidTitle,
        notSubmitted: caseStudyNotices.notSubmittedTitle,
        reason: caseStudyNotices.goneReason,
      },
    },
  });
  const { value: answers, saved, problem, checks, summaryTarget, problemTarget } = form;
  const { dialogs, askDelete } = useDraftDialogs({
    form,
    submit: {
      title: caseStudyNotices.confirmSubmitTitle,
      message: caseStudyNotices.confirmSubmit,
      confirmLabel: 'Jetzt einreichen',
    },
    deleteMessage:
      'Alle Angaben dieses Praxisbeispiels werden gelöscht. Das lässt sich nicht rückgängig machen.',
  });

  useFocusAddressTarget();

  // One step of a few fields: checked on every render once a submit forced error display.
  const summary = checks.forced ? summaryEntries(definition, submitIssues(definition, answers)) : [];

  const onlyMissing = summary.every(
    ({ message }) => message === caseStudyMessages.required || message === messages.selectRequired,
  );

  return (
    <form
      noValidate
      aria-labelledby="praxisbeispiel-titel"
      onSubmit={(event) => {
        event.preventDefault();
        // While the level is not open, Enter in a field submits nothing the server would refuse.
        if (!lock) void form.submit();
      }}
    >
      <DraftSaveState
        status={form.status}
        conflicts={form.conflicts}
        hrefOf={(conflict) => `#${conflictAnchor(conflict)}`}
        onRetry={() => void form.save(true)}
      />
      {summary.length > 0 ? (
        <ErrorSummary
          ref={summaryTarget}
          notice={onlyMissing ? caseStudyNotices.incomplete : caseStudyNotices.blockedByErrors}
          entries={summary}
          hrefOf={(entry) => `#${entry.anchor}`}
          bySteps={false}
        />
      ) : null}
      <LocalCopyNotice copy={form.localCopy} fieldOf={(unit) => fieldAt(definition, unit)} />
      <div ref={problemTarget} tabIndex={-1}>
        <Notices
          problem={problem}
          onReload={() => void form.reload()}
          onSaveAsNew={() => void form.saveAsNew()}
        />
      </div>
      {lock && !problem ? (
        // Said before any answer, as a questionnaire does (docs/questionnaire-rules.md §4): writing it stays allowed.
        <Alert color="blue" role="status" title={lockTitle(lock)} mb="lg">
          {caseStudyMessages.levelNotOpen(lock.opensAt)}
        </Alert>
      ) : null}
      <Text mb="lg">
        Pflichtfelder sind mit * gekennzeichnet. Einen Entwurf können Sie jederzeit speichern.
      </Text>
      <DraftFields definition={definition} step={step} answers={answers} form={form} readOnly={false} />
      <Group className={classes.actions} justify="space-between" gap="sm">
        {saved ? (
          <Button variant="subtle" color="red" onClick={askDelete}>
            Entwurf löschen
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <BusyButton variant="outline" loading={form.saving} onClick={() => void form.save(false)}>
            Entwurf speichern
          </BusyButton>
          {lock ? (
            // In place of the submit while the level is not open: no confirmation the server then refuses.
            <Text size="sm" fw={600}>
              {lockTitle(lock)}.
            </Text>
          ) : (
            <BusyButton type="submit" loading={form.sending}>
              Praxisbeispiel einreichen
            </BusyButton>
          )}
        </Group>
      </Group>
      {dialogs}
    </form>
  );
}

const lockTitle = (lock: NonNullable<CaseStudyLock>) =>
  lock.opensAt ? `Einreichen ab dem ${formatDate(lock.opensAt)} möglich` : 'Einreichen noch nicht möglich';

function Notices({
  problem,
  onReload,
  onSaveAsNew,
}: {
  problem: Problem;
  onReload: () => void;
  onSaveAsNew: () => void;
}) {
  if (!problem) return null;
  switch (problem.kind) {
    case 'conflict':
      return (
        <Alert color="red" role="alert" title={caseStudyNotices.conflictTitle} mb="lg">
          <Text mb="sm">{problem.message}</Text>
          <Button variant="outline" color="red" onClick={onReload}>
            Aktuellen Stand laden
          </Button>
        </Alert>
      );
    case 'notOpen':
      return (
        <Alert color="red" role="alert" title={caseStudyNotices.notOpenTitle} mb="lg">
          {problem.message}
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="red" role="alert" title={problem.title} mb="lg">
          {problem.message}
        </Alert>
      );
    case 'gone':
      return <GoneNotice title={problem.title} message={caseStudyNotices.gone} onSaveAsNew={onSaveAsNew} />;
  }
}
