import { isoDateInGermany, personalDataFileName } from '@cert/domain';
import { accountContracts } from '@cert/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
