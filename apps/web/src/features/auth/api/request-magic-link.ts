import { type MagicLinkRequest } from '@cert/domain';
import { accountContracts } from '@cert/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

function requestMagicLink(input: MagicLinkRequest): Promise<void> {
  return api.call(accountContracts.magicLink, { body: input });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink, meta: { handlesErrors: true } });
}
