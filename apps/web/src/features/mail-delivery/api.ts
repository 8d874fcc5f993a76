import { mailDeliveryContracts } from '@cert/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callKey, callQuery } from '@/lib/call-query';

/** The mails the mail server has not taken yet (docs/decisions/063-mail-outbox.md), newest first. */
export const useUndeliveredMails = () =>
  useQuery({
    ...callQuery(mailDeliveryContracts.undelivered),
    // Tries go on in the background: the list follows them while the page is open.
    refetchInterval: 30_000,
    // The screen says a failed read in its own alert, with a retry: no notice beside it every 30 s.
    meta: { handlesErrors: true },
  });

/** Sends one mail again, now; the list is read again whatever the answer. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(mailDeliveryContracts.resend, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKey(mailDeliveryContracts.undelivered) }),
  });
}
