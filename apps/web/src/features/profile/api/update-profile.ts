import { type Profile, type User } from '@cert/domain';
import { accountContracts } from '@cert/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

function updateProfile(profile: Profile): Promise<User> {
  return api.call(accountContracts.updateProfile, { body: profile });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { handlesErrors: true },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
