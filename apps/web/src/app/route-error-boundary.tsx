import { messages } from '@cert/domain/messages';
import { Button, Group, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';

/** Shown inside the page frame when a screen fails to load or render. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <SimplePage title={notFound ? 'Seite nicht gefunden' : 'Es ist ein Fehler aufgetreten'}>
      <Text mb="lg" role="alert">
        {notFound ? 'Die aufgerufene Seite gibt es nicht oder nicht mehr.' : messages.genericError}
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
