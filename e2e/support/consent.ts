import { expect, type Page } from '@playwright/test';

export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookies auf dieser Website' });

/**
 * Accepts all cookies once the page is hydrated: on a prerendered public page the button is in the HTML before the
 * entry has run, and a click then does nothing (ADR 010).
 */
export async function acceptCookiesWhenHydrated(page: Page) {
  await expect(async () => {
    await consentBanner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(consentBanner(page)).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

/** Opens the manage dialog from the banner once the page is hydrated (see acceptCookiesWhenHydrated). */
export async function openConsentDialogWhenHydrated(page: Page) {
  await expect(async () => {
    await consentBanner(page).getByRole('button', { name: 'Cookies verwalten' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
