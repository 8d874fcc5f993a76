import { Container } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { SITE_CLAIM, SITE_NAME } from '@/lib/route-meta';
import { useMaybeSignedIn } from '@/lib/session-hint';
import { Kopfzeile } from './kopfzeile';
import { LoginButton } from './login-button';
import { NavItemLink, type NavItem } from './nav-item-link';

// Who is signed in is known only once the API client (with zod) has loaded after the first paint; the parts that
// depend on it load alongside instead of up front, and only when somebody may be signed in at all: anonymous
// visitors (no session hint cookie) get the sign-in button with the first paint.
const AccountArea = lazy(() => import('./account-area'));
const SignedInNavItems = lazy(() => import('./signed-in-nav-items'));

const publicItems: NavItem[] = [
  { to: '/zertifizierung-fuer-oeffentliche-auftraggeber', label: 'Für öffentliche Auftraggeber' },
  { to: '/zertifizierung-fuer-unternehmen', label: 'Für Unternehmen' },
  { to: '/faq', label: 'Häufige Fragen' },
];

/**
 * The site header. On a phone it is the Kopfzeile, the platform's name and a "Menü" button (about 90 px): the
 * account area and the navigation open below it and close again on the next page or with Escape. From 48em on
 * everything shows at once and the button is hidden (styles.css).
 */
export function SiteHeader() {
  const maybeSignedIn = useMaybeSignedIn();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Open on the page where it was opened: any page change closes it, so that coming back there later finds it
  // closed too (React's way to adjust state to a changed value, during rendering).
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setMenuOpen(false);
  }
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  // A link chosen in the open menu (the navigation or the account area's) closes it at once, also when its page waits
  // for a question (unsaved changes) and the page does not change: else the open menu pushes the form the user stays
  // on down the screen. The focus goes to the menu's button, which a declined question then returns it to: the link
  // is hidden with the menu. Only a navigation inside the app (the router's Link prevents the browser's default): a
  // link opened in a new tab leaves this page as it was.
  const closeOnLinkChosen = (event: MouseEvent) => {
    if (!menuOpen || !event.defaultPrevented) return;
    if (!(event.target instanceof Element && event.target.closest('a'))) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  return (
    // Links are reached and followed by keyboard as they are; this adds no control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <header
      className="site-header"
      data-menu-open={menuOpen ? 'true' : undefined}
      onClick={closeOnLinkChosen}
    >
      <Kopfzeile />
      <Container>
        <div className="site-header__bar">
          <Link to="/" className="site-brand">
            <span className="site-brand__name">{SITE_NAME}</span>
            <span className="site-brand__claim">{SITE_CLAIM}</span>
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="site-menu-account site-menu-nav"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <svg viewBox="0 0 20 16" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path d="M3 1l14 14M17 1L3 15" stroke="currentColor" strokeWidth="2" />
              ) : (
                <path d="M0 2h20M0 8h20M0 14h20" stroke="currentColor" strokeWidth="2" />
              )}
            </svg>
            Menü
          </button>
          <div className="site-header__account site-header__menu-part" id="site-menu-account">
            {maybeSignedIn ? (
              <Suspense fallback={null}>
                <AccountArea />
              </Suspense>
            ) : (
              <LoginButton />
            )}
          </div>
        </div>
      </Container>
      <div className="site-header__nav-row site-header__menu-part" id="site-menu-nav">
        <Container>
          <nav aria-label="Hauptnavigation">
            <ul className="site-nav__list">
              {publicItems.map((item) => (
                <NavItemLink key={item.to} item={item} />
              ))}
              {maybeSignedIn && (
                <Suspense fallback={null}>
                  <SignedInNavItems />
                </Suspense>
              )}
            </ul>
          </nav>
        </Container>
      </div>
    </header>
  );
}
