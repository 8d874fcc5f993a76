import { expect, test } from './support/fixtures';
import { openSignInLink, requestSignInLink, uniqueEmail } from './support/auth';

// Mail security gateways fetch links before the user clicks them; that must not use up the token.
test('a scanner fetching the e-mailed link does not burn it', async ({ page, playwright }) => {
  const email = uniqueEmail('gescannt');
  await page.goto('/login?callbackUrl=%2Fmein-zertifizierungspfad');
  const link = await requestSignInLink(page, email);

  const scanner = await playwright.request.newContext();
  for (const method of ['get', 'head'] as const) {
    const response = await scanner[method](link, { maxRedirects: 5 });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie'], `${method.toUpperCase()} must not set cookies`).toBeUndefined();
  }
  await scanner.dispose();

  // Signed in: a new user lands on the profile form, which only a signed-in user sees.
  await openSignInLink(page, link);
  await expect(page).toHaveURL((url) => url.pathname === '/profil');
  await expect(page.getByLabel('Vorname')).toBeVisible();
});
