import type { User } from '@cert/domain';
import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';

// Only signed-in users act for an organisation: the switcher and its queries load for them alone.
const OrganizationSwitcher = lazy(() => import('@/features/organisations/organization-switcher'));

function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return name || user.email;
}

/** The header's sign-in button, or who is signed in with links to the profile and to sign out. */
export default function AccountArea() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  if (isPending) return null;
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
      <Suspense fallback={null}>
        <OrganizationSwitcher />
      </Suspense>
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
