import { isoDateInGermany, personalDataFileName } from '@cert/domain';
import { accountContracts, organizationContracts } from '@cert/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callQuery } from '@/lib/call-query';
import { draftCopies } from '@/lib/app-storage';
import { endSession } from '@/lib/current-user';
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
 * The user's organisations in which nobody else is a member, asked for when the deletion is about to be confirmed:
 * after it nobody can act for them (docs/decisions/017-privacy.md).
 */
export function useOrganizationsLeftAlone(asked: boolean) {
  return useQuery({
    ...callQuery(organizationContracts.mine),
    enabled: asked,
    select: (organizations) =>
      organizations.filter((organization) => organization.members.length === 1).map(({ name }) => name),
  });
}
