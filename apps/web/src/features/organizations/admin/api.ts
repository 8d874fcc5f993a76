import { type Organization } from '@cert/domain';
import { adminOrganizationContracts, organizationContracts, registerContracts } from '@cert/domain/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callKey, callQuery } from '@/lib/call-query';
import type { ListView } from '@/components/admin-list/list-view';
import { toApiParams, type OrganizationListQuery } from './list-state';

// The admin organisation calls of docs/decisions/007-organisations.md, their cache keys from the contracts
// (lib/call-query.ts). The lists' key names both, the tasks and all organisations, and with them what the office reads
// below an organisation's address (its signals, its journey), which a decision may change too.
const adminOrganizationsKey = callKey(adminOrganizationContracts.list.all);
const organizationKey = (id: string) => callKey(organizationContracts.read, { params: { id } });

export function useOrganizationList(view: ListView, query: OrganizationListQuery) {
  const list = adminOrganizationContracts.list[view === 'tasks' ? 'tasks' : 'all'];
  return useQuery({
    ...callQuery(list, { query: Object.fromEntries(toApiParams(query)) }),
    // Paging and sorting keep the old rows on screen until the new page is there.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

export function useOrganization(id: string) {
  return useQuery({
    ...callQuery(organizationContracts.read, { params: { id } }),
    meta: { handlesErrors: true },
  });
}

/** The review's signals of the creator (docs/security.md 48); a failure leaves them out, the review goes on. */
export function useOrganizationSignals(id: string) {
  return useQuery({
    ...callQuery(adminOrganizationContracts.signals, { params: { id } }),
    meta: { handlesErrors: true },
  });
}

/** What an admin decides: the organisation's approval, or its open change request. */
export type Decision =
  | { subject: 'organization'; verdict: 'approve' | 'reject' }
  | { subject: 'changeRequest'; requestId: string; verdict: 'approve' | 'reject' };

function decide(organizationId: string, decision: Decision, comment: string): Promise<Organization> {
  const calls = adminOrganizationContracts[decision.verdict];
  const body = comment ? { comment } : {};
  return decision.subject === 'organization'
    ? api.call(calls.organization, { params: { id: organizationId }, body })
    : api.call(calls.changeRequest, { params: { id: organizationId, requestId: decision.requestId }, body });
}

export function useDecision(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, comment }: { decision: Decision; comment: string }) =>
      decide(organizationId, decision, comment),
    meta: { handlesErrors: true },
    onSuccess: (organization) => queryClient.setQueryData(organizationKey(organizationId), organization),
    // Decided or not (409: somebody else was faster), the lists and this organisation are out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrganizationsKey }),
        queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) }),
      ]),
  });
}

/** The office takes the organisation out of the public register (docs/product.md, "Register"). */
export function useRemoveFromRegister(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(registerContracts.remove, { params: { id: organizationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKey(organizationId) }),
  });
}
