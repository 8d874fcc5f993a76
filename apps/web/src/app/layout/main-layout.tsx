import { Container } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { CookieConsent } from '@/features/consent';
import { DocumentMeta } from './document-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { isSameScreen } from '@/lib/same-screen';
import { focusHeading } from '@/lib/focus-heading';

/** Page frame of every screen: skip link, Kopfzeile, header, main landmark, footer, cookie consent. */
export function MainLayout({ children }: { children?: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="site-main">
        <Container>{children ?? <Outlet />}</Container>
      </main>
      <SiteFooter />
      <CookieConsent />
      <DocumentMeta />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * Every page loaded in full starts with the key "default" (no history state yet), so the default key would give a
 * freshly opened page the scroll position of the previous one; such an entry is keyed by its address instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** How long after a page change the focus follows a heading that the screen shows once its data is there. */
const HEADING_WAIT_MS = 10_000;

/** The main landmark's h1, if it has one, focused without scrolling (lib/focus-heading.ts). */
const focusMainHeading = (main: HTMLElement) => {
  const heading = main.querySelector<HTMLElement>('h1');
  return heading ? focusHeading(heading, { scroll: false }) : false;
};

/**
 * After a client-side navigation, screen-reader and keyboard users would stay on the link they activated.
 * Moving focus to the new page's heading (or the main landmark) announces the page change, as a page load would.
 * A screen that loads its data first shows its heading later, or a new one in place of its loading heading: the
 * focus follows it there, unless the user has moved it meanwhile (docs/accessibility.md). An address rewrite on the
 * same screen (lib/same-screen.ts) leaves the focus alone.
 */
function useFocusMainOnNavigation(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname, state } = useLocation();
  // A draft's first save writes its id into the address while the user types on: not a new page.
  const staysOnScreen = isSameScreen(state);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (staysOnScreen) return;
    const main = mainRef.current;
    if (!main) return;
    if (!focusMainHeading(main)) main.focus({ preventScroll: true });
    let placed = document.activeElement;
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      const dropped = active === null || active === document.body;
      // The focus is no longer where this put it, and not because that heading left: the user's from now on.
      if (dropped ? placed?.isConnected : active !== placed) return stop();
      // Still on the main landmark while the screen loads, or dropped with the loading heading it was on.
      if ((dropped || placed === main) && focusMainHeading(main)) placed = document.activeElement;
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    // A key or a click is the user's move, also one that leaves the focus where it is (a click on text in main).
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    }
    observer.observe(main, { childList: true, subtree: true });
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return stop;
  }, [pathname, staysOnScreen, mainRef]);
}
