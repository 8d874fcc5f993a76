import { LOGIN_SUCCESS_DELAY_MS } from '@cert/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/lib/current-user';
import { createFakeFetch, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { LoginRedirectScreen } from '../login-redirect-screen';

const user = {
  _id: 'u1',
  email: 'anna@example.org',
  roles: ['User'],
  firstName: 'Anna',
  lastName: 'Muster',
  phoneNumber: '030 1',
};
const screenRoute = { path: '/login/redirect', Component: LoginRedirectScreen };

function stubApi(verifyReply: FakeReply) {
  document.cookie = 'XSRF-TOKEN=t';
  const fake = createFakeFetch((call) => (call.path === '/api/auth/verify' ? verifyReply : { status: 404 }));
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

describe('LoginRedirectScreen', () => {
  it('posts the token once even under StrictMode, then moves on to the callbackUrl after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = stubApi({ status: 200, body: { user, callbackUrl: '/organization?tab=1' } });
    const { queryClient } = renderRoute('/login/redirect?token=tok-once', screenRoute);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sie sind angemeldet' })).toBeTruthy();
    const verifyCalls = fake.calls.filter((call) => call.path === '/api/auth/verify');
    expect(verifyCalls).toHaveLength(1);
    expect(verifyCalls[0]?.body).toEqual({ token: 'tok-once' });
    expect(verifyCalls[0]?.headers['x-xsrf-token']).toBe('t');
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(user);

    await act(() => vi.advanceTimersByTimeAsync(LOGIN_SUCCESS_DELAY_MS - 100));
    expect(screen.queryByTestId('location')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('location').textContent).toBe('/organization?tab=1');
  });

  it("ignores a callbackUrl that leaves the site and goes to the user's journey, an admin to the administration", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ status: 200, body: { user, callbackUrl: 'https://evil.example/' } });
    renderRoute('/login/redirect?token=tok-evil', screenRoute);
    await screen.findByRole('heading', { level: 1, name: 'Sie sind angemeldet' });
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_SUCCESS_DELAY_MS + 100));
    expect(screen.getByTestId('location').textContent).toBe('/mein-zertifizierungspfad');
  });

  it('takes an administrator without a callbackUrl to the administration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ status: 200, body: { user: { ...user, roles: ['User', 'Admin'] }, callbackUrl: null } });
    renderRoute('/login/redirect?token=tok-admin', screenRoute);
    await screen.findByRole('heading', { level: 1, name: 'Sie sind angemeldet' });
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_SUCCESS_DELAY_MS + 100));
    expect(screen.getByTestId('location').textContent).toBe('/admin/journeys');
  });

  it('goes to /login/failed when the token is rejected', async () => {
    stubApi({
      status: 400,
      body: { status: 400, code: 'TOKEN_INVALID', message: 'Der Anmeldelink ist ungültig oder abgelaufen.' },
    });
    renderRoute('/login/redirect?token=tok-bad', screenRoute);
    expect((await screen.findByTestId('location')).textContent).toBe('/login/failed');
  });

  it('waits for a click where nobody asked for the link, showing whom it signs in and who stays signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    document.cookie = 'XSRF-TOKEN=t';
    const fake = createFakeFetch((call) => {
      if (call.path === '/api/auth/verify/preview') {
        return {
          status: 200,
          body: { email: 'angreifer@example.org', signedInAs: 'anna@example.org', requestedHere: false },
        };
      }
      if (call.path !== '/api/auth/verify') return { status: 404 };
      return (call.body as { confirm?: boolean }).confirm
        ? { status: 200, body: { user: { ...user, email: 'angreifer@example.org' }, callbackUrl: null } }
        : {
            status: 409,
            body: {
              status: 409,
              code: 'CONFIRMATION_REQUIRED',
              message: 'Bitte bestätigen Sie die Anmeldung.',
            },
          };
    });
    vi.stubGlobal('fetch', fake.fetch);
    const { queryClient } = renderRoute('/login/redirect?token=tok-foreign', screenRoute);

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmeldung bestätigen' })).toBeTruthy();
    expect(document.body.textContent).toContain(
      'Mit diesem Link melden Sie sich als angreifer@example.org an.',
    );
    expect(document.body.textContent).toContain('zurzeit als anna@example.org angemeldet');
    // Nothing happened yet: no session started, no confirmed call.
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
    const verifyBodies = () =>
      fake.calls.filter((call) => call.path === '/api/auth/verify').map((call) => call.body);
    expect(verifyBodies()).toEqual([{ token: 'tok-foreign' }]);
    expect(screen.getByRole('button', { name: 'Angemeldet bleiben' })).toBeTruthy();

    // The confirmation takes no click in its first half second, nor right after the window regains focus.
    const confirm = screen.getByRole('button', { name: 'Mit diesem Link anmelden' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(confirm.disabled).toBe(true);
    await waitFor(() => expect(confirm.disabled).toBe(false));
    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sie sind angemeldet' })).toBeTruthy();
    expect(verifyBodies()).toEqual([{ token: 'tok-foreign' }, { token: 'tok-foreign', confirm: true }]);
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ email: 'angreifer@example.org' });
  });

  it('leaves everything as it was when the person declines', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const fake = createFakeFetch((call) =>
      call.path === '/api/auth/verify/preview'
        ? { status: 200, body: { email: 'fremd@example.org', signedInAs: null, requestedHere: false } }
        : call.path === '/api/auth/verify'
          ? { status: 409, body: { status: 409, code: 'CONFIRMATION_REQUIRED', message: 'x' } }
          : { status: 404 },
    );
    vi.stubGlobal('fetch', fake.fetch);
    renderRoute('/login/redirect?token=tok-decline', screenRoute);
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(fake.calls.filter((call) => call.path === '/api/auth/verify')).toHaveLength(1);
  });

  it('goes to /login/failed without calling the API when the link has no token', async () => {
    const fake = stubApi({ status: 500 });
    renderRoute('/login/redirect', screenRoute);
    expect((await screen.findByTestId('location')).textContent).toBe('/login/failed');
    expect(fake.calls).toHaveLength(0);
  });
});
