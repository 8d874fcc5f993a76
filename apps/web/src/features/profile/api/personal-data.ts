import { afterAccountDeletion, isoDateInGermany, personalDataFileName } from '@cert/domain';
import { accountContracts, organizationContracts } from '@cert/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callQuery } from '@/lib/call-query';
import { draftCopies } from '@/lib/app-storage';
import { endSession, useCurrentUserId } from '@/lib/current-user';
import { saveFile } from '@/lib/file-download';

/** Fetches everything stored about the user and saves it as a JSON file (issue 9, privacy). */
async function downloadPersonalData(): Promise<void> {
  const data = await api.call(accountContracts.personalData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(blob, personalDataFileName(isoDateInGermany(new Date())));
}

export function useDownloadPersonalData() {
  return useMutation({ mutationFn: downloadPersonalData, meta: { handlesErrors: true } });
}

/** Deletes the account; the browser's session ends with it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(accountContracts.deleteAccount),
    meta: { handlesErrors: true },
    onSuccess: () => {
      endSession(queryClient);
      draftCopies.clear();
    },
  });
}

/**
 * What deleting the account would leave of the user's organisations (docs/decisions/017-privacy.md): those it would
 * leave with nobody, named in the confirmation, and those it would leave with members but no admin, for which the
 * API refuses the deletion until another member is made admin.
 */
export function useDeletionEffects():
  { alone: string[]; withoutAdmin: { _id: string; name: string }[] } | undefined {
  const userId = useCurrentUserId();
  const { data, isError } = useQuery({
    ...callQuery(organizationContracts.mine),
    enabled: userId !== undefined,
    select: (organizations) => {
      const leaving = (effect: ReturnType<typeof afterAccountDeletion>) =>
        organizations.filter(
          (organization) => afterAccountDeletion(organization.members, userId!) === effect,
        );
      return {
        alone: leaving('alone').map(({ name }) => name),
        withoutAdmin: leaving('without-admin').map(({ _id, name }) => ({ _id, name })),
      };
    },
  });
  // Undefined while loading: the section shows neither the button nor the refusal, which would take the button's
  // place under the pointer. Not to be known (the list failed): nothing said, and the API refuses if it comes to that.
  return data ?? (isError || userId === undefined ? { alone: [], withoutAdmin: [] } : undefined);
}
