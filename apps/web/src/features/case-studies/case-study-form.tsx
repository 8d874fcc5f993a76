import {
  caseStudyFields,
  caseStudyMessages,
  ErrorCode,
  type CaseStudyContent,
  type CaseStudyField,
  type CaseStudyFieldDefinition,
  type CaseStudyKind,
  type CaseStudyRecord,
} from '@cert/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog, SaveState, useLeavePageConfirmation } from '@/components/form';
import { isApiError, userMessageOf } from '@/lib/api-client';
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
import { CaseStudyFieldInput } from './case-study-fields';
import {
  draftMessages,
  fieldId,
  sameContent,
  startContent,
  submitMessages,
  type FieldMessages,
} from './content';
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

/** The server's field details of a 400, keyed by the content's field. */
function serverMessages(error: unknown): FieldMessages {
  if (!isApiError(error) || !error.fields) return {};
  const result: FieldMessages = {};
  for (const field of error.fields) {
    const key = field.path.replace(/^content\./, '').split('.')[0] as CaseStudyField;
    result[key] ??= field.message;
  }
  return result;
}

/**
 * A case study draft (ADR 014 "Case studies"): the domain's fields, saved with versions like the questionnaires,
 * checked with the domain's submit schema before the submit; a blocked submit shows an error summary and outlines
 * the fields in red (docs/product.md §5, §8).
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
  const fields = useMemo(() => caseStudyFields(kind), [kind]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useDraftDocument(
    {
      value: () => startContent(record),
      saved: record ? savedDraftOf(record) : null,
    },
    sameContent,
  );
  const {
    value: content,
    setValue: setContent,
    saved,
    serialized,
    current,
    confirmed,
    confirm,
    settle,
  } = draft;
  const [touched, setTouched] = useState<Partial<Record<CaseStudyField, true>>>({});
  const [forced, setForced] = useState(false);
  const [blocked, setBlocked] = useState<FieldMessages>({});
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

  // Forced after a blocked submit (all fields) or a blocked save (the fields it named); otherwise a field's
  // message shows once it was changed and left, so that a half-written text is not called wrong.
  const live = useMemo(() => submitMessages(content), [content]);
  const messageOf = (key: CaseStudyField): string | undefined => {
    if (forced) return live[key] ?? blocked[key];
    if (blocked[key]) return live[key] ?? blocked[key];
    return touched[key] && content[key] !== '' && content[key] !== undefined ? live[key] : undefined;
  };
  const summary = forced
    ? fields.flatMap((field) => {
        const message = messageOf(field.key);
        return message ? [{ field, message }] : [];
      })
    : [];

  const onChange = (field: CaseStudyFieldDefinition, value: string | boolean) => {
    setContent((previous) => ({ ...previous, [field.key]: value }));
    if (field.kind === 'yesNo') setTouched((previous) => ({ ...previous, [field.key]: true }));
  };
  const onBlur = (field: CaseStudyFieldDefinition) =>
    setTouched((previous) => (previous[field.key] ? previous : { ...previous, [field.key]: true }));

  const save = (silent: boolean) => serialized(() => writeDraft(silent));
  /** One save, as the next write in line (callers inside serialized() call it directly). */
  const writeDraft = async (silent: boolean): Promise<SavedDraft | undefined> => {
    const sent = current();
    const before = confirmed().saved;
    const invalid = draftMessages(sent);
    if (Object.keys(invalid).length > 0) {
      setBlocked(invalid);
      setProblem({
        kind: 'refused',
        title: caseStudyNotices.draftInvalidTitle,
        message: caseStudyNotices.draftInvalid,
      });
      return undefined;
    }
    try {
      const result = await saveCaseStudy.mutateAsync({
        content: sent,
        id: before?.id,
        version: before?.version,
        organization: organizationId,
      });
      const next = savedDraftOf(result);
      confirm(next, sent);
      setProblem(null);
      setBlocked({});
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
      setBlocked(serverMessages(error));
      setForced(true);
      setSummaryShown((count) => count + 1);
    } else notifyError(error);
  };

  // From the first change on, as questionnaires do (docs/questionnaire-rules.md §4); a text that cannot be saved yet
  // (a half-typed e-mail address) waits for the next change instead of raising a notice while the user types.
  const savable = useMemo(() => Object.keys(draftMessages(content)).length === 0, [content]);
  useAutosave(content, draft.dirty && savable && problem === null && !saveCaseStudy.isPending, () =>
    save(true),
  );

  const reload = async () => {
    if (!saved) return;
    const fresh = await queryClient.fetchQuery({ ...caseStudyQuery(kind, saved.id), staleTime: 0 });
    // Submitted elsewhere: with the fresh copy in the cache the screen shows it read-only.
    queryClient.setQueryData(caseStudyKeys.current(kind, fresh.organization), fresh);
    if (fresh.state !== 'DRAFT') return;
    draft.load(savedDraftOf(fresh), startContent(fresh));
    setProblem(null);
  };

  const submit = () => serialized(submitInLine);
  const submitInLine = async () => {
    const content = current();
    const unsaved = !sameContent(content, confirmed().value);
    if (Object.keys(submitMessages(content)).length > 0) {
      // Kept as a draft where it can be, so that nothing is lost while the user completes it.
      if (unsaved && Object.keys(draftMessages(content)).length === 0) await writeDraft(true);
      setForced(true);
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
        content: content as CaseStudyContent,
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
    ({ message }) => message === caseStudyMessages.required || message === caseStudyMessages.consentRequired,
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
            {summary.map(({ field, message }) => (
              <li key={field.key}>
                <a
                  href={`#${fieldId(field.key)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    const element = document.getElementById(fieldId(field.key));
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
      <div ref={problemRef} tabIndex={-1}>
        <Notices problem={problem} onReload={() => void reload()} />
      </div>
      <Text mb="lg">
        Pflichtfelder sind mit * gekennzeichnet. Einen Entwurf können Sie jederzeit speichern.
      </Text>
      <Stack gap="xl">
        {fields.map((field) => (
          <CaseStudyFieldInput
            key={field.key}
            field={field}
            content={content}
            error={messageOf(field.key)}
            onChange={onChange}
            onBlur={onBlur}
          />
        ))}
      </Stack>
      <SaveState savedAt={saved?.updatedAt} className={classes.saveState} />
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
