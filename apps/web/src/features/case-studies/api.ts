import { etagOf, type CaseStudyDraftContent, type CaseStudyKind, type CaseStudyRecord } from '@cert/domain';
import { caseStudyContracts, certificateContracts, journeyContracts } from '@cert/domain/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, doneIfNotFound, isApiError } from '@/lib/api-client';
import { callKey, callQuery, resourceKey } from '@/lib/call-query';

/** The case-study calls of docs/decisions/014-journeys.md, their cache keys from the contracts (lib/call-query.ts). */
export const caseStudyKeys = {
  record: (kind: CaseStudyKind, id: string) => callKey(caseStudyContracts[kind].read, { params: { id } }),
  current: (kind: CaseStudyKind, organization: string) =>
    callKey(caseStudyContracts[kind].current, { params: { organizationId: organization } }),
};

export const caseStudyQuery = (kind: CaseStudyKind, id: string) =>
  queryOptions({
    ...callQuery(caseStudyContracts[kind].read, { params: { id } }),
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

/** The journeys show a case study's state, and an accepted one brings a certificate. */
function refreshJourneys(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: resourceKey(journeyContracts.procurement) });
  void queryClient.invalidateQueries({ queryKey: resourceKey(certificateContracts.ofOrganization) });
}

/** Every cached copy of a case study, and the journeys that show it, follow a write. */
function useStoreRecord(kind: CaseStudyKind) {
  const queryClient = useQueryClient();
  return (record: CaseStudyRecord) => {
    queryClient.setQueryData(caseStudyKeys.record(kind, record._id), record);
    queryClient.setQueryData(caseStudyKeys.current(kind, record.organization), record);
    refreshJourneys(queryClient);
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
    mutationFn: (id: string) =>
      api.call(caseStudyContracts[kind].remove, { params: { id } }).catch(doneIfNotFound),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: caseStudyKeys.record(kind, id) });
      // Read anew, not set to none: a rejected one before the deleted draft is the current one again.
      void queryClient.resetQueries({ queryKey: caseStudyKeys.current(kind, organization) });
      refreshJourneys(queryClient);
    },
  });
}
