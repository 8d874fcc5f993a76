import { expect, test } from './support/fixtures';
import {
  completeProfile,
  expectLoginFor,
  openSignInLink,
  requestSignInLink,
  signedIn,
  uniqueEmail,
} from './support/auth';
import { BASE_URL } from './support/env';
import { expectNoAxeViolations, settled } from './support/axe';

test('a new user signs in by e-mail link, completes the profile, reaches the page asked for and signs out', async ({
  page,
}) => {
  const email = uniqueEmail();

  await page.goto('/mein-zertifizierungspfad');
  await expectLoginFor(page, '/mein-zertifizierungspfad');

  const link = await requestSignInLink(page, email);
  expect(link).toMatch(new RegExp(`^${BASE_URL}/login/redirect\\?token=[^&]+$`));

  await openSignInLink(page, link);
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/profil' && url.searchParams.get('callbackUrl') === '/mein-zertifizierungspfad',
  );

  await completeProfile(page);
  await expect(page).toHaveURL((url) => url.pathname === '/mein-zertifizierungspfad');

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  await page.goto('/mein-zertifizierungspfad');
  await expectLoginFor(page, '/mein-zertifizierungspfad');
});

test('signing out offline says the user is still signed in, and signs out once the connection is back', async ({
  page,
  context,
}) => {
  // The sign-out page's code comes with any signed-in page, so that it loads offline.
  const signOutCode = page.waitForResponse((response) => /\/assets\/logout-[^/]+\.js$/.test(response.url()));
  await signedIn(page, uniqueEmail());
  await page.goto('/profil');
  await signOutCode;
  // The header's organisation switcher, loaded after the page, is there too.
  await expect(page.getByRole('link', { name: 'Organisation wählen' })).toBeVisible();
  await settled(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nicht abgemeldet' })).toBeFocused();
  await expect(page.getByText(/weiterhin angemeldet/)).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await expect(page.getByText('Sie wurden erfolgreich abgemeldet.')).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/user/me')).status)).toBe(401);
});

test('a used link does not sign in a second time', async ({ page, browser }) => {
  const email = uniqueEmail();
  await page.goto('/login');
  const link = await requestSignInLink(page, email);
  await openSignInLink(page, link);

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(second).toHaveURL((url) => url.pathname === '/login/failed', { timeout: 20_000 });
  await other.close();
});

test('signing in from the login page without a page asked for leads to the journey, not back to the landing page', async ({
  page,
}) => {
  await page.goto('/login');
  await openSignInLink(page, await requestSignInLink(page, uniqueEmail('ohne-ziel')));
  // A new user completes the profile first, then goes on to the journey.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/profil' && url.searchParams.get('callbackUrl') === '/mein-zertifizierungspfad',
  );
  await completeProfile(page);
  await expect(page).toHaveURL((url) => url.pathname === '/mein-zertifizierungspfad');
});

test('a page loaded in full opens at its top, whatever the previous page was scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, uniqueEmail('scroll'));
  await page.goto('/datenschutz');
  await page.goto('/profil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Typed into the address bar: a new page, loaded in full.
  await page.goto('/organization');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Once the page has settled (its requests answered, nothing moving), nothing is left to scroll it.
  await settled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link from another site to /logout signs no one out; the next user of the browser finds nothing of the first', async ({
  page,
}) => {
  const first = uniqueEmail('erste');
  await signedIn(page, first);
  await page.goto('/profil');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  const firstId = await page.evaluate(
    async () => ((await (await fetch('/api/user/me')).json()) as { _id: string })._id,
  );
  // An unsaved answer of the first user stays in the browser.
  const copyKey = `cert.draft.${firstId}:questionnaire:procurement-office:neu`;
  await page.evaluate(
    ([key, organizationKey]) => {
      localStorage.setItem(
        key!,
        JSON.stringify({
          base: {},
          value: { general: { telephone: '030 1' } },
          at: new Date().toISOString(),
        }),
      );
      localStorage.setItem(organizationKey!, 'irgendeine');
    },
    [copyKey, `cert.activeOrganization.${firstId}`],
  );

  // Another site links to /logout: the page asks, signs no one out and deletes nothing.
  await page.goto('/logout', { referer: 'https://fremde-seite.example/' });
  await expect(page.getByRole('heading', { level: 1, name: 'Abmelden?' })).toBeVisible();
  await page.getByRole('link', { name: 'Angemeldet bleiben' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abmelden?' })).toHaveCount(0);
  await expect(page.locator('#header-logout')).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/user/me')).status)).toBe(200);
  expect(await page.evaluate((key) => localStorage.getItem(key), copyKey)).not.toBeNull();

  // A second user signs in on the same browser: nothing of the first user's answers or organisation is left.
  await signedIn(page, uniqueEmail('zweite'));
  await page.goto('/profil');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect
    .poll(() => page.evaluate((id) => Object.keys(localStorage).filter((key) => key.includes(id)), firstId))
    .toEqual([]);
});

test("a foreign page that sends a signed-in browser to an attacker's fresh link switches no one; only a click would", async ({
  page,
  browser,
}) => {
  const victim = uniqueEmail('opfer');
  await signedIn(page, victim);
  await page.goto('/profil');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  const victimId = await page.evaluate(
    async () => ((await (await fetch('/api/user/me')).json()) as { _id: string })._id,
  );
  const copyKey = `cert.draft.${victimId}:questionnaire:procurement-office:neu`;
  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          base: {},
          value: { general: { telephone: '030 1' } },
          at: new Date().toISOString(),
        }),
      ),
    copyKey,
  );

  // The attacker asks for a link to their own account, in their own browser.
  const attackerContext = await browser.newContext();
  const attackerPage = await attackerContext.newPage();
  await attackerPage.goto('/login');
  const attacker = uniqueEmail('angreifer');
  const link = await requestSignInLink(attackerPage, attacker);
  await attackerContext.close();

  // A page of another site sends the victim's browser there, without a click.
  await page.goto('about:blank');
  await page.setContent(`<script>location.href = ${JSON.stringify(link)};</script>`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`Mit diesem Link melden Sie sich als ${attacker} an.`)).toBeVisible();
  // Checked as the person sees it once the confirmation takes a click (half a second after the page got the focus).
  await expect(page.getByRole('button', { name: 'Mit diesem Link anmelden' })).toBeEnabled();
  await expectNoAxeViolations(page);
  // Still the victim, with the unsaved answer still in the browser.
  const whoIsSignedIn = () =>
    page.evaluate(async () => ((await (await fetch('/api/user/me')).json()) as { email: string }).email);
  expect(await whoIsSignedIn()).toBe(victim);
  expect(await page.evaluate((key) => localStorage.getItem(key), copyKey)).not.toBeNull();

  // Declined: on to the start page, which takes the signed-in victim on to their journey.
  await page.getByRole('button', { name: 'Angemeldet bleiben' }).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' })).toHaveCount(0);
  expect(await whoIsSignedIn()).toBe(victim);
  expect(await page.evaluate((key) => localStorage.getItem(key), copyKey)).not.toBeNull();
});
