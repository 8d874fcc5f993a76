import {
  documentOf,
  toWire,
  etagOf,
  type QuestionnaireAnswers,
  type QuestionnaireDocument,
  type QuestionnaireKind,
  type QuestionnaireBookkeeping,
} from '@cert/domain';
import { questionnaireContracts, questionnaireListContracts } from '@cert/domain/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The questionnaire calls of docs/questionnaire-rules.md §7 and docs/decisions/011-questionnaires.md. */
const questionnaireKeys = {
  all: ['questionnaires'] as const,
  record: (kind: QuestionnaireKind, id: string) => ['questionnaires', 'record', kind, id] as const,
  list: (list: QuestionnaireList, organization: string, page: number) =>
    ['questionnaires', 'list', list, organization, page] as const,
  latestDraft: (kind: QuestionnaireKind, organization: string) =>
    ['questionnaires', 'list', 'latest-draft', kind, organization] as const,
};

export type QuestionnaireList = 'draft' | 'submission';

export const questionnaireRecordQuery = (kind: QuestionnaireKind, id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.record(kind, id),
    queryFn: async () => documentOf(await api.call(questionnaireContracts(kind).read, { params: { id } })),
    // A 404 is shown by the screen, not as a notice.
    meta: { handlesErrors: true },
    // The form keeps its own copy; refetching in the background would only overwrite the version it saves with.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useQuestionnaireRecord = (kind: QuestionnaireKind, id: string | undefined) =>
  useQuery({ ...questionnaireRecordQuery(kind, id ?? ''), enabled: id !== undefined });

const LIST_PAGE_SIZE = 10;

export function useQuestionnaireList(list: QuestionnaireList, organization: string, page: number) {
  return useQuery({
    queryKey: questionnaireKeys.list(list, organization, page),
    queryFn: () =>
      api.call(questionnaireListContracts[list], {
        query: { 'filter.organization': organization, page, pageSize: LIST_PAGE_SIZE, sort: '-updatedAt' },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The organisation's most recently changed draft of a kind, or null: what every way into a questionnaire continues
 * unless the user asks for another draft (docs/questionnaire-rules.md §4).
 */
export function useLatestDraft(kind: QuestionnaireKind, organization: string | undefined) {
  return useQuery({
    queryKey: questionnaireKeys.latestDraft(kind, organization ?? ''),
    queryFn: async () => {
      const page = await api.call(questionnaireListContracts.draft, {
        query: {
          'filter.organization': organization ?? '',
          'filter.kind': kind,
          page: 1,
          pageSize: 1,
          sort: '-updatedAt',
        },
      });
      return page.docs[0] ?? null;
    },
    enabled: organization !== undefined,
    staleTime: 0,
  });
}

type SaveInput = {
  answers: QuestionnaireAnswers;
  id?: string;
  version?: number;
  organization?: string;
  /** Ends a save that takes too long (components/draft-editor/use-draft-form.ts). */
  signal?: AbortSignal;
};

/** The condition of a write: the version the form last had from the server (a newer save answers 409). */
const ifMatch = (version: number | undefined) =>
  version === undefined ? {} : { 'if-match': etagOf(version) };

/** A record the server answered, kept as the app keeps it, in the record's query. */
function keep(
  queryClient: ReturnType<typeof useQueryClient>,
  kind: QuestionnaireKind,
  record: QuestionnaireBookkeeping & Record<string, unknown>,
) {
  const document = documentOf(record);
  queryClient.setQueryData(questionnaireKeys.record(kind, document._id), document);
  return document;
}

/**
 * Saves a draft: the first save creates it for the active organisation, later saves name the version they
 * were loaded at in If-Match (an older one answers 409). Answers the saved record.
 */
export function useSaveDraft(kind: QuestionnaireKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      answers,
      id,
      version,
      organization,
      signal,
    }: SaveInput): Promise<QuestionnaireDocument> => {
      const calls = questionnaireContracts(kind);
      const record =
        id === undefined
          ? await api.call(calls.create, { body: toWire(answers, { meta: { organization } }), signal })
          : await api.call(calls.save, { params: { id }, headers: ifMatch(version), body: answers, signal });
      return keep(queryClient, kind, record);
    },
    meta: { handlesErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    },
  });
}

export function useSubmitQuestionnaire(kind: QuestionnaireKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answers, id, version }: Required<Pick<SaveInput, 'answers' | 'id' | 'version'>>) => {
      const submit = questionnaireContracts(kind).submit;
      return keep(
        queryClient,
        kind,
        await api.call(submit, { params: { id }, headers: ifMatch(version), body: answers }),
      );
    },
    meta: { handlesErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
      // A result moves the journey on, and a failed one starts a waiting period it shows (features/journeys keys its
      // queries under 'journeys'; until the keys come from the contracts, the prefix is named here, as the case
      // studies do). The key this replaced was read by nothing.
      void queryClient.invalidateQueries({ queryKey: ['journeys'] });
    },
  });
}

export function useDeleteDraft(kind: QuestionnaireKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(questionnaireContracts(kind).remove, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: questionnaireKeys.record(kind, id) });
      void queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    },
  });
}
