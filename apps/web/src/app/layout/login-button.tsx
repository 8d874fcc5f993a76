import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** The header's sign-in button; it leads back to the current page afterwards (not on the sign-in pages). */
export function LoginButton() {
  const location = useLocation();
  if (location.pathname.startsWith('/login')) return null;
  const here = location.pathname + location.search;
  const returnHere = location.pathname !== '/' && location.pathname !== '/logout';
  const loginTarget = returnHere
    ? `/login?${new URLSearchParams({ callbackUrl: here }).toString()}`
    : '/login';
  return (
    <Button component={Link} to={loginTarget} id="header-login">
      Anmelden
    </Button>
  );
}
