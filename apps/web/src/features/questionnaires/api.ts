import {
  documentOf,
  toWire,
  etagOf,
  type QuestionnaireAnswers,
  type QuestionnaireDocument,
  type QuestionnaireKind,
  type QuestionnaireBookkeeping,
} from '@cert/domain';
import {
  certificateContracts,
  journeyContracts,
  questionnaireContracts,
  questionnaireListContracts,
} from '@cert/domain/contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, doneIfNotFound } from '@/lib/api-client';
import { callKey, callQuery, resourceKey } from '@/lib/call-query';
import { openDraftsQuery } from '@/lib/open-drafts';

/**
 * The questionnaire calls of docs/questionnaire-rules.md §7 and docs/decisions/011-questionnaires.md, their cache
 * keys from the contracts (lib/call-query.ts).
 */
const recordKey = (kind: QuestionnaireKind, id: string) =>
  callKey(questionnaireContracts(kind).read, { params: { id } });
/**
 * Both lists, drafts and submissions (the latest draft is read from the list of drafts). Each by its own path: their
 * resource, `certifications`, holds the records too, which a save must not read again.
 */
const refreshLists = (queryClient: QueryClient) =>
  Promise.all(
    [questionnaireListContracts.draft, questionnaireListContracts.submission].map((list) =>
      queryClient.invalidateQueries({ queryKey: callKey(list) }),
    ),
  );

export type QuestionnaireList = 'draft' | 'submission';

export const questionnaireRecordQuery = (kind: QuestionnaireKind, id: string) =>
  queryOptions({
    queryKey: recordKey(kind, id),
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
    ...callQuery(questionnaireListContracts[list], {
      query: { 'filter.organization': organization, page, pageSize: LIST_PAGE_SIZE, sort: '-updatedAt' },
    }),
    placeholderData: keepPreviousData,
    // Each list says a failed read in its own alert, with a retry.
    meta: { handlesErrors: true },
  });
}

export function useOpenDrafts(kind: QuestionnaireKind, organization: string | undefined) {
  return useQuery(openDraftsQuery(kind, organization));
}

/** The draft edited last, which an address without id continues. */
export function useLatestDraft(kind: QuestionnaireKind, organization: string | undefined) {
  return useQuery({ ...openDraftsQuery(kind, organization), select: (docs) => docs[0] ?? null });
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
  queryClient.setQueryData(recordKey(kind, document._id), document);
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
      void refreshLists(queryClient);
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
      void refreshLists(queryClient);
      // A result moves the journey on (a passed level brings a certificate), and a failed one starts a waiting
      // period the journey shows.
      void queryClient.invalidateQueries({ queryKey: resourceKey(journeyContracts.procurement) });
      void queryClient.invalidateQueries({ queryKey: resourceKey(certificateContracts.ofOrganization) });
    },
  });
}

export function useDeleteDraft(kind: QuestionnaireKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.call(questionnaireContracts(kind).remove, { params: { id } }).catch(doneIfNotFound),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: recordKey(kind, id) });
      void refreshLists(queryClient);
    },
  });
}
