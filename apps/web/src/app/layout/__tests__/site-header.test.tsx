import type { User } from '@cert/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserQueryKey, endSession, startSession } from '@/lib/current-user';
import { renderRoute } from '@/testing/render-route';
import { testUser } from '@/testing/users';
import { SiteHeader } from '../site-header';

const member = testUser;

/** As the browser of a signed-in user has it: the session's hint cookie and the user in the cache. */
function renderHeaderFor(user: User | null) {
  if (user) document.cookie = 'signed_in=1; path=/';
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderRoute('/', { path: '/', Component: SiteHeader }, { queryClient });
}

const navigation = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });

describe('SiteHeader', () => {
  afterEach(() => {
    document.cookie = 'signed_in=; path=/; max-age=0';
  });

  it('links administrators to the statistics screen', async () => {
    renderHeaderFor({ ...member, roles: ['User', 'Admin'] });
    const link = await screen.findByRole('link', { name: 'Statistik' }, { timeout: 10_000 });
    expect(navigation().contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/admin/statistik');
    // The office's six screens are one named list, apart from the respondent's.
    const office = within(navigation()).getByRole('list', { name: 'Programmteam' });
    expect(
      within(office)
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['Zertifizierungspfade', 'Organisationen', 'Übersicht', 'Statistik', 'Exporte', 'E-Mails']);
    // Each item says what it opens: the journeys to manage, the organisations to manage, one's own organisation.
    expect(screen.getByRole('link', { name: 'Zertifizierungspfade' }).getAttribute('href')).toBe(
      '/admin/journeys',
    );
    expect(screen.getByRole('link', { name: 'Organisationen' }).getAttribute('href')).toBe(
      '/admin/organizations',
    );
    expect(screen.getByRole('link', { name: 'Meine Organisation' }).getAttribute('href')).toBe(
      '/organization',
    );
  });

  it('shows no statistics link to other signed-in users', async () => {
    renderHeaderFor(member);
    await screen.findByRole('link', { name: 'Mein Zertifizierungspfad' }, { timeout: 10_000 });
    expect(screen.getByText('Anna Muster')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Statistik' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zertifizierungspfade' })).toBeNull();
  });

  it('shows no statistics link when nobody is signed in', async () => {
    renderHeaderFor(null);
    await screen.findByRole('link', { name: 'Anmelden' });
    expect(screen.queryByRole('link', { name: 'Statistik' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mein Zertifizierungspfad' })).toBeNull();
  });

  it('shows who is signed in from the page after signing in, and the sign-in button from the page after signing out', async () => {
    const { router, queryClient } = renderRoute('/', { path: '/*', Component: SiteHeader });
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeTruthy();
    // Signing in: the answer that signs in sets the hint cookie; the sign-in screen keeps the user and moves on.
    document.cookie = 'signed_in=1; path=/';
    queryClient.setQueryData(currentUserQueryKey, member);
    await act(() => router.navigate('/mein-zertifizierungspfad'));
    expect(await screen.findByText('Anna Muster', {}, { timeout: 10_000 })).toBeTruthy();
    // Signing out: the answer clears the cookie, the page changes.
    document.cookie = 'signed_in=; path=/; max-age=0';
    queryClient.setQueryData(currentUserQueryKey, null);
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByText('Anna Muster')).toBeNull();
  });

  it('shows who is signed in as soon as the sign-in screen keeps the user, before it moves on, and the sign-in button as soon as the session ends', async () => {
    const { queryClient } = renderHeaderFor(null);
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeTruthy();
    // The answer that signs in set the cookie; the sign-in screen keeps the user and waits before it moves on.
    document.cookie = 'signed_in=1; path=/';
    await act(() => startSession(queryClient, member));
    expect(await screen.findByText('Anna Muster', {}, { timeout: 10_000 })).toBeTruthy();
    document.cookie = 'signed_in=; path=/; max-age=0';
    act(() => endSession(queryClient));
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeTruthy();
  });

  it('opens the phone menu on the page where it was opened only: back on that page later, it is closed', async () => {
    const { router } = renderRoute('/fragebogen', { path: '/*', Component: SiteHeader });
    const menu = screen.getByRole('button', { name: 'Menü' });
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await act(() => router.navigate('/mein-zertifizierungspfad'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await act(() => router.navigate('/fragebogen'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone menu when a link is chosen, also when the page does not change (a question before leaving)', async () => {
    renderRoute('/faq', { path: '/*', Component: SiteHeader });
    const menu = screen.getByRole('button', { name: 'Menü' });
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(navigation()).getByRole('link', { name: 'Häufige Fragen' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
