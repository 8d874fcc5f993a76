import {
  ErrorCode,
  initialAnswers,
  organizationNameField,
  prefilledAnswers,
  questionnaires,
  submitIssues,
  type PrefillValues,
  type QuestionnaireKind,
  type QuestionnaireRecord,
} from '@cert/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { sameAnswers, setAnswer, useFieldChecks } from '@/components/answer-form';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { justSubmittedState } from '@/lib/just-submitted';
import { savedDraftOf, useAutosave, useDraftDocument, type SavedDraft } from '@/lib/draft-document';
import { notifyError, notifySuccess } from '@/lib/notify';
import { sameScreen } from '@/lib/same-screen';
import {
  questionnaireRecordQuery,
  recordAnswers,
  useDeleteDraft,
  useSaveDraft,
  useSubmitQuestionnaire,
} from './api';
import { mergeAnswers, REVIEW_SLUG, stepPath } from './form-state';
import { questionnaireNotices } from './messages';

/**
 * What went wrong with the last write, as the screen shows it: a version conflict (the only case with "Aktuellen
 * Stand laden"), no organisation to save for, a failed autosave, or a refusal with the server's own German message
 * (LEVEL_NOT_OPEN and IN_RETENTION name the day the submit opens).
 */
export type Problem =
  | { kind: 'conflict' }
  | { kind: 'noOrganization' }
  | { kind: 'autosaveFailed' }
  | { kind: 'refused'; title: string; message: string }
  | null;

/** A saved draft's answers, or a new one's: the defaults and what the platform knows already (PrefillValues). */
function startAnswers(
  kind: QuestionnaireKind,
  record: QuestionnaireRecord | undefined,
  prefill: PrefillValues = {},
) {
  const { definition } = questionnaires[kind];
  const initial = initialAnswers(definition);
  if (record) return mergeAnswers(initial, recordAnswers(record));
  return prefilledAnswers(definition, prefill).reduce(
    (answers, { section, key, value }) => setAnswer(answers, section, key, value),
    initial,
  );
}

type Options = {
  kind: QuestionnaireKind;
  record: QuestionnaireRecord | undefined;
  prefill: PrefillValues | undefined;
  organization: string | undefined;
  /** The step shown: a new draft's address keeps it when the id is written in. */
  slug: string;
  journeyPath: string;
  onCreated: (id: string) => void;
  onDeleted: () => void;
};

/**
 * A questionnaire's answers and its writes (docs/questionnaire-rules.md §4): the draft state of lib/draft-document,
 * autosave from the first answer (which creates the draft and writes its id into the address), the manual save, the
 * submit after its confirmation, the delete, and the reload after a conflict. Each write runs in line, so a submit
 * behind an autosave names the version that save confirmed.
 */
export function useQuestionnaireDraft({
  kind,
  record,
  prefill,
  organization,
  slug,
  journeyPath,
  onCreated,
  onDeleted,
}: Options) {
  const { definition, routeBase } = questionnaires[kind];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const readOnly = record?.submittedAt != null;
  const draft = useDraftDocument(
    {
      value: () => startAnswers(kind, record, prefill),
      saved: record ? savedDraftOf(record) : null,
      local: readOnly ? undefined : `questionnaire:${kind}`,
    },
    sameAnswers,
  );
  const { setValue, saved, serialized, current, confirmed, confirm, settle } = draft;
  const checks = useFieldChecks(definition, current, setValue);
  const [problem, setProblem] = useState<Problem>(null);
  const [confirmingSubmit, setConfirmingSubmit] = useState(false);
  const [submitAttempt, setSubmitAttempt] = useState(0);

  const saveDraft = useSaveDraft(kind);
  const submitQuestionnaire = useSubmitQuestionnaire(kind);
  const deleteDraft = useDeleteDraft(kind);

  const dirty = !readOnly && draft.dirty;

  /** One save, as the next write in line (callers inside serialized() call it directly). */
  const writeDraft = useCallback(
    async (silent: boolean): Promise<SavedDraft | undefined> => {
      const sent = current();
      const before = confirmed().saved;
      try {
        const result = await saveDraft.mutateAsync({
          answers: sent,
          id: before?.id,
          version: before?.version,
          organization,
        });
        const next = savedDraftOf(result);
        confirm(next, sent);
        setProblem(null);
        if (!before) {
          onCreated(result._id);
          void navigate(stepPath(routeBase, result._id, slug), { replace: true, state: sameScreen });
        }
        if (!silent) notifySuccess(questionnaireNotices.draftSaved);
        return next;
      } catch (error) {
        if (isApiError(error) && error.code === ErrorCode.Conflict) setProblem({ kind: 'conflict' });
        else if (isApiError(error) && error.code === ErrorCode.NoActiveOrganization)
          setProblem({ kind: 'noOrganization' });
        else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
          setProblem({
            kind: 'refused',
            title: questionnaireNotices.notSavedTitle,
            message: userMessageOf(error),
          });
        else if (silent && before) setProblem({ kind: 'autosaveFailed' });
        else notifyError(error);
        return undefined;
      }
    },
    [saveDraft, organization, onCreated, navigate, routeBase, slug, current, confirmed, confirm],
  );
  const save = useCallback(
    (silent: boolean) => serialized(() => writeDraft(silent)),
    [serialized, writeDraft],
  );

  // From the first answer on: a new questionnaire is created by its first autosave (docs/questionnaire-rules.md §4).
  // A conflict waits for the reload, a missing organisation for one; other refusals try again with the next change.
  const autosaveBlocked =
    readOnly ||
    problem?.kind === 'conflict' ||
    problem?.kind === 'noOrganization' ||
    (!saved && !organization) ||
    saveDraft.isPending;
  useAutosave(draft.value, dirty && !autosaveBlocked, () => save(true));

  const reload = async () => {
    if (!saved) return;
    const fresh = await queryClient.fetchQuery({ ...questionnaireRecordQuery(kind, saved.id), staleTime: 0 });
    draft.load(savedDraftOf(fresh), startAnswers(kind, fresh));
    setProblem(null);
  };

  /** "Fragebogen absenden": saves what is unsaved, shows what is missing, else asks for the confirmation. */
  const submit = () => serialized(submitInLine);
  const submitInLine = async () => {
    let version: SavedDraft | null | undefined = confirmed().saved;
    const unsaved = !sameAnswers(current(), confirmed().value, organizationNameField(definition));
    if (!version || unsaved) {
      version = await writeDraft(true);
      if (!version) return;
    }
    if (submitIssues(definition, current()).length > 0) {
      checks.force();
      setSubmitAttempt((attempt) => attempt + 1);
      return;
    }
    // Complete and saved: the user decides in the dialog, which says what follows (docs/questionnaire-rules.md §4).
    setConfirmingSubmit(true);
  };

  /** The confirmed submit. */
  const send = () => serialized(sendInLine);
  const sendInLine = async () => {
    const version = confirmed().saved;
    if (!version) return;
    try {
      await submitQuestionnaire.mutateAsync({ answers: current(), id: version.id, version: version.version });
      setConfirmingSubmit(false);
      settle();
      // The journey shows this questionnaire's result and its evaluation first; no notice on top of that.
      void navigate(journeyPath, { state: justSubmittedState(kind, version.id) });
    } catch (error) {
      setConfirmingSubmit(false);
      if (isApiError(error) && error.code === ErrorCode.Conflict) setProblem({ kind: 'conflict' });
      else if (isApiError(error) && error.status === 409)
        setProblem({
          kind: 'refused',
          title: questionnaireNotices.notSubmittedTitle,
          message: userMessageOf(error),
        });
      else notifyError(error);
    }
  };

  const remove = () => serialized(removeInLine);
  const removeInLine = async () => {
    const id = confirmed().saved?.id;
    if (!id) return;
    try {
      await deleteDraft.mutateAsync(id);
      settle();
      notifySuccess(questionnaireNotices.draftDeleted);
      onDeleted();
      void navigate(stepPath(routeBase, undefined, definition.steps[0]?.slug ?? REVIEW_SLUG));
    } catch (error) {
      notifyError(error);
    }
  };

  return {
    answers: draft.value,
    localCopy: draft.localCopy,
    checks,
    saved,
    readOnly,
    dirty,
    problem,
    /** Counts the blocked submits: each moves the focus to the error summary. */
    submitAttempt,
    confirmingSubmit,
    cancelSubmit: () => setConfirmingSubmit(false),
    save,
    submit,
    send,
    remove,
    reload,
    saving: saveDraft.isPending,
    sending: submitQuestionnaire.isPending,
    deleting: deleteDraft.isPending,
  };
}
