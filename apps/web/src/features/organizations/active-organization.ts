import type { Organization } from '@cert/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { activeOrganizationChoice } from '@/lib/app-storage';
import { useCurrentUserId } from '@/lib/current-user';
import {
  approvedOrganizationsQuery,
  organizationKeys,
  userOrganizationsQuery,
} from './api/organizations-api';

/**
 * The active organisation (docs/product.md §4): the stored choice if it is still approved, else the first
 * approved organisation, else none.
 */
export function chooseActiveOrganization<T extends { _id: string }>(
  approved: readonly T[],
  storedId: string | null | undefined,
): T | null {
  return approved.find((organization) => organization._id === storedId) ?? approved[0] ?? null;
}

// Every component that shows the active organisation reads the same stored id and hears every change of it.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || activeOrganizationChoice.isKey(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function storeActiveOrganizationId(userId: string | undefined, id: string | null): void {
  if (!userId || id === activeOrganizationChoice.get(userId)) return;
  activeOrganizationChoice.set(userId, id);
  for (const listener of listeners) listener();
}

type ActiveOrganizationState = {
  /** The user's approved organisations: the ones they can act for. */
  approvedOrganizations: Organization[];
  activeOrganization: Organization | null;
  /** Without an approved one: the user's organisations the programme office is still checking. */
  pendingOrganizations: Organization[];
  /** True until the approved organisations are known. */
  isPending: boolean;
  setActiveOrganization: (id: string) => void;
  /** Clears all organisation state: the stored choice and the cached lists. */
  reset: () => void;
};

/**
 * The organisation the user currently acts for. The choice is persisted on every change of the organisation
 * state, so that it survives reloads; an organisation that lost its approval is replaced by the first approved.
 */
export function useActiveOrganization(): ActiveOrganizationState {
  const queryClient = useQueryClient();
  const approved = useQuery(approvedOrganizationsQuery);
  // Remembered per user across sessions (lib/app-storage.ts), checked as approved here.
  const userId = useCurrentUserId();
  const storedId = useSyncExternalStore(
    subscribe,
    () => (userId ? activeOrganizationChoice.get(userId) : null),
    () => null,
  );
  const approvedOrganizations = approved.data ?? [];
  // Asked only when nothing is approved: then a pending one explains why there is no journey yet.
  const mine = useQuery({ ...userOrganizationsQuery, enabled: approved.data?.length === 0 });
  const pendingOrganizations = (mine.data ?? []).filter(
    (organization) => organization.approvalStatus === 'Pending',
  );
  const activeOrganization = approved.data ? chooseActiveOrganization(approved.data, storedId) : null;
  const activeId = activeOrganization?._id ?? null;

  useEffect(() => {
    // Only once the list is known: an unanswered request must not wipe the stored choice.
    if (approved.data) storeActiveOrganizationId(userId, activeId);
  }, [approved.data, activeId, userId]);

  const setActiveOrganization = useCallback((id: string) => storeActiveOrganizationId(userId, id), [userId]);
  const reset = useCallback(() => {
    storeActiveOrganizationId(userId, null);
    for (const queryKey of organizationKeys.all) queryClient.removeQueries({ queryKey });
  }, [queryClient, userId]);

  return {
    approvedOrganizations,
    activeOrganization,
    pendingOrganizations,
    isPending: approved.isPending || (approved.data?.length === 0 && mine.isPending),
    setActiveOrganization,
    reset,
  };
}

/** All client-side organisation state of docs/product.md §3: the user's own organisations as well. */
export function useOrganizationState(): ActiveOrganizationState & {
  organizations: Organization[];
  organizationsPending: boolean;
} {
  const active = useActiveOrganization();
  const organizations = useQuery(userOrganizationsQuery);
  return {
    ...active,
    organizations: organizations.data ?? [],
    organizationsPending: organizations.isPending,
  };
}
