import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
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

/** Signs in and completes the profile: a user the guards let onto every page of their role. */
export async function signInReady(
  page: Page,
  email: string,
  profile: Profile = sampleProfile,
): Promise<void> {
  await signIn(page, email, '/profil');
  await expect(page).toHaveURL((url) => url.pathname === '/profil');
  const firstName = page.getByLabel('Vorname');
  await expect(firstName).toBeVisible();
  if ((await firstName.inputValue()) === '') await completeProfile(page, profile);
}

/** Expects the browser to end on /login with the page it asked for as callbackUrl. */
export async function expectLoginFor(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('callbackUrl') === path,
  );
}
