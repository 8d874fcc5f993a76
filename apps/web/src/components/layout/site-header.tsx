import { isAdmin, type User } from '@cert/domain';
import { Button, Container } from '@mantine/core';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { Kopfzeile } from './kopfzeile';
import { SITE_CLAIM, SITE_NAME } from '@/lib/route-meta';

type NavItem = { to: string; label: string };

const publicItems: NavItem[] = [
  { to: '/zertifizierung-fuer-oeffentliche-auftraggeber', label: 'Für öffentliche Auftraggeber' },
  { to: '/zertifizierung-fuer-unternehmen', label: 'Für Unternehmen' },
  { to: '/faq', label: 'Häufige Fragen' },
];

const signedInItems: NavItem[] = [
  { to: '/mein-zertifizierungspfad', label: 'Mein Zertifizierungspfad' },
  { to: '/organization', label: 'Organisation' },
];

const adminItem: NavItem = { to: '/admin/journeys', label: 'Administration' };

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return name || user.email;
}

function navItemsFor(user: User | null | undefined): NavItem[] {
  if (!user) return publicItems;
  return [...publicItems, ...signedInItems, ...(isAdmin(user) ? [adminItem] : [])];
}

export function SiteHeader() {
  const { data: user, isPending } = useCurrentUser();
  return (
    <header className="site-header">
      <Kopfzeile />
      <Container>
        <div className="site-header__bar">
          <Link to="/" className="site-brand">
            <span className="site-brand__name">{SITE_NAME}</span>
            <span className="site-brand__claim">{SITE_CLAIM}</span>
          </Link>
          <div className="site-header__account">{isPending ? null : <AccountArea user={user ?? null} />}</div>
        </div>
      </Container>
      <div className="site-header__nav-row">
        <Container>
          <nav aria-label="Hauptnavigation">
            <ul className="site-nav__list">
              {navItemsFor(user).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="site-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </header>
  );
}

function AccountArea({ user }: { user: User | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  if (!user) {
    if (location.pathname.startsWith('/login')) return null;
    const here = location.pathname + location.search;
    const returnHere =
      location.pathname !== '/' && !location.pathname.startsWith('/login') && location.pathname !== '/logout';
    const loginTarget = returnHere
      ? `/login?${new URLSearchParams({ callbackUrl: here }).toString()}`
      : '/login';
    return (
      <Button component={Link} to={loginTarget} id="header-login">
        Anmelden
      </Button>
    );
  }
  return (
    <>
      <span>
        Angemeldet als <strong>{displayName(user)}</strong>
      </span>
      <NavLink to="/profil" className="site-nav__link" id="header-profile">
        Mein Profil
      </NavLink>
      <Button variant="outline" id="header-logout" onClick={() => navigate('/logout')}>
        Abmelden
      </Button>
    </>
  );
}
