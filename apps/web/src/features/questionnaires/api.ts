import {
  answersOf,
  questionnaires,
  type Paginated,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
  type QuestionnaireListItem,
  type QuestionnaireRecord,
} from '@cert/domain';
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

const enc = encodeURIComponent;
/** The registry's bases include the client's own /api prefix. */
const path = (kind: QuestionnaireKind, rest: string) =>
  `${questionnaires[kind].apiBase.replace(/^\/api/, '')}${rest}`;

export const questionnaireRecordQuery = (kind: QuestionnaireKind, id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.record(kind, id),
    queryFn: () => api.get<QuestionnaireRecord>(path(kind, `/${enc(id)}`)),
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
      api.get<Paginated<QuestionnaireListItem>>(
        `/certifications/${list}?filter.organization=${enc(organization)}&page=${page}&pageSize=${LIST_PAGE_SIZE}&sort=-updatedAt`,
      ),
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
      const page = await api.get<Paginated<QuestionnaireListItem>>(
        `/certifications/draft?filter.organization=${enc(organization ?? '')}&filter.kind=${enc(kind)}&page=1&pageSize=1&sort=-updatedAt`,
      );
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
  /** Ends a save that takes too long (lib/draft-document.ts). */
  signal?: AbortSignal;
};

/**
 * Saves a draft: the first save creates it for the active organisation, later saves name the version they
 * were loaded at (an older one answers 409). Answers the saved record.
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
    }: SaveInput): Promise<QuestionnaireRecord> => {
      if (id === undefined) {
        return api.post<QuestionnaireRecord>(
          path(kind, '/draft'),
          { ...answers, meta: { organization } },
          { signal },
        );
      }
      return api.put<QuestionnaireRecord>(
        path(kind, `/draft/${enc(id)}`),
        { ...answers, version },
        { signal },
      );
    },
    meta: { handlesErrors: true },
    onSuccess: (record) => {
      queryClient.setQueryData(questionnaireKeys.record(kind, record._id), record);
      void queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    },
  });
}

export function useSubmitQuestionnaire(kind: QuestionnaireKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, id, version }: Required<Pick<SaveInput, 'answers' | 'id' | 'version'>>) =>
      api.put<QuestionnaireRecord>(path(kind, `/draft/${enc(id)}/submit`), { ...answers, version }),
    meta: { handlesErrors: true },
    onSuccess: (record) => {
      queryClient.setQueryData(questionnaireKeys.record(kind, record._id), record);
      void queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
      // A failed result starts a waiting period.
      void queryClient.invalidateQueries({ queryKey: ['questionnaires', 'retention', kind] });
    },
  });
}

export function useDeleteDraft(kind: QuestionnaireKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(path(kind, `/draft/${enc(id)}`)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: questionnaireKeys.record(kind, id) });
      void queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    },
  });
}

/** The answers of a record, without its bookkeeping keys. */
export const recordAnswers = (record: QuestionnaireRecord): QuestionnaireAnswers =>
  answersOf(record as unknown as Record<string, unknown>);
