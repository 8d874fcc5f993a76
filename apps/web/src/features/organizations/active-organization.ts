import type { Organization } from '@cert/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { userStorage } from '@/lib/app-storage';
import {
  approvedOrganizationsQuery,
  organizationKeys,
  userOrganizationsQuery,
} from './api/organizations-api';

/** Key of the active organisation's id in the per-user storage (wiped at sign-out). */
export const ACTIVE_ORGANIZATION_KEY = 'activeOrganization';

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
    if (event.key === null || event.key.endsWith(ACTIVE_ORGANIZATION_KEY)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const readStoredActiveOrganizationId = (): string | null => userStorage.get(ACTIVE_ORGANIZATION_KEY);

function storeActiveOrganizationId(id: string | null): void {
  if (id === readStoredActiveOrganizationId()) return;
  if (id) userStorage.set(ACTIVE_ORGANIZATION_KEY, id);
  else userStorage.remove(ACTIVE_ORGANIZATION_KEY);
  for (const listener of listeners) listener();
}

type ActiveOrganizationState = {
  /** The user's approved organisations: the ones they can act for. */
  approvedOrganizations: Organization[];
  activeOrganization: Organization | null;
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
  const storedId = useSyncExternalStore(subscribe, readStoredActiveOrganizationId, () => null);
  const approvedOrganizations = approved.data ?? [];
  const activeOrganization = approved.data ? chooseActiveOrganization(approved.data, storedId) : null;
  const activeId = activeOrganization?._id ?? null;

  useEffect(() => {
    // Only once the list is known: an unanswered request must not wipe the stored choice.
    if (approved.data) storeActiveOrganizationId(activeId);
  }, [approved.data, activeId]);

  const setActiveOrganization = useCallback((id: string) => storeActiveOrganizationId(id), []);
  const reset = useCallback(() => {
    storeActiveOrganizationId(null);
    queryClient.removeQueries({ queryKey: organizationKeys.all });
  }, [queryClient]);

  return {
    approvedOrganizations,
    activeOrganization,
    isPending: approved.isPending,
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
