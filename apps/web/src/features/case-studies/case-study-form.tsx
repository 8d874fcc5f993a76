import {
  answerOf,
  caseStudyDefinition,
  caseStudyMessages,
  ErrorCode,
  messages,
  submitIssues,
  type CaseStudyDraftContent,
  type CaseStudyKind,
  type CaseStudyRecord,
  type QuestionnaireAnswers,
  type Step,
} from '@cert/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FieldInput, sameAnswers, summaryEntries, useFieldChecks } from '@/components/answer-form';
import { ConfirmDialog, LocalCopyNotice, SaveState, useLeavePageConfirmation } from '@/components/form';
import { isApiError, userMessageOf, type ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { savedDraftOf, useAutosave, useDraftDocument, type SavedDraft } from '@/lib/draft-document';
import { sameScreen } from '@/lib/same-screen';
import {
  caseStudyKeys,
  caseStudyQuery,
  useDeleteCaseStudy,
  useSaveCaseStudy,
  useSubmitCaseStudy,
} from './api';
import { caseStudyNotices } from './messages';
import classes from './case-studies.module.css';

type CaseStudyFormProps = {
  kind: CaseStudyKind;
  organizationId: string;
  /** The draft being edited; none for a new case study. */
  record: CaseStudyRecord | undefined;
  /** The address of a case study: with the id, the new one's address after its first save (gold). */
  pathOf: (id?: string) => string;
  /** Where the user goes after submitting: the journey screen. */
  journeyPath: string;
  onCreated: (id: string) => void;
  onDeleted: () => void;
};

type Problem =
  | { kind: 'conflict'; message: string }
  | { kind: 'notOpen'; message: string }
  | { kind: 'refused'; title: string; message: string }
  | null;

/** The form's answers: the case study's one step, its content in the step's section (docs/questionnaires.md). */
const answersOf = (step: Step, record: CaseStudyRecord | undefined): QuestionnaireAnswers => ({
  [step.section]: { ...record?.content },
});
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
  pathOf,
  journeyPath,
  onCreated,
  onDeleted,
}: CaseStudyFormProps) {
  const definition = caseStudyDefinition(kind);
  const step = definition.steps[0]!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useDraftDocument(
    {
      value: () => answersOf(step, record),
      saved: record ? savedDraftOf(record) : null,
      local: `case-study:${kind}:${organizationId}`,
    },
    sameAnswers,
  );
  const {
    value: answers,
    setValue: setAnswers,
    saved,
    serialized,
    current,
    confirmed,
    confirm,
    settle,
  } = draft;
  const checks = useFieldChecks(definition, current, setAnswers);
  const { forced, changed, left } = checks;
  const [summaryShown, setSummaryShown] = useState(0);
  const [problem, setProblem] = useState<Problem>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const saveCaseStudy = useSaveCaseStudy(kind);
  const submitCaseStudy = useSubmitCaseStudy(kind);
  const deleteCaseStudy = useDeleteCaseStudy(kind, organizationId);

  const leaveDialog = useLeavePageConfirmation(draft.dirty, (next) => next.pathname.startsWith(pathOf()));

  useEffect(() => {
    if (summaryShown > 0) summaryRef.current?.focus();
  }, [summaryShown]);

  // The buttons are at the end of a long form, the notices at its top: move there, or the notice goes unseen.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const summary = useMemo(
    () => (forced ? summaryEntries(definition, submitIssues(definition, answers)) : []),
    [forced, definition, answers],
  );

  const save = (silent: boolean) => serialized(() => writeDraft(silent));
  /** One save, as the next write in line (callers inside serialized() call it directly). */
  const writeDraft = async (silent: boolean): Promise<SavedDraft | undefined> => {
    const sent = current();
    const before = confirmed().saved;
    try {
      const result = await saveCaseStudy.mutateAsync({
        content: contentOf(step, sent),
        id: before?.id,
        version: before?.version,
        organization: organizationId,
      });
      const next = savedDraftOf(result);
      confirm(next, sent);
      setProblem(null);
      if (!before) {
        onCreated(result._id);
        if (pathOf(result._id) !== pathOf())
          void navigate(pathOf(result._id), { replace: true, state: sameScreen });
      }
      if (!silent) notifySuccess(caseStudyNotices.draftSaved);
      return next;
    } catch (error) {
      handleWriteError(error);
      return undefined;
    }
  };

  const handleWriteError = (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.LevelNotOpen) {
      setProblem({ kind: 'notOpen', message: userMessageOf(error) });
    } else if (isApiError(error) && error.status === 409 && confirmed().saved) {
      setProblem({ kind: 'conflict', message: caseStudyNotices.conflict });
    } else if (isApiError(error) && error.code === ErrorCode.NoActiveOrganization) {
      setProblem({
        kind: 'refused',
        title: caseStudyNotices.noOrganizationTitle,
        message: userMessageOf(error),
      });
    } else if (isApiError(error) && error.status === 409) {
      setProblem({ kind: 'refused', title: caseStudyNotices.notCreatedTitle, message: userMessageOf(error) });
    } else if (isApiError(error) && error.status === 400 && error.fields?.length) {
      // The engine's rules run here before every write, so this is what only the server can tell (a character
      // the database cannot store): said with the field's label, nothing typed is dropped.
      setProblem({
        kind: 'refused',
        title: caseStudyNotices.draftInvalidTitle,
        message: refusedFields(step, error),
      });
    } else notifyError(error);
  };

  // From the first change on, as questionnaires do (docs/questionnaire-rules.md §4): a draft keeps any text, a
  // half-typed e-mail address too; its form is checked on submit.
  useAutosave(answers, draft.dirty && problem === null && !saveCaseStudy.isPending, () => save(true));

  const reload = async () => {
    if (!saved) return;
    const fresh = await queryClient.fetchQuery({ ...caseStudyQuery(kind, saved.id), staleTime: 0 });
    // Submitted elsewhere: with the fresh copy in the cache the screen shows it read-only.
    queryClient.setQueryData(caseStudyKeys.current(kind, fresh.organization), fresh);
    if (fresh.state !== 'DRAFT') return;
    draft.load(savedDraftOf(fresh), answersOf(step, fresh));
    setProblem(null);
  };

  const submit = () => serialized(submitInLine);
  const submitInLine = async () => {
    const answers = current();
    const unsaved = !sameAnswers(answers, confirmed().value);
    if (submitIssues(definition, answers).length > 0) {
      // Kept as a draft, so that nothing is lost while the user completes it.
      if (unsaved) await writeDraft(true);
      checks.force();
      setSummaryShown((count) => count + 1);
      return;
    }
    let version: SavedDraft | null | undefined = confirmed().saved;
    if (!version || unsaved) {
      version = await writeDraft(true);
      if (!version) return;
    }
    try {
      await submitCaseStudy.mutateAsync({
        content: contentOf(step, answers),
        id: version.id,
        version: version.version,
      });
      settle();
      notifySuccess(caseStudyNotices.submitted);
      void navigate(journeyPath);
    } catch (error) {
      handleWriteError(error);
    }
  };

  const remove = () => serialized(removeInLine);
  const removeInLine = async () => {
    const saved = confirmed().saved;
    if (!saved) return;
    try {
      await deleteCaseStudy.mutateAsync(saved.id);
      setConfirmDelete(false);
      settle();
      notifySuccess(caseStudyNotices.draftDeleted);
      onDeleted();
      if (pathOf(saved.id) !== pathOf()) void navigate(pathOf(), { replace: true });
    } catch (error) {
      setConfirmDelete(false);
      notifyError(error);
    }
  };

  const onlyMissing = summary.every(
    ({ message }) => message === caseStudyMessages.required || message === messages.selectRequired,
  );

  return (
    <form
      noValidate
      aria-labelledby="praxisbeispiel-titel"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={classes.saveBar}>
        <SaveState savedAt={saved?.updatedAt} className={classes.saveState} />
      </div>
      {summary.length > 0 ? (
        <Alert
          ref={summaryRef}
          tabIndex={-1}
          color="red"
          title={onlyMissing ? caseStudyNotices.incomplete : caseStudyNotices.blockedByErrors}
          mb="xl"
          id="fehlerzusammenfassung"
        >
          <ul className={classes.errorList}>
            {summary.map(({ field, anchor, message }) => (
              <li key={field.key}>
                <a
                  href={`#${anchor}`}
                  onClick={(event) => {
                    event.preventDefault();
                    const element = document.getElementById(anchor);
                    element?.scrollIntoView({ block: 'center' });
                    element?.focus({ preventScroll: true });
                  }}
                >
                  {field.label} – {message}
                </a>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <LocalCopyNotice copy={draft.localCopy} />
      <div ref={problemRef} tabIndex={-1}>
        <Notices problem={problem} onReload={() => void reload()} />
      </div>
      <Text mb="lg">
        Pflichtfelder sind mit * gekennzeichnet. Einen Entwurf können Sie jederzeit speichern.
      </Text>
      <Stack gap="xl">
        {step.fields.map((field) => (
          <FieldInput
            key={field.key}
            step={step}
            field={field}
            value={answerOf(answers, step, field)}
            {...checks.shown(step, field)}
            readOnly={false}
            onChange={changed}
            onBlur={left}
          />
        ))}
      </Stack>
      <Group className={classes.actions} justify="space-between" gap="sm">
        {saved ? (
          <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
            Entwurf löschen
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="outline" loading={saveCaseStudy.isPending} onClick={() => void save(false)}>
            Entwurf speichern
          </Button>
          <Button type="submit" loading={submitCaseStudy.isPending}>
            Praxisbeispiel einreichen
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirmDelete}
        title="Entwurf löschen?"
        message="Alle Angaben dieses Praxisbeispiels werden gelöscht. Das lässt sich nicht rückgängig machen."
        confirmLabel="Entwurf löschen"
        danger
        loading={deleteCaseStudy.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      {leaveDialog}
    </form>
  );
}

function Notices({ problem, onReload }: { problem: Problem; onReload: () => void }) {
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
  }
}
