import type { User } from '@cert/domain';
import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '@/lib/route-meta';
import { testUser } from '@/testing/users';
import { decideAccess } from '../decide-access';

const complete = testUser;
const incomplete: User = { ...complete, firstName: null, phoneNumber: '  ' };
const admin: User = { ...complete, roles: ['User', 'Admin'] };
const incompleteAdmin: User = { ...admin, lastName: '' };

const allow = { kind: 'allow' };
const to = (target: string) => ({ kind: 'redirect', to: target });

describe('decideAccess', () => {
  it('takes the public pages from the route metadata, without the sign-in page', () => {
    expect(publicPagePaths).toEqual(expect.arrayContaining(['/', '/faq', '/impressum', '/datenschutz']));
    expect(publicPagePaths).not.toContain('/login');
  });

  it.each(publicPagePaths)('lets everybody open the public page %s', (path) => {
    expect(decideAccess(path, null)).toEqual(allow);
    expect(decideAccess(path, incomplete)).toEqual(allow);
    expect(decideAccess(path, complete)).toEqual(allow);
  });

  it.each([
    '/login',
    '/login?callbackUrl=%2Fprofil',
    '/login/redirect?token=abc',
    '/login/failed',
    '/login/magic-link-sent',
    '/logout',
  ])('lets everybody, even with an incomplete profile, open the sign-in path %s', (path) => {
    expect(decideAccess(path, null)).toEqual(allow);
    expect(decideAccess(path, incomplete)).toEqual(allow);
  });

  it('sends anonymous visitors of a protected page to /login with the page and its query as callbackUrl', () => {
    expect(decideAccess('/mein-zertifizierungspfad', null)).toEqual(
      to('/login?callbackUrl=%2Fmein-zertifizierungspfad'),
    );
    expect(decideAccess('/organization?tab=2&x=%C3%A4', null)).toEqual(
      to('/login?callbackUrl=%2Forganization%3Ftab%3D2%26x%3D%25C3%25A4'),
    );
    expect(decideAccess('/profil', null)).toEqual(to('/login?callbackUrl=%2Fprofil'));
  });

  it('round-trips the callbackUrl through URLSearchParams unchanged', () => {
    const decision = decideAccess('/organization?tab=2', null);
    if (decision.kind !== 'redirect') throw new Error('expected a redirect');
    expect(new URL(decision.to, 'http://x').searchParams.get('callbackUrl')).toBe('/organization?tab=2');
  });

  it('sends a signed-in user with an incomplete profile to /profil, keeping where they wanted to go', () => {
    expect(decideAccess('/organization', incomplete)).toEqual(to('/profil?callbackUrl=%2Forganization'));
    expect(decideAccess('/mein-zertifizierungspfad', incomplete)).toEqual(
      to('/profil?callbackUrl=%2Fmein-zertifizierungspfad'),
    );
  });

  it('lets a user with an incomplete profile open /profil itself', () => {
    expect(decideAccess('/profil', incomplete)).toEqual(allow);
    expect(decideAccess('/profil?callbackUrl=%2Forganization', incomplete)).toEqual(allow);
    expect(decideAccess('/profil/', incomplete)).toEqual(allow);
  });

  it('lets a user with a complete profile open protected pages', () => {
    expect(decideAccess('/organization', complete)).toEqual(allow);
    expect(decideAccess('/profil', complete)).toEqual(allow);
  });

  it('sends anonymous visitors and non-admins away from /admin/* to the start page, anonymous ones with the page to sign in for', () => {
    for (const path of ['/admin', '/admin/journeys', '/admin/organizations?page=2', '/ADMIN/journeys']) {
      expect(decideAccess(path, null)).toEqual({ ...to('/'), signInFor: path });
      expect(decideAccess(path, complete)).toEqual(to('/'));
      expect(decideAccess(path, incomplete)).toEqual(to('/'));
    }
  });

  it('lets admins into /admin/*, after they complete their profile', () => {
    expect(decideAccess('/admin/journeys', admin)).toEqual(allow);
    expect(decideAccess('/admin/journeys', incompleteAdmin)).toEqual(
      to('/profil?callbackUrl=%2Fadmin%2Fjourneys'),
    );
  });

  it('does not mistake look-alike paths for public or admin pages', () => {
    expect(decideAccess('/faq-intern', null)).toEqual(to('/login?callbackUrl=%2Ffaq-intern'));
    expect(decideAccess('/administration', complete)).toEqual(allow);
    expect(decideAccess('/loginx', null)).toEqual(to('/login?callbackUrl=%2Floginx'));
  });
});
