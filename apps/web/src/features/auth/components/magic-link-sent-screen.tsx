import { MAGIC_LINK_TTL_MINUTES, safeCallbackUrl } from '@cert/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { notifySuccess } from '@/lib/notify';
import { useRequestMagicLink } from '../api/request-magic-link';
import { magicLinkErrorMessage } from './magic-link-errors';
import { readMagicLinkSentState } from './magic-link-state';

export function MagicLinkSentScreen() {
  const location = useLocation();
  const sent = readMagicLinkSentState(location.state);
  const requestMagicLink = useRequestMagicLink();
  const [resendError, setResendError] = useState<string | null>(null);
  const callbackUrl = safeCallbackUrl(sent?.callbackUrl);
  const loginPath = callbackUrl ? `/login?${new URLSearchParams({ callbackUrl }).toString()}` : '/login';

  const resend = async () => {
    if (!sent) return;
    setResendError(null);
    try {
      await requestMagicLink.mutateAsync({ email: sent.email, ...(callbackUrl ? { callbackUrl } : {}) });
      notifySuccess(`Wir haben Ihnen einen neuen Anmeldelink an ${sent.email} gesendet.`);
    } catch (error) {
      setResendError(magicLinkErrorMessage(error));
    }
  };

  return (
    <SimplePage title="Prüfen Sie Ihr E-Mail-Postfach">
      <Text mb="md">
        {sent ? (
          <>
            Wir haben einen Anmeldelink an <strong>{sent.email}</strong> gesendet.
          </>
        ) : (
          'Wir haben einen Anmeldelink an die angegebene E-Mail-Adresse gesendet.'
        )}{' '}
        Öffnen Sie die E-Mail und wählen Sie den Link, um sich anzumelden.
      </Text>
      <Text mb="md">
        Der Link ist {MAGIC_LINK_TTL_MINUTES} Minuten gültig und kann nur einmal verwendet werden. Wenn Sie
        einen neuen Link anfordern, wird der vorherige ungültig.
      </Text>
      <Text mb="lg">Keine E-Mail erhalten? Bitte prüfen Sie auch Ihren Spam-Ordner.</Text>
      {resendError && (
        <Alert color="red" title="Anmeldelink konnte nicht gesendet werden" role="alert" mb="md">
          {resendError}
        </Alert>
      )}
      <Stack gap="md" align="flex-start">
        {sent ? (
          <BusyButton
            id="magic-link-resend"
            variant="outline"
            onClick={resend}
            loading={requestMagicLink.isPending}
          >
            Anmeldelink erneut senden
          </BusyButton>
        ) : null}
        <TextLink to={loginPath} id="magic-link-change-email">
          {sent ? 'Andere E-Mail-Adresse verwenden' : 'Neuen Anmeldelink anfordern'}
        </TextLink>
      </Stack>
    </SimplePage>
  );
}
