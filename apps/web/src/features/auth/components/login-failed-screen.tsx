import { LOGIN_FAILURE_DELAY_MS, MAGIC_LINK_TTL_MINUTES } from '@cert/domain';
import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { useCurrentUser } from '@/lib/current-user';
import { homeOf } from './magic-link-state';

/**
 * A link that did not sign anyone in. Opened a second time by the person it signed in (a mail opened twice, on the
 * phone after the desk), it says that they are signed in and moves on to their work, not to a sign-in form.
 */
export function LoginFailedScreen() {
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const next = user ? homeOf(user) : '/login';

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(next, { replace: true }), LOGIN_FAILURE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, next]);

  if (user)
    return (
      <SimplePage title="Anmeldung fehlgeschlagen">
        <Text mb="md">
          Dieser Anmeldelink ist ungültig oder wurde schon verwendet. Sie sind aber bereits angemeldet, als{' '}
          <strong>{user.email}</strong>.
        </Text>
        <Text role="status" mb="md">
          Sie werden in wenigen Sekunden weitergeleitet.
        </Text>
        <TextLink to={next} replace id="login-failed-retry">
          Jetzt weiter
        </TextLink>
      </SimplePage>
    );

  return (
    <SimplePage title="Anmeldung fehlgeschlagen">
      <Text mb="md">
        Der Anmeldelink ist ungültig oder abgelaufen. Ein Anmeldelink ist {MAGIC_LINK_TTL_MINUTES} Minuten
        gültig und kann nur einmal verwendet werden.
      </Text>
      <Text role="status" mb="md">
        Sie werden in wenigen Sekunden zur Anmeldung weitergeleitet, wo Sie einen neuen Link anfordern können.
      </Text>
      <TextLink to="/login" replace id="login-failed-retry">
        Jetzt neuen Anmeldelink anfordern
      </TextLink>
    </SimplePage>
  );
}
