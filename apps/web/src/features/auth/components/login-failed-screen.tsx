import { LOGIN_FAILURE_DELAY_MS, MAGIC_LINK_TTL_MINUTES } from '@cert/domain';
import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';

export function LoginFailedScreen() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), LOGIN_FAILURE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

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
