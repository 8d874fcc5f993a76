import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { csrfToken, requestApi } from './api';
import { messagesTo, waitForSignInLink } from './mail';

/** A fresh address per test, so tests never share a user or pick up each other's mails. */
export function uniqueEmail(prefix = 'nutzer'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.example.org`;
}

export type Profile = { firstName: string; lastName: string; phone: string };
export const sampleProfile: Profile = { firstName: 'Erika', lastName: 'Mustermann', phone: '+49 30 1234567' };

/** On the login page: asks for a link through the form and returns the link from the mail. */
export async function requestSignInLink(page: Page, email: string): Promise<string> {
  const seenBefore = (await messagesTo(email)).length;
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Anmeldelink anfordern' }).click();
  await page.waitForURL('**/login/magic-link-sent**');
  return waitForSignInLink(email, seenBefore);
}

/** Opens an e-mailed link and waits until the redirect page has sent the browser on (it waits 3 s). */
export async function openSignInLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

/** Signs in through the login form and the mail; ends where the platform sends the user (maybe /profil). */
export async function signIn(page: Page, email: string, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/login');
  await openSignInLink(page, await requestSignInLink(page, email));
}

/** On /profil: fills in the required fields and saves. */
export async function completeProfile(page: Page, profile: Profile = sampleProfile): Promise<void> {
  await page.getByLabel('Vorname').fill(profile.firstName);
  await page.getByLabel('Nachname').fill(profile.lastName);
  await page.getByLabel('Telefonnummer').fill(profile.phone);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihr Profil wurde erfolgreich aktualisiert.')).toBeVisible();
}

/** Expects the browser to end on /login with the page it asked for as callbackUrl. */
export async function expectLoginFor(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('callbackUrl') === path,
  );
}

/**
 * Signs the address in through the API, as the login pages do (a link by mail, its token verified), and completes an
 * empty profile: for flows about something else. The login pages have flows of their own (sign-in.spec.ts,
 * accessibility.spec.ts); here they would cost each user the redirect page's 3 s and four page loads.
 */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  profile: Profile = sampleProfile,
): Promise<void> {
  const seenBefore = (await messagesTo(email)).length;
  await requestApi(request, 'POST', '/api/auth/magic-link', { email });
  const token = new URL(await waitForSignInLink(email, seenBefore)).searchParams.get('token');
  // The browser that asked is the one that verifies; signed in as someone else before, it confirms the switch as
  // the person would on the page (docs/security.md 46; the confirmation's own flow: sign-in.spec.ts).
  const verified = await request.post('/api/auth/verify', {
    data: { token, confirm: true },
    headers: { 'X-XSRF-TOKEN': await csrfToken(request) },
  });
  if (!verified.ok())
    throw new Error(`Signing in ${email} failed: ${verified.status()} ${await verified.text()}`);
  const me = await requestApi<{ firstName: string | null }>(request, 'GET', '/api/user/me');
  if (!me.firstName) {
    await requestApi(request, 'PUT', '/api/user/me', {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phone,
    });
  }
}

/** The choice of the cookie banner, made before the first page: its overlay would lie over the pages' buttons. */
export async function withConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem('cert.consent')) return;
    const record = {
      consentGiven: true,
      options: { optionalCookiesAllowed: false },
      decidedAt: new Date().toISOString(),
    };
    localStorage.setItem('cert.consent', JSON.stringify(record));
  });
}

/** The page's user signed in through the API, profile complete, cookie choice made: ready for any page of their role. */
export async function signedIn(page: Page, email: string, profile: Profile = sampleProfile): Promise<void> {
  await withConsent(page.context());
  await signInByApi(page.context().request, email, profile);
}
