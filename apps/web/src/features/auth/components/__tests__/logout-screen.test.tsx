import { screen, waitFor } from '@testing-library/react';
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftCopies, forgetOtherUsers } from '@/lib/app-storage';
import { signOutState } from '@/lib/sign-out';
import { createFakeFetch } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { LogoutScreen } from '../logout-screen';

/** `unreachable`: how many sign-outs find no server before one gets through. */
function stubApi(unreachable = 0) {
  document.cookie = 'XSRF-TOKEN=t';
  let failures = unreachable;
  const fake = createFakeFetch((call) => {
    if (call.path !== '/api/auth/logout') return { status: 404 };
    if (failures-- > 0) throw new TypeError('Failed to fetch');
    return { status: 204 };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
const logoutCalls = (fake: ReturnType<typeof stubApi>) =>
  fake.calls.filter((call) => call.method === 'POST' && call.path === '/api/auth/logout');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LogoutScreen (docs/security.md 41)', () => {
  it('signs out at once when the app’s own "Abmelden" led here and nothing is left unsaved', async () => {
    const fake = stubApi();
    renderRoute('/logout', { path: '/logout', Component: LogoutScreen }, { state: signOutState });
    await waitFor(() => expect(logoutCalls(fake)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Abmelden?' })).toBeNull();
  });

  it('asks when answers are left that only this browser keeps; signing out anyway removes them', async () => {
    const fake = stubApi();
    localStorage.setItem('cert.draft.u1:questionnaire:procurement-office:q1', '{}');
    renderRoute('/logout', { path: '/logout', Component: LogoutScreen }, { state: signOutState });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Abmelden?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/noch nicht gespeichert; nur dieser Browser hat sie/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Angemeldet bleiben' })).toBeTruthy();
    expect(logoutCalls(fake)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Trotzdem abmelden' }));
    await waitFor(() => expect(logoutCalls(fake)).toHaveLength(1));
    await waitFor(() =>
      expect(localStorage.getItem('cert.draft.u1:questionnaire:procurement-office:q1')).toBeNull(),
    );
  });

  it('waits for a save on its way (a draft left with "Speichern und verlassen") before it signs out', async () => {
    const fake = stubApi();
    const queryClient = new QueryClient();
    let saved: () => void = () => undefined;
    void new MutationObserver(queryClient, {
      mutationFn: () => new Promise<void>((resolve) => (saved = resolve)),
    }).mutate();
    renderRoute(
      '/logout',
      { path: '/logout', Component: LogoutScreen },
      { state: signOutState, queryClient },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logoutCalls(fake)).toHaveLength(0);
    saved();
    await waitFor(() => expect(logoutCalls(fake)).toHaveLength(1));
  });

  it('says the user is still signed in when the server does not answer, keeps their answers, and tries again', async () => {
    const fake = stubApi(2);
    const copy = 'cert.draft.u1:questionnaire:procurement-office:q1';
    localStorage.setItem(copy, '{}');
    renderRoute('/logout', { path: '/logout', Component: LogoutScreen });
    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nicht abgemeldet' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/weiterhin angemeldet/)).toBeTruthy();
    expect(localStorage.getItem(copy)).toBe('{}');
    // By the button, and by itself once the connection is back.
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(logoutCalls(fake)).toHaveLength(2));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nicht abgemeldet' })).toBeTruthy();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await waitFor(() => expect(localStorage.getItem(copy)).toBeNull());
    expect(logoutCalls(fake)).toHaveLength(3);
  });

  it('asks first when reached any other way (a link on another site): nothing is sent or deleted until confirmed', async () => {
    const fake = stubApi();
    localStorage.setItem('cert.draft.u1:questionnaire:procurement-office:q1', '{}');
    renderRoute('/logout', { path: '/logout', Component: LogoutScreen });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abmelden?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Angemeldet bleiben' }).getAttribute('href')).toBe('/');
    expect(logoutCalls(fake)).toHaveLength(0);
    expect(localStorage.getItem('cert.draft.u1:questionnaire:procurement-office:q1')).toBe('{}');
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(logoutCalls(fake)).toHaveLength(1));
  });
});

describe('forgetOtherUsers', () => {
  it('removes the copies and remembered organisation of everyone but the user now signed in, and the page to sign in for', () => {
    localStorage.setItem('cert.draft.u1:questionnaire:procurement-office:q1', '{}');
    localStorage.setItem('cert.draft.u2:questionnaire:procurement-office:q2', '{}');
    localStorage.setItem('cert.draft.u1:questionnaire:procurement-office:q3:verloren', '{}');
    localStorage.setItem('cert.draft.u2:questionnaire:procurement-office:q3:verloren', '{}');
    localStorage.setItem('cert.activeOrganization.u1', 'o1');
    localStorage.setItem('cert.activeOrganization.u2', 'o2');
    localStorage.setItem('cert.consent', '{"consentGiven":true}');
    // An office page an anonymous visitor was offered to sign in for: done with, once anyone is signed in.
    sessionStorage.setItem('cert.signInFor', '/admin/journeys');
    forgetOtherUsers('u2');
    expect(sessionStorage.getItem('cert.signInFor')).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual([
      'cert.activeOrganization.u2',
      'cert.consent',
      'cert.draft.u2:questionnaire:procurement-office:q2',
      'cert.draft.u2:questionnaire:procurement-office:q3:verloren',
    ]);
  });
});

describe('draftCopies.any', () => {
  it('counts lost answers for the sign-out’s question, not for what a session’s end promises to restore', () => {
    localStorage.setItem('cert.draft.u1:questionnaire:procurement-office:q1:verloren', '{}');
    expect(draftCopies.any()).toBe(true);
    expect(draftCopies.any({ restorable: true })).toBe(false);
    localStorage.setItem('cert.draft.u1:questionnaire:procurement-office:q2', '{}');
    expect(draftCopies.any({ restorable: true })).toBe(true);
  });
});
