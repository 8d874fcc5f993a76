import { mailContracts } from '@cert/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const undeliveredKey = ['admin', 'mails', 'undelivered'] as const;

/** The mails the mail server has not taken yet (docs/decisions/063-mail-outbox.md), newest first. */
export const useUndeliveredMails = () =>
  useQuery({
    queryKey: undeliveredKey,
    queryFn: () => api.call(mailContracts.undelivered, {}),
    // Tries go on in the background: the list follows them while the page is open.
    refetchInterval: 30_000,
  });

/** Sends one mail again, now; the list is read again whatever the answer. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(mailContracts.resend, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: undeliveredKey }),
  });
}
