import {
  completeness,
  ErrorCode,
  initialAnswers,
  prefilledAnswers,
  questionnaires,
  type PrefillValues,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
  type QuestionnaireDocument,
} from '@cert/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sameAnswers, setAnswer } from '@/components/answer-form';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { justSubmittedState } from '@/lib/just-submitted';
import { savedDraftOf, useDraftForm, type GoneProblem } from '@/components/draft-editor';
import { sameScreenNavigation } from '@/lib/same-screen';
import { questionnaireRecordQuery, useDeleteDraft, useSaveDraft, useSubmitQuestionnaire } from './api';
import { draftLocal, EVALUATION_SLUG, mergeAnswers, REVIEW_SLUG, stepPath } from './form-state';
import { questionnaireNotices } from './messages';

/**
 * What went wrong with the last write, as the screen shows it: a version conflict that cannot be merged (the only
 * case with "Aktuellen Stand laden"), no organisation to save for, or a refusal with the server's own German message
 * (LEVEL_NOT_OPEN and IN_RETENTION name the day the submit opens). A save that did not reach the server is no problem
 * of the form: the save status says so and it is tried again (components/draft-editor).
 */
export type Problem =
  | { kind: 'conflict' }
  | { kind: 'noOrganization' }
  | { kind: 'refused'; title: string; message: string }
  | GoneProblem
  | null;

/** A saved draft's answers, or a new one's: the defaults and what the platform knows already (PrefillValues). */
function startAnswers(
  kind: QuestionnaireKind,
  record: QuestionnaireDocument | undefined,
  prefill: PrefillValues = {},
) {
  const { definition } = questionnaires[kind];
  const initial = initialAnswers(definition);
  if (record) return mergeAnswers(initial, record.answers);
  return prefilledAnswers(definition, prefill).reduce(
    (answers, { section, key, value }) => setAnswer(answers, section, key, value),
    initial,
  );
}

/**
 * Where continuing a saved questionnaire opens it (docs/questionnaire-rules.md §2): the first step with an open
 * answer, counted as the step list counts them; the review once nothing is open or it was submitted.
 */
export function continueSlug(kind: QuestionnaireKind, record: QuestionnaireDocument): string {
  const { definition } = questionnaires[kind];
  if (record.submittedAt) return REVIEW_SLUG;
  const { openBySection } = completeness(definition, startAnswers(kind, record));
  return definition.steps.find((step) => (openBySection[step.section] ?? 0) > 0)?.slug ?? REVIEW_SLUG;
}

type Options = {
  kind: QuestionnaireKind;
  record: QuestionnaireDocument | undefined;
  prefill: PrefillValues | undefined;
  organization: string | undefined;
  /** The step shown: a new draft's address keeps it when the id is written in. */
  slug: string;
  journeyPath: string;
  onCreated: (id: string) => void;
  onDeleted: () => void;
};

/**
 * A questionnaire's answers and its writes (docs/questionnaire-rules.md §4): the one draft hook (components/draft-editor) with
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
  const saveDraft = useSaveDraft(kind);
  const submitQuestionnaire = useSubmitQuestionnaire(kind);
  const deleteDraft = useDeleteDraft(kind);
  const readOnly = record?.submittedAt != null;

  const form = useDraftForm<QuestionnaireAnswers, Exclude<Problem, GoneProblem | null>>({
    definition,
    start: {
      value: () => startAnswers(kind, record, prefill),
      saved: record ? savedDraftOf(record, record.meta.updatedBy ?? null) : null,
      local: readOnly ? undefined : draftLocal(kind),
    },
    same: sameAnswers,
    writes: {
      save: (answers, saved, signal) =>
        saveDraft.mutateAsync({ answers, id: saved?.id, version: saved?.version, organization, signal }),
      submit: (answers, saved) =>
        submitQuestionnaire.mutateAsync({ answers, id: saved.id, version: saved.version }),
      remove: (id) => deleteDraft.mutateAsync(id),
      fresh: async (id) => {
        const stored = await queryClient.fetchQuery({
          ...questionnaireRecordQuery(kind, id),
          staleTime: 0,
          retry: false,
          networkMode: 'always',
        });
        if (stored.submittedAt !== null) return null;
        return {
          saved: savedDraftOf(stored, stored.meta.updatedBy ?? null),
          value: startAnswers(kind, stored),
        };
      },
    },
    isStale: (error) => isApiError(error) && error.code === ErrorCode.Conflict,
    problemOf: (error, write) => {
      if (!isApiError(error)) return undefined;
      if (error.code === ErrorCode.Conflict && write.caughtUp)
        return {
          kind: 'refused',
          title: questionnaireNotices.changedBeforeSubmitTitle,
          message: questionnaireNotices.changedBeforeSubmit,
        };
      if (error.code === ErrorCode.Conflict) return { kind: 'conflict' };
      if (error.code === ErrorCode.NoActiveOrganization) return { kind: 'noOrganization' };
      if (write.submit && error.status === 409)
        return {
          kind: 'refused',
          title: questionnaireNotices.notSubmittedTitle,
          message: userMessageOf(error),
        };
      if (!write.submit && error.status >= 400 && error.status < 500 && error.status !== 401)
        return {
          kind: 'refused',
          title: questionnaireNotices.notSavedTitle,
          message: userMessageOf(error),
        };
      return undefined;
    },
    // A conflict waits for the reload, a missing organisation for one; other refusals try again with the next change.
    blocksAutosave: (problem) => problem.kind === 'conflict' || problem.kind === 'noOrganization',
    reasonOf: (problem) => {
      if (problem.kind === 'conflict') return questionnaireNotices.conflictReason;
      if (problem.kind === 'noOrganization') return questionnaireNotices.noOrganizationTitle;
      if (problem.kind === 'refused') return problem.message;
      return undefined;
    },
    // From the first answer on: a new questionnaire is created by its first autosave (docs/questionnaire-rules.md §4).
    autosaveOff: readOnly || (!record && !organization),
    // Its steps and review; its evaluation is a page of its own.
    staysOnForm: (next) =>
      (next.pathname === routeBase || next.pathname.startsWith(`${routeBase}/`)) &&
      !next.pathname.endsWith(`/${EVALUATION_SLUG}`),
    onCreated: (id) => {
      onCreated(id);
      void navigate(stepPath(routeBase, id, slug), sameScreenNavigation);
    },
    // The journey shows this questionnaire's result and its evaluation first; no notice on top of that.
    onSubmitted: (id) => void navigate(journeyPath, { state: justSubmittedState(kind, id) }),
    // Back to the list, where the notice says what happened (docs/questionnaire-rules.md §4).
    onDeleted: () => {
      onDeleted();
      void navigate('/fragebogen');
    },
    notices: {
      saved: questionnaireNotices.draftSaved,
      deleted: questionnaireNotices.draftDeleted,
      closed: questionnaireNotices.submittedElsewhere,
      gone: {
        notSaved: questionnaireNotices.notSavedTitle,
        notSubmitted: questionnaireNotices.notSubmittedTitle,
        reason: questionnaireNotices.goneReason,
      },
    },
  });
  // The draft hook's state and actions, with the answers under the name the questionnaire screens use.
  return { ...form, answers: form.value, readOnly, dirty: !readOnly && form.dirty };
}
