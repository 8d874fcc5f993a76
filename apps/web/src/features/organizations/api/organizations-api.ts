import {
  type CreateOrganizationBody,
  type MembershipRole,
  type Organization,
  type UpdateOrganizationBody,
} from '@cert/domain';
import { organizationContracts as calls } from '@cert/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Calls of docs/decisions/007-organisations.md that a signed-in user makes. */
export const organizationKeys = {
  all: ['organizations'] as const,
  mine: ['organizations', 'mine'] as const,
  approved: ['organizations', 'approved'] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
  invitations: ['organizations', 'invitations'] as const,
};

export const userOrganizationsQuery = queryOptions({
  queryKey: organizationKeys.mine,
  queryFn: () => api.call(calls.mine),
});

export const approvedOrganizationsQuery = queryOptions({
  queryKey: organizationKeys.approved,
  queryFn: () => api.call(calls.approved),
});

const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: () => api.call(calls.read, { params: { id } }),
    // A 404 (unknown id, or not a member) is shown by the screen, not as a notice.
    meta: { handlesErrors: true },
  });

const invitationsQuery = queryOptions({
  queryKey: organizationKeys.invitations,
  queryFn: () => api.call(calls.invitations),
});

export const useOrganization = (id: string) => useQuery(organizationQuery(id));
export const useInvitations = () => useQuery(invitationsQuery);

/** After any change: the lists, the detail and the invitations may all have moved. */
function useRefreshOrganizations() {
  const queryClient = useQueryClient();
  return (organization?: Organization) => {
    if (organization) queryClient.setQueryData(organizationKeys.detail(organization._id), organization);
    return queryClient.invalidateQueries({ queryKey: organizationKeys.all });
  };
}

export function useCreateOrganization() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (body: CreateOrganizationBody) => api.call(calls.create, { body }),
    meta: { handlesErrors: true },
    onSuccess: (organization) => refresh(organization),
  });
}

export function useUpdateOrganization(id: string) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (body: UpdateOrganizationBody) => api.call(calls.update, { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: (organization) => refresh(organization),
  });
}

export function useChangeMemberRole(organizationId: string) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MembershipRole }) =>
      api.call(calls.changeRole, { params: { id: organizationId, userId }, body: { role } }),
    onSuccess: (organization) => refresh(organization),
  });
}

/** Removes a member; a member removing themself leaves the organisation. */
export function useRemoveMember(organizationId: string) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (userId: string) => api.call(calls.removeMember, { params: { id: organizationId, userId } }),
    // Not awaited: after leaving, the screen moves on at once instead of waiting for the detail's 404.
    onSuccess: () => {
      void refresh();
    },
  });
}

export function useRevokeInvitation(organizationId: string) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.call(calls.revokeInvitation, { params: { id: organizationId, invitationId } }),
    onSuccess: () => refresh(),
  });
}

export function useAcceptInvitation() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (invitationId: string) => api.call(calls.acceptInvitation, { params: { invitationId } }),
    // Not awaited: the answered invitation leaves the list, and the last one takes the list (and the caller's
    // success callback) with it; the screen moves on at once and the lists refresh behind it.
    onSuccess: (organization) => {
      void refresh(organization);
    },
  });
}

export function useDeclineInvitation() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (invitationId: string) => api.call(calls.declineInvitation, { params: { invitationId } }),
    // Not awaited, as for an accepted invitation.
    onSuccess: () => {
      void refresh();
    },
  });
}
