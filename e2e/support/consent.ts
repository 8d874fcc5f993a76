import { expect, type Page } from '@playwright/test';

export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookies auf dieser Website' });

/**
 * Accepts all cookies once the page is hydrated: on a prerendered public page the button is in the HTML before the
 * entry has run, and a click then does nothing (ADR 010). Each try clicks only while the banner is still there, and
 * gives up on a click after 2 s, so that a slow first answer is not followed by a click that waits for ever.
 */
export async function acceptCookiesWhenHydrated(page: Page) {
  await expect(async () => {
    const accept = consentBanner(page).getByRole('button', { name: 'Alle akzeptieren' });
    if (await accept.isVisible()) await accept.click({ timeout: 2_000 });
    await expect(consentBanner(page)).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}

/**
 * Opens the manage dialog from the banner once the page is hydrated (see acceptCookiesWhenHydrated). Once the
 * dialog is open, its overlay covers the banner: a further click would wait for the whole test's time.
 */
export async function openConsentDialogWhenHydrated(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      await consentBanner(page).getByRole('button', { name: 'Cookies verwalten' }).click({ timeout: 2_000 });
    }
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
}
