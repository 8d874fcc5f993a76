import type { User } from '@cert/domain';
import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { signOutState } from '@/lib/sign-out';
import { LoginButton } from './login-button';
import { inQueryScope } from '@/components/query-scope';

// Only signed-in users act for an organisation: the switcher and its queries load for them alone. Its own module, not
// the feature's entry: a dynamic import of the entry would load every organisation screen with it.
// eslint-disable-next-line import-x/no-restricted-paths
const OrganizationSwitcher = lazy(() => import('@/features/organizations/organization-switcher'));

function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return name || user.email;
}

/** The header's sign-in button, or who is signed in with links to the profile and to sign out. */
function AccountArea() {
  const { data: user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const signedIn = Boolean(user);
  // The sign-out page must load offline too, to say that the user is still signed in (logout-screen.tsx): its code
  // comes while the connection is there.
  useEffect(() => {
    if (signedIn) void import('@/app/routes/auth/logout').catch(() => undefined);
  }, [signedIn]);
  if (isPending) return null;
  if (!user) return <LoginButton />;
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
      <Button
        variant="outline"
        id="header-logout"
        onClick={() => navigate('/logout', { state: signOutState })}
      >
        Abmelden
      </Button>
    </>
  );
}

/** Loaded only where somebody may be signed in (site-header.tsx): the client comes with it. */
export default inQueryScope(AccountArea);
