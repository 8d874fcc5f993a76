import { messages } from '@cert/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { sessionEnd } from '@/lib/app-storage';
import { LoginScreen } from '../login-screen';
import { RATE_LIMIT_MESSAGE } from '../magic-link-errors';

const screenRoute = { path: '/login', Component: LoginScreen };

function stubApi(magicLinkReply: FakeReply) {
  document.cookie = 'XSRF-TOKEN=t';
  const fake = createFakeFetch((call) => {
    if (call.path === '/api/auth/magic-link') return magicLinkReply;
    if (call.path === '/api/user/me') return { status: 401 };
    if (call.path === '/api/auth/refresh') return { status: 401 };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

describe('LoginScreen', () => {
  it('says why after a session ended, and that the unsaved answers kept in this browser come back (issue 54)', async () => {
    stubApi({ status: 204 });
    sessionEnd.mark(true);
    renderRoute('/login?callbackUrl=%2Fzertifizierung', screenRoute);
    const alert = await screen.findByRole('status', { name: /Ihre Sitzung ist abgelaufen/ });
    expect(alert.textContent).toContain('Ihre Angaben sind nicht verloren');
    expect(alert.textContent).toContain('mit derselben E-Mail-Adresse');
    // Shown once: the next visit of the page is a plain sign-in.
    expect(sessionEnd.peek()).toBeNull();
  });

  it('after a session ended without unsaved answers, says only that what was saved stays', async () => {
    stubApi({ status: 204 });
    sessionEnd.mark(false);
    renderRoute('/login', screenRoute);
    const alert = await screen.findByRole('status', { name: /Ihre Sitzung ist abgelaufen/ });
    expect(alert.textContent).toContain('Was Sie gespeichert haben, bleibt erhalten.');
    expect(alert.textContent).not.toContain('nicht verloren');
  });

  it('shows the e-mail error only after the field is left, then clears it while the user corrects it', async () => {
    stubApi({ status: 204 });
    renderRoute('/login', screenRoute);
    const input = await screen.findByLabelText('E-Mail-Adresse');
    await userEvent.type(input, 'anna@');
    expect(screen.queryByText(messages.invalidEmail)).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(input, 'example.org');
    await waitFor(() => expect(screen.queryByText(messages.invalidEmail)).toBeNull());
  });

  it('requests the link with the safe callbackUrl and goes to the confirmation page', async () => {
    const fake = stubApi({ status: 204 });
    renderRoute('/login?callbackUrl=%2Forganization', screenRoute);
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), '  Anna@Example.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldelink anfordern' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login/magic-link-sent');
    const request = fake.calls.find((call) => call.path === '/api/auth/magic-link');
    expect(request?.body).toEqual({ email: 'anna@example.org', callbackUrl: '/organization' });
  });

  it('drops a callbackUrl that points off the site', async () => {
    const fake = stubApi({ status: 204 });
    renderRoute('/login?callbackUrl=https%3A%2F%2Fevil.example', screenRoute);
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), 'anna@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldelink anfordern' }));
    await screen.findByTestId('location');
    expect(fake.calls.find((call) => call.path === '/api/auth/magic-link')?.body).toEqual({
      email: 'anna@example.org',
    });
  });

  it('explains the rate limit in German when the API answers 429', async () => {
    stubApi({ status: 429, body: { status: 429, code: 'RATE_LIMITED', message: 'Zu viele Anfragen.' } });
    renderRoute('/login', screenRoute);
    await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), 'anna@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldelink anfordern' }));
    const alert = await screen.findByText(RATE_LIMIT_MESSAGE);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
