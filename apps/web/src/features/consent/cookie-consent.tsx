import { Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { dialogDefault, isBannerVisible, isStatisticsAllowed, type ConsentDecision } from './consent';
import { closeConsentDialog, openConsentDialog, recordConsent, useConsent } from './consent-store';
import { recordPageView } from './page-views';

/** Banner until consent is recorded, the manage dialog, and page-view counting when consent allows it. */
export function CookieConsent() {
  const { record, dialogOpen } = useConsent();
  const location = useLocation();
  const allowed = isStatisticsAllowed(record);

  // On every navigation (and the first load) once statistics are allowed; nothing before consent.
  useEffect(() => {
    if (allowed) recordPageView(location);
  }, [allowed, location]);

  const decide = (decision: ConsentDecision) => {
    const fromBanner = isBannerVisible(record);
    const next = recordConsent(decision);
    if (isStatisticsAllowed(next)) recordPageView(location);
    // The banner and its buttons are gone: keyboard users continue at the page content, not at the top.
    if (fromBanner) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <>
      {isBannerVisible(record) ? <ConsentBanner onAcceptAll={() => decide({ type: 'acceptAll' })} /> : null}
      <ConsentDialog opened={dialogOpen} initialStatistics={dialogDefault(record)} onDecide={decide} />
    </>
  );
}

function ConsentBanner({ onAcceptAll }: { onAcceptAll: () => void }) {
  const headingId = useId();
  return (
    // Sticky at the bottom of the viewport, but last in the page: at the end of the page it sits below the
    // footer instead of covering it, and it comes last in the tab order.
    <section
      aria-labelledby={headingId}
      style={{ position: 'sticky', bottom: 0, zIndex: 150, padding: 'var(--mantine-spacing-sm)' }}
    >
      <Paper shadow="md" p="md" withBorder maw={960} mx="auto">
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            Cookies auf dieser Website
          </Title>
          <Text size="sm">
            Wir verwenden notwendige Cookies für die Anmeldung und die Sicherheit. Mit Ihrer Einwilligung
            zählen wir außerdem anonym, welche Seiten aufgerufen werden. Sie können Ihre Wahl jederzeit über
            „Cookie-Einstellungen“ am Seitenende ändern.
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={openConsentDialog}>
              Cookies verwalten
            </Button>
            <Button onClick={onAcceptAll}>Alle akzeptieren</Button>
          </Group>
        </Stack>
      </Paper>
    </section>
  );
}

function ConsentDialog({
  opened,
  initialStatistics,
  onDecide,
}: {
  opened: boolean;
  initialStatistics: boolean;
  onDecide: (decision: ConsentDecision) => void;
}) {
  const [statistics, setStatistics] = useState(initialStatistics);
  const [wasOpened, setWasOpened] = useState(opened);
  // Each opening starts from the stored choice (or "on" before any consent).
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setStatistics(initialStatistics);
  }
  const essentialId = useId();
  return (
    <Modal
      opened={opened}
      onClose={closeConsentDialog}
      title="Cookie-Einstellungen"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': 'Cookie-Einstellungen schließen' }}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          Hier legen Sie fest, welche Cookies wir verwenden dürfen. Ihre Wahl können Sie jederzeit über
          „Cookie-Einstellungen“ am Seitenende ändern oder widerrufen.
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
    </Modal>
  );
}
