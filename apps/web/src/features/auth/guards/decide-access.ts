import { isAdmin, isProfileComplete, type User } from '@cert/domain';
import { publicPagePaths } from '@/lib/route-meta';

/** `signInFor`: an anonymous visitor's office page, which the start page offers to sign in for. */
type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; signInFor?: string };

const PROFILE_PATH = '/profil';
const LOGIN_PATH = '/login';
const LOGOUT_PATH = '/logout';

const allow: AccessDecision = { kind: 'allow' };
const redirectTo = (to: string): AccessDecision => ({ kind: 'redirect', to });

function withCallback(base: string, callbackUrl: string): string {
  return `${base}?${new URLSearchParams({ callbackUrl }).toString()}`;
}

function normalisePathname(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase() || '/';
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

const isPublicPath = (pathname: string) => publicPagePaths.includes(normalisePathname(pathname));

/** Sign-in pages and sign-out are open to everybody and never redirect to the profile (docs/product.md §6). */
const isSignInPath = (pathname: string) => {
  const path = normalisePathname(pathname);
  return isUnder(path, LOGIN_PATH) || path === LOGOUT_PATH;
};

const isAdminPath = (pathname: string) => isUnder(normalisePathname(pathname), '/admin');

/**
 * Who may open which path (docs/product.md §2, §6). `location` is path plus query string, e.g. "/profil?callbackUrl=%2F".
 * - public and sign-in pages: everybody;
 * - /admin/*: admins only; anybody else goes to "/", an anonymous visitor with the page to sign in for;
 * - every other page: signed-in users, anonymous visitors go to /login with the page as callbackUrl;
 * - a signed-in user with an incomplete profile goes to /profil first (except /profil itself).
 */
export function decideAccess(location: string, user: User | null): AccessDecision {
  const pathname = location.split(/[?#]/, 1)[0] ?? '/';
  if (isPublicPath(pathname) || isSignInPath(pathname)) return allow;

  if (isAdminPath(pathname)) {
    if (!user) return { kind: 'redirect', to: '/', signInFor: location };
    if (!isAdmin(user)) return redirectTo('/');
  } else if (!user) {
    return redirectTo(withCallback(LOGIN_PATH, location));
  }

  if (normalisePathname(pathname) === PROFILE_PATH) return allow;
  if (!isProfileComplete(user)) return redirectTo(withCallback(PROFILE_PATH, location));
  return allow;
}
