import { Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Dialog } from '@/components/ui/dialog';
import { useEffect, useId, useState } from 'react';
import { DocumentLink } from '@/components/form/document-link';
import type { ConsentDecision } from './consent';
import { closeConsentDialog } from './consent-store';

/** Manage dialog of the cookie consent, opened from the banner or the footer link. */
export default function ConsentDialog({
  opened,
  initialStatistics,
  onDecide,
}: {
  opened: boolean;
  initialStatistics: boolean;
  onDecide: (decision: ConsentDecision) => void;
}) {
  // Loaded on demand, the dialog mounts while already asked to open. Mantine remembers where focus returns to
  // only when `opened` changes, so it opens a frame after mounting.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const open = opened && ready;
  const [statistics, setStatistics] = useState(initialStatistics);
  const [wasOpened, setWasOpened] = useState(open);
  // Each opening starts from the stored choice (off before any consent: docs/decisions/045).
  if (open !== wasOpened) {
    setWasOpened(open);
    if (open) setStatistics(initialStatistics);
  }
  const essentialId = useId();
  return (
    <Dialog
      opened={open}
      onClose={closeConsentDialog}
      title="Cookie-Einstellungen"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeLabel="Cookie-Einstellungen schließen"
      size="lg"
      centered={false}
    >
      <Stack gap="md">
        <Text size="sm">
          Hier legen Sie fest, welche Cookies wir verwenden dürfen. Ihre Wahl können Sie jederzeit über
          „Cookie-Einstellungen“ am Seitenende ändern oder widerrufen. Mehr dazu in unserer{' '}
          {/* A new tab: the dialog, which only a decision closes, stays where it is. */}
          <DocumentLink href="/datenschutz">Datenschutzerklärung</DocumentLink>.
        </Text>
        <section aria-labelledby={essentialId}>
          <Title order={3} size="h5" id={essentialId}>
            Notwendige Cookies (immer aktiv)
          </Title>
          <Text size="sm">
            Sie dienen der Benutzerverwaltung: Sie halten Ihre Anmeldung (Sitzung) aufrecht und schützen
            Formulare vor fremden Anfragen (Sicherheits-Cookies). Ohne sie funktioniert die Plattform nicht.
          </Text>
        </section>
        <section>
          <Switch
            checked={statistics}
            onChange={(event) => setStatistics(event.currentTarget.checked)}
            label="Statistik-Cookies (optional)"
            description="Wir zählen anonym, welche Seiten an welchem Tag aufgerufen werden – ohne personenbezogene Daten."
          />
        </section>
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={() => onDecide({ type: 'reject' })}>
            Optionale Cookies ablehnen
          </Button>
          <Button
            variant="default"
            onClick={() => onDecide({ type: 'save', optionalCookiesAllowed: statistics })}
          >
            Auswahl speichern
          </Button>
          <Button onClick={() => onDecide({ type: 'acceptAll' })}>Alle akzeptieren</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
