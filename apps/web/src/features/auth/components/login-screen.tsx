import { emailSchema, safeCallbackUrl } from '@cert/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formFieldError, FIELD_CHECKS } from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { isApiError } from '@/lib/api-client';
import { sessionEnd } from '@/lib/app-storage';
import { useCurrentUser } from '@/lib/current-user';
import { useRequestMagicLink } from '../api/request-magic-link';
import { magicLinkErrorMessage } from './magic-link-errors';
import { MAGIC_LINK_SENT_PATH, type MagicLinkSentState } from './magic-link-state';

const loginFormSchema = z.object({ email: emailSchema });
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormOutput = z.output<typeof loginFormSchema>;

export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const callbackUrl = safeCallbackUrl(searchParams.get('callbackUrl'));
  const navigate = useNavigate();
  const requestMagicLink = useRequestMagicLink();
  const { data: user } = useCurrentUser();
  const [requestError, setRequestError] = useState<string | null>(null);
  // Why this page is shown, when a session ended: read once, then forgotten.
  const [ended] = useState(sessionEnd.peek);
  useEffect(() => sessionEnd.clear(), []);

  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    ...FIELD_CHECKS,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setRequestError(null);
    try {
      await requestMagicLink.mutateAsync({ email, ...(callbackUrl ? { callbackUrl } : {}) });
      const state: MagicLinkSentState = { email, callbackUrl };
      await navigate(MAGIC_LINK_SENT_PATH, { state });
    } catch (error) {
      const emailError = isApiError(error)
        ? error.fields?.find((field) => field.path === 'email')
        : undefined;
      if (emailError)
        form.setError('email', { type: 'server', message: emailError.message }, { shouldFocus: true });
      else setRequestError(magicLinkErrorMessage(error));
    }
  });

  const emailError = formFieldError(form, 'email');

  return (
    <SimplePage title="Anmelden">
      <Text mb="md">
        Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Anmeldelink, mit dem Sie sich ohne Passwort
        anmelden können.
      </Text>
      {ended && !user && (
        <Alert color="blue" title="Ihre Sitzung ist abgelaufen" role="status" mb="md">
          Bitte melden Sie sich erneut an, um weiterzumachen.
          {ended.answersKept
            ? ' Ihre Angaben sind nicht verloren: Was noch nicht gespeichert war, bleibt in diesem Browser ' +
              'erhalten. Wenn Sie sich mit derselben E-Mail-Adresse wieder anmelden und den Entwurf öffnen, ' +
              'bieten wir es Ihnen zum Wiederherstellen an.'
            : ' Was Sie gespeichert haben, bleibt erhalten.'}
        </Alert>
      )}
      {user && (
        <Alert color="blue" title="Sie sind bereits angemeldet" role="status" mb="md">
          Sie sind als {user.email} angemeldet. Mit einem neuen Anmeldelink können Sie sich mit einer anderen
          E-Mail-Adresse anmelden.
        </Alert>
      )}
      {requestError && (
        <Alert
          color="red"
          title="Anmeldelink konnte nicht gesendet werden"
          role="alert"
          mb="md"
          id="login-error"
        >
          {requestError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Anmeldung per E-Mail-Link">
        <Stack gap="md" maw="32rem">
          <TextInput
            id="login-email"
            label="E-Mail-Adresse"
            description="Zum Beispiel name@behoerde.de"
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            required
            error={emailError}
            {...form.register('email')}
          />
          <div>
            <BusyButton type="submit" id="login-submit" loading={form.formState.isSubmitting}>
              Anmeldelink anfordern
            </BusyButton>
          </div>
        </Stack>
      </form>
      <Text mt="xl" size="md">
        Sie haben Fragen zur Anmeldung? Antworten finden Sie in den{' '}
        <TextLink to="/faq">häufigen Fragen</TextLink>.
      </Text>
    </SimplePage>
  );
}
