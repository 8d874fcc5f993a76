import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
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

export function SiteHeader() {
  const maybeSignedIn = useMaybeSignedIn();
  return (
    <header className="site-header">
      <Kopfzeile />
      <Container>
        <div className="site-header__bar">
          <Link to="/" className="site-brand">
            <span className="site-brand__name">{SITE_NAME}</span>
            <span className="site-brand__claim">{SITE_CLAIM}</span>
          </Link>
          <div className="site-header__account">
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
      <div className="site-header__nav-row">
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
