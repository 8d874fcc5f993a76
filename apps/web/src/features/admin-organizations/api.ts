import type { AdminOrganizationListItem, Organization, Paginated } from '@cert/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListView } from '@/components/admin-list/list-view';
import { toApiParams, type OrganizationListQuery } from './list-state';

/** The admin organisation calls of docs/decisions/007-organisations.md. */
const adminOrganizationsKey = ['admin', 'organizations'] as const;
const adminOrganizationKey = (id: string) => ['admin', 'organization', id] as const;

function fetchOrganizationList(
  view: ListView,
  query: OrganizationListQuery,
  signal?: AbortSignal,
): Promise<Paginated<AdminOrganizationListItem>> {
  const path = view === 'tasks' ? '/admin/organization/tasks' : '/admin/organization';
  return api.get(`${path}?${toApiParams(query).toString()}`, { signal });
}

export function useOrganizationList(view: ListView, query: OrganizationListQuery) {
  const params = toApiParams(query).toString();
  return useQuery({
    queryKey: [...adminOrganizationsKey, view, params],
    queryFn: () => fetchOrganizationList(view, query),
    // Paging and sorting keep the old rows on screen until the new page is there.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

export function useOrganization(id: string) {
  return useQuery({
    queryKey: adminOrganizationKey(id),
    queryFn: () => api.get<Organization>(`/organization/${encodeURIComponent(id)}`),
    meta: { handlesErrors: true },
  });
}

/** What an admin decides: the organisation's approval, or its open change request. */
export type Decision =
  | { subject: 'organization'; verdict: 'approve' | 'reject' }
  | { subject: 'changeRequest'; requestId: string; verdict: 'approve' | 'reject' };

function decisionPath(organizationId: string, decision: Decision): string {
  const base = `/organization/${encodeURIComponent(organizationId)}`;
  return decision.subject === 'organization'
    ? `${base}/${decision.verdict}`
    : `${base}/changeRequest/${encodeURIComponent(decision.requestId)}/${decision.verdict}`;
}

export function useDecision(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, comment }: { decision: Decision; comment: string }) =>
      api.put<Organization>(decisionPath(organizationId, decision), comment ? { comment } : {}),
    meta: { handlesErrors: true },
    onSuccess: (organization) => queryClient.setQueryData(adminOrganizationKey(organizationId), organization),
    // Decided or not (409: somebody else was faster), the lists and this organisation are out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrganizationsKey }),
        queryClient.invalidateQueries({ queryKey: adminOrganizationKey(organizationId) }),
      ]),
  });
}
