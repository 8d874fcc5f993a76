import {
  type CreateOrganizationBody,
  type MembershipRole,
  type Organization,
  type UpdateOrganizationBody,
} from '@cert/domain';
import { organizationContracts as calls, registerContracts } from '@cert/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { callKey, callQuery } from '@/lib/call-query';

/**
 * Calls of docs/decisions/007-organisations.md that a signed-in user makes, their cache keys from the contracts
 * (lib/call-query.ts). `organizationKeys.all` names every one of them: both lists, any organisation, the invitations.
 */
export const organizationKeys = {
  all: [callKey(calls.mine), callKey(calls.read), callKey(calls.invitations)],
  detail: (id: string) => callKey(calls.read, { params: { id } }),
};

export const userOrganizationsQuery = queryOptions(callQuery(calls.mine));

export const approvedOrganizationsQuery = queryOptions(callQuery(calls.approved));

const organizationQuery = (id: string) =>
  queryOptions({
    ...callQuery(calls.read, { params: { id } }),
    // A 404 (unknown id, or not a member) is shown by the screen, not as a notice.
    meta: { handlesErrors: true },
  });

// The screens say a failed read in their own alert, with a retry.
const invitationsQuery = queryOptions({ ...callQuery(calls.invitations), meta: { handlesErrors: true } });

export const useOrganization = (id: string) => useQuery(organizationQuery(id));
export const useInvitations = () => useQuery(invitationsQuery);

/** After any change: the lists, the detail and the invitations may all have moved. */
function useRefreshOrganizations() {
  const queryClient = useQueryClient();
  return (organization?: Organization) => {
    if (organization) queryClient.setQueryData(organizationKeys.detail(organization._id), organization);
    return Promise.all(organizationKeys.all.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
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

/** The organisation's choice to be listed in the public register (docs/product.md, "Register"): its admins'. */
export function useRegisterChoice(organizationId: string) {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (listed: boolean) =>
      api.call(registerContracts.choose, { params: { id: organizationId }, body: { listed } }),
    onSuccess: () => refresh(),
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

/** An invitation withdrawn meanwhile (404): the screen says so, and the list drops it. */
export const isWithdrawnInvitation = (error: unknown) => isApiError(error) && error.status === 404;

export function useAcceptInvitation() {
  const refresh = useRefreshOrganizations();
  return useMutation({
    mutationFn: (invitationId: string) => api.call(calls.acceptInvitation, { params: { invitationId } }),
    meta: { handlesErrors: true },
    onError: (error) => {
      if (isWithdrawnInvitation(error)) void refresh();
    },
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
    meta: { handlesErrors: true },
    onError: (error) => {
      if (isWithdrawnInvitation(error)) void refresh();
    },
    // Not awaited, as for an accepted invitation.
    onSuccess: () => {
      void refresh();
    },
  });
}
