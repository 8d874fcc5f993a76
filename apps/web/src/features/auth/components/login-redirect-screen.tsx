import { isAdmin, LOGIN_SUCCESS_DELAY_MS, safeCallbackUrl, type User } from '@cert/domain';
import { Group, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { startSession } from '@/lib/current-user';
import { verifyMagicLinkOnce } from '../api/verify-magic-link';
import { LOGIN_FAILED_PATH } from './magic-link-state';

/** Where a sign-in without a callback address leads: to the work, not back to the public landing page. */
const homeOf = (user: User) => (isAdmin(user) ? '/admin/journeys' : '/mein-zertifizierungspfad');

/**
 * Target of the e-mailed link. Opening the page consumes nothing: only this script's POST does, so mail
 * scanners that fetch the URL cannot burn the token.
 */
export function LoginRedirectScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      void navigate(LOGIN_FAILED_PATH, { replace: true });
      return;
    }
    let active = true;
    verifyMagicLinkOnce(token).then(
      async (result) => {
        if (!active) return;
        await startSession(queryClient, result.user);
        if (active) setTarget(safeCallbackUrl(result.callbackUrl) ?? homeOf(result.user));
      },
      () => {
        if (active) void navigate(LOGIN_FAILED_PATH, { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate, queryClient]);

  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), LOGIN_SUCCESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  if (!target) {
    return (
      <SimplePage title="Anmeldung wird geprüft">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Bitte warten Sie einen Moment, wir prüfen Ihren Anmeldelink.</Text>
        </Group>
      </SimplePage>
    );
  }

  return (
    <SimplePage title="Sie sind angemeldet">
      <Text role="status" mb="md">
        Ihre Anmeldung war erfolgreich. Sie werden in wenigen Sekunden weitergeleitet.
      </Text>
      <TextLink to={target} replace id="login-continue">
        Direkt weiter
      </TextLink>
    </SimplePage>
  );
}
