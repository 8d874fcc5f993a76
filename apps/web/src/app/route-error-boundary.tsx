import { messages } from '@cert/domain/messages';
import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';

/** Shown inside the page frame when a screen fails to load or render. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A screen's code or data not loaded yet cannot come while the browser is offline (a respondent on a train).
  const offline = !notFound && typeof navigator !== 'undefined' && !navigator.onLine;
  // Back online, the page loads what it could not: no one has to find the button.
  useEffect(() => {
    if (!offline) return undefined;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [offline]);

  const [title, text] = notFound
    ? ['Seite nicht gefunden', 'Die aufgerufene Seite gibt es nicht oder nicht mehr.']
    : offline
      ? [
          'Keine Internetverbindung',
          'Diese Seite lässt sich ohne Verbindung nicht laden. Sobald die Verbindung zurück ist, lädt sie von selbst.',
        ]
      : ['Es ist ein Fehler aufgetreten', messages.genericError];

  return (
    <SimplePage title={title}>
      <Text mb="lg" role="alert">
        {text}
      </Text>
      <Group gap="lg">
        <Button onClick={() => window.location.reload()} id="error-reload">
          Seite neu laden
        </Button>
        <TextLink to="/">Zur Startseite</TextLink>
      </Group>
    </SimplePage>
  );
}
