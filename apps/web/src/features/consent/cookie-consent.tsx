import { Button, getDefaultZIndex, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { useHeightOnRoot } from '@/lib/height-on-root';
import { dialogDefault, isBannerVisible, isStatisticsAllowed, type ConsentDecision } from './consent';
import { openConsentDialog, recordConsent, useConsent } from './consent-store';

// Loaded when first opened: the modal with its focus trap and transitions is not needed for the first paint.
const ConsentDialog = lazy(() => import('./consent-dialog'));

// Loaded once statistics are allowed: the public pages' entry does without it (bench B7).
const recordPageView = (location: { key: string; pathname: string }) =>
  void import('./page-views').then((module) => module.recordPageView(location));

/** Banner until consent is recorded, the manage dialog, and page-view counting when consent allows it. */
export function CookieConsent() {
  const { record, dialogOpen } = useConsent();
  const location = useLocation();
  const allowed = isStatisticsAllowed(record);
  const [dialogNeeded, setDialogNeeded] = useState(dialogOpen);
  if (dialogOpen && !dialogNeeded) setDialogNeeded(true);

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
      {isBannerVisible(record) ? (
        <ConsentBanner
          onAcceptAll={() => decide({ type: 'acceptAll' })}
          onOnlyNecessary={() => decide({ type: 'reject' })}
        />
      ) : null}
      {dialogNeeded ? (
        <Suspense fallback={null}>
          <ConsentDialog opened={dialogOpen} initialStatistics={dialogDefault(record)} onDecide={decide} />
        </Suspense>
      ) : null}
    </>
  );
}

// On top of the page, but under the dialog and its overlay, which use Mantine's modal level.
const BANNER_Z_INDEX = getDefaultZIndex('app');

/**
 * A banner taller than two fifths of the window (large text, the smallest phones) stops sticking: it waits at the
 * end of the page, its place in the document, instead of hiding the page (WCAG 1.4.10; app/styles.css).
 */
const unstickWhenTall = (banner: HTMLElement) =>
  banner.toggleAttribute('data-tall', banner.offsetHeight > (window.innerHeight * 2) / 5);

/**
 * Refusing is as easy as accepting (docs/decisions/045-consent-off-by-default.md): "Nur notwendige Cookies" and "Alle
 * akzeptieren" side by side, alike in weight; "Cookies verwalten" for a choice of each.
 */
function ConsentBanner({
  onAcceptAll,
  onOnlyNecessary,
}: {
  onAcceptAll: () => void;
  onOnlyNecessary: () => void;
}) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  // What the keyboard focuses, or a link scrolls to, stops above the banner instead of under it (WCAG 2.4.11).
  useHeightOnRoot(ref, '--consent-banner-height', unstickWhenTall);
  return (
    // Sticky at the bottom of the viewport, but last in the page: at the end of the page it sits below the
    // footer instead of covering it, and it comes last in the tab order.
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="consent-banner"
      style={{ zIndex: BANNER_Z_INDEX }}
    >
      <Paper shadow="md" withBorder maw={960} mx="auto">
        <Stack gap="xs">
          <Title order={2} size="h4" id={headingId}>
            Cookies auf dieser Website
          </Title>
          <Text size="sm">
            Notwendige Cookies halten Sie angemeldet. Mit Ihrer Einwilligung zählen wir außerdem anonym
            Seitenaufrufe. Ihre Wahl ändern Sie jederzeit unter „Cookie-Einstellungen“ am Seitenende.
          </Text>
          {/* On a phone the two answers share a row and "Cookies verwalten" the next: the banner covers less of
              the page a sign-in link opens (app/styles.css). */}
          <div className="consent-banner__actions">
            <Button onClick={onOnlyNecessary}>Nur notwendige Cookies</Button>
            <Button onClick={onAcceptAll}>Alle akzeptieren</Button>
            <Button variant="default" onClick={openConsentDialog}>
              Cookies verwalten
            </Button>
          </div>
        </Stack>
      </Paper>
    </section>
  );
}
