import { etagOf, type CaseStudyDraftContent, type CaseStudyKind, type CaseStudyRecord } from '@cert/domain';
import { caseStudyContracts } from '@cert/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** The case-study calls of docs/decisions/014-journeys.md (contracts in packages/domain/src/api/case-study-contracts.ts). */
export const caseStudyKeys = {
  all: ['case-studies'] as const,
  record: (kind: CaseStudyKind, id: string) => ['case-studies', 'record', kind, id] as const,
  current: (kind: CaseStudyKind, organization: string) =>
    ['case-studies', 'current', kind, organization] as const,
};

export const caseStudyQuery = (kind: CaseStudyKind, id: string) =>
  queryOptions({
    queryKey: caseStudyKeys.record(kind, id),
    queryFn: () => api.call(caseStudyContracts[kind].read, { params: { id } }),
    // A 404 is shown by the screen, not as a notice.
    meta: { handlesErrors: true },
    // The form keeps its own copy; refetching in the background would only overwrite the version it saves with.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The organisation's latest case study of the kind, whatever its state; null when it has none. */
const currentCaseStudyQuery = (kind: CaseStudyKind, organization: string) =>
  queryOptions({
    queryKey: caseStudyKeys.current(kind, organization),
    queryFn: async (): Promise<CaseStudyRecord | null> => {
      try {
        return await api.call(caseStudyContracts[kind].current, { params: { organizationId: organization } });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { handlesErrors: true },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useCaseStudy = (kind: CaseStudyKind, id: string | undefined) =>
  useQuery({ ...caseStudyQuery(kind, id ?? ''), enabled: id !== undefined });

export const useCurrentCaseStudy = (kind: CaseStudyKind, organization: string | undefined) =>
  useQuery({ ...currentCaseStudyQuery(kind, organization ?? ''), enabled: organization !== undefined });

type SaveCaseStudyInput = {
  content: CaseStudyDraftContent;
  id?: string;
  version?: number;
  organization: string;
  /** Ends a save that takes too long (components/draft-editor/use-draft-form.ts). */
  signal?: AbortSignal;
};

/** Every cached copy of a case study, and the journeys that show it, follow a write. */
function useStoreRecord(kind: CaseStudyKind) {
  const queryClient = useQueryClient();
  return (record: CaseStudyRecord) => {
    queryClient.setQueryData(caseStudyKeys.record(kind, record._id), record);
    queryClient.setQueryData(caseStudyKeys.current(kind, record.organization), record);
    void queryClient.invalidateQueries({ queryKey: ['journeys'] });
  };
}

/** Saves a draft: the first save creates it, later saves name the version they were loaded at (older: 409). */
export function useSaveCaseStudy(kind: CaseStudyKind) {
  const store = useStoreRecord(kind);
  return useMutation({
    mutationFn: ({ content, id, version, organization, signal }: SaveCaseStudyInput) =>
      id === undefined
        ? api.call(caseStudyContracts[kind].create, { body: { organization, content }, signal })
        : api.call(caseStudyContracts[kind].save, {
            params: { id },
            // The version it was loaded at, as HTTP's precondition (docs/questionnaire-rules.md §7) and in the body.
            headers: { 'if-match': etagOf(version!) },
            body: { content, version: version! },
            signal,
          }),
    meta: { handlesErrors: true },
    onSuccess: store,
  });
}

export function useSubmitCaseStudy(kind: CaseStudyKind) {
  const store = useStoreRecord(kind);
  return useMutation({
    mutationFn: async ({
      content,
      id,
      version,
    }: {
      content: CaseStudyDraftContent;
      id: string;
      version: number;
    }) =>
      api.call(caseStudyContracts[kind].submit, {
        params: { id },
        headers: { 'if-match': etagOf(version) },
        body: { content, version },
      }),
    meta: { handlesErrors: true },
    onSuccess: store,
  });
}

export function useDeleteCaseStudy(kind: CaseStudyKind, organization: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(caseStudyContracts[kind].remove, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: caseStudyKeys.record(kind, id) });
      queryClient.setQueryData(caseStudyKeys.current(kind, organization), null);
      void queryClient.invalidateQueries({ queryKey: ['journeys'] });
    },
  });
}
