import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILURE_DELAY_MS } from '@cert/domain';
import { axeViolations } from '@/testing/axe';
import { createFakeFetch, stubSignedInApi } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { LoginFailedScreen } from '../login-failed-screen';

const screenAt = {
  path: '/login/failed',
  Component: () => (
    <main>
      <LoginFailedScreen />
    </main>
  ),
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; max-age=0';
});

describe('LoginFailedScreen', () => {
  it('sends a visitor on to the sign-in form after the failure delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('fetch', createFakeFetch(() => ({ status: 404 })).fetch);
    renderRoute('/login/failed', screenAt);
    expect(screen.getByText(/Der Anmeldelink ist ungültig oder abgelaufen/)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(LOGIN_FAILURE_DELAY_MS);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('tells the person a link already used signed in that they are signed in, and moves on to their work', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const { queryClient } = stubSignedInApi((call) =>
      call.path === '/api/user/me'
        ? { status: 200, body: { _id: 'u1', email: 'eva@example.org', roles: [], firstName: 'Eva' } }
        : undefined,
    );
    renderRoute('/login/failed', screenAt, { queryClient });
    expect(await screen.findByText(/Sie sind aber bereits angemeldet, als/)).toBeTruthy();
    expect(screen.getByText('eva@example.org')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jetzt weiter' }).getAttribute('href')).toBe(
      '/mein-zertifizierungspfad',
    );
    expect(await axeViolations()).toEqual([]);
    await vi.advanceTimersByTimeAsync(LOGIN_FAILURE_DELAY_MS);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mein-zertifizierungspfad'));
  });
});
