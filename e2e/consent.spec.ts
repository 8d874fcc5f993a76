import type { Locator, Page, Request } from '@playwright/test';
import { countAppRequests, expect, test } from './support/fixtures';
import { requestSignInLink, signInByApi, uniqueEmail } from './support/auth';
import { expectNoAxeViolations, settled } from './support/axe';
import { acceptCookiesWhenHydrated, openConsentDialogWhenHydrated } from './support/consent';
import { workerAdminEmail } from './support/organizations';

// docs/security.md 29 and docs/product.md §4: no statistics call before consent; every decision closes banner and dialog.

/** Collects the page-view calls the page makes from now on. */
function pageViewRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/stats/pageview') seen.push(request);
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies auf dieser Website' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' });

/** A modal is laid over the page inside the viewport (unstyled, it would sit below the footer). */
async function expectDialogOverPage(page: Page) {
  const box = await dialog(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
  expect(await dialog(page).evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
}

/** Lets any page view the app might still send arrive before counting. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('the banner shows until consent; accept all counts exactly one page view, then one per navigation', async ({
  page,
}) => {
  const views = pageViewRequests(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Cookies verwalten' })).toBeVisible();
  // A small heading on a wide screen too, where the page's headings take their desktop sizes.
  const fontSize = (heading: Locator) => heading.evaluate((element) => getComputedStyle(element).fontSize);
  expect(await fontSize(banner(page).getByRole('heading'))).toBe('18px');
  expect(await fontSize(page.getByRole('heading', { level: 1 }))).toBe('48px');
  // (Each public page with the banner: public-pages.spec.ts's axe-core checks.)

  // Browsing without a decision sends nothing.
  await page.getByRole('link', { name: 'Häufige Fragen' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await settle(page);
  expect(views).toHaveLength(0);

  await banner(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();
  await expect.poll(() => views.length).toBe(1);
  await settle(page);
  expect(views).toHaveLength(1);
  expect(views[0]?.postDataJSON()).toEqual({ path: '/faq' });
  expect((await views[0]?.response())?.status()).toBe(204);

  const stored = await page.evaluate(() => localStorage.getItem('cert.consent'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    consentGiven: true,
    options: { optionalCookiesAllowed: true },
    decidedAt: expect.any(String),
  });

  // Later navigations and loads count one view each; the banner stays away.
  await page.getByRole('link', { name: 'Impressum' }).first().click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect.poll(() => views.length).toBe(2);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => views.length).toBe(3);
  await settle(page);
  expect(views).toHaveLength(3);
  await expect(banner(page)).toHaveCount(0);
});

test('the dialog closes only by its close button; its statistics switch starts off, and saving it untouched sends nothing', async ({
  page,
}) => {
  const views = pageViewRequests(page);
  await page.goto('/');
  await openConsentDialogWhenHydrated(page);
  await expect(dialog(page)).toBeVisible();
  await expectDialogOverPage(page);
  // No pre-ticked consent (docs/decisions/045): the switch is off until the visitor turns it on.
  const statistics = dialog(page).getByRole('switch', { name: /Statistik-Cookies/ });
  await expect(statistics).not.toBeChecked();
  await expectNoAxeViolations(page, dialog(page));

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toBeVisible();

  await dialog(page).getByRole('button', { name: 'Cookie-Einstellungen schließen' }).click();
  await expect(dialog(page)).toHaveCount(0);
  // Closing is no decision: the banner is still there.
  await expect(banner(page)).toBeVisible();

  // A fresh visitor saves the dialog as it opened: no statistics.
  await banner(page).getByRole('button', { name: 'Cookies verwalten' }).click();
  await expect(statistics).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('cert.consent'))) ?? 'null'),
  ).toMatchObject({
    consentGiven: true,
    options: { optionalCookiesAllowed: false },
  });

  await page.getByRole('link', { name: 'Impressum' }).first().click();
  await expect(page).toHaveURL(/\/impressum$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  expect(views).toHaveLength(0);
  await expect(banner(page)).toHaveCount(0);
});

test('reject sends nothing; the footer link reopens the dialog to change the choice', async ({ page }) => {
  const views = pageViewRequests(page);
  await page.goto('/');
  await openConsentDialogWhenHydrated(page);
  await dialog(page).getByRole('button', { name: 'Optionale Cookies ablehnen' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Häufige Fragen' }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  // The page frame moves the focus to the new page's heading after it rendered (main-layout.tsx): wait for that
  // before taking the focus elsewhere, or the heading takes it back between the focus and the key press.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await settle(page);
  expect(views).toHaveLength(0);

  // Keyboard only: the footer link is a button in the footer navigation.
  const footerLink = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  const statistics = dialog(page).getByRole('switch', { name: /Statistik-Cookies/ });
  await expect(statistics).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => views.length).toBe(1);

  // Withdrawing is as easy: reopen, reject, and nothing more is sent.
  await footerLink.click();
  await dialog(page).getByRole('button', { name: 'Optionale Cookies ablehnen' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Impressum' }).first().click();
  await expect(page).toHaveURL(/\/impressum$/);
  await settle(page);
  expect(views).toHaveLength(1);
});

test('"Nur notwendige Cookies" on the banner refuses in one click: consent recorded, nothing counted', async ({
  page,
}) => {
  const views = pageViewRequests(page);
  await page.goto('/');
  const onlyNecessary = banner(page).getByRole('button', { name: 'Nur notwendige Cookies' });
  await expect(onlyNecessary).toBeVisible();
  // (`/` with the banner: public-pages.spec.ts's axe-core check.)
  // After hydration the click decides; before it, the prerendered button would do nothing.
  await expect(async () => {
    if (await onlyNecessary.isVisible()) await onlyNecessary.click({ timeout: 2_000 });
    await expect(banner(page)).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('cert.consent'))) ?? 'null'),
  ).toMatchObject({
    consentGiven: true,
    options: { optionalCookiesAllowed: false },
  });
  await page.getByRole('link', { name: 'Impressum' }).first().click();
  await expect(page).toHaveURL(/\/impressum$/);
  await settle(page);
  expect(views).toHaveLength(0);
});

test('a notice shows above the banner, not over its buttons', async ({ page }) => {
  await signInByApi(page.context().request, `notiz-${Date.now().toString(36)}@amt.example`, {
    firstName: 'Nora',
    lastName: 'Notiz',
    phone: '+49 30 1234567',
  });
  await page.goto('/profil');
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Erfolgreich' });
  await expect(notice).toBeVisible();
  await settled(page);
  const noticeBox = (await notice.boundingBox())!;
  const bannerBox = (await banner(page)
    .getByRole('button', { name: 'Nur notwendige Cookies' })
    .boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(bannerBox.y);
  // The other positions' containers stay empty boxes of no height: lifted too, they would stretch over the page and
  // take its clicks.
  const heights = await page.evaluate(() =>
    [...document.querySelectorAll('[data-position]')]
      .filter((box) => box.getAttribute('data-position') !== 'bottom-center')
      .map((box) => box.getBoundingClientRect().height),
  );
  expect(heights).toEqual([0, 0, 0, 0, 0]);
  // On a phone, below the banner, the notices stay on the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(notice.first()).toBeInViewport({ ratio: 1 });
});

test('on a phone the banner leaves the buttons of a sign-in link opened in a new browser in view', async ({
  page,
  browser,
}) => {
  // Asked for on one device, opened on a phone that has never seen the site: the confirmation meets the banner.
  await page.goto('/login');
  const link = await requestSignInLink(page, uniqueEmail());
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
    reducedMotion: 'reduce',
  });
  await countAppRequests(phone);
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage.getByRole('heading', { level: 1, name: 'Anmeldung bestätigen' })).toBeVisible();
    await expect(phonePage.getByRole('button', { name: 'Mit diesem Link anmelden' })).toBeEnabled();
    await settled(phonePage);
    const bannerTop = (await banner(phonePage).boundingBox())!.y;
    for (const name of ['Mit diesem Link anmelden', 'Abbrechen']) {
      const box = (await phonePage.getByRole('button', { name }).boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(bannerTop);
    }
    // Both answers side by side, alike.
    const answers = ['Nur notwendige Cookies', 'Alle akzeptieren'].map((name) =>
      banner(phonePage).getByRole('button', { name }),
    );
    const [refuse, accept] = await Promise.all(answers.map(async (answer) => (await answer.boundingBox())!));
    expect(accept!.y).toBe(refuse!.y);
    expect(accept!.width).toBeCloseTo(refuse!.width, 0);
    await expectNoAxeViolations(phonePage);
    // On the smallest phones the banner would take half the screen: it waits at the end of the page instead, and
    // nothing of the confirmation is under it; each answer stays whole inside it.
    await phonePage.setViewportSize({ width: 320, height: 640 });
    await expect(banner(phonePage)).toHaveAttribute('data-tall', '');
    for (const name of ['Mit diesem Link anmelden', 'Abbrechen']) {
      const button = phonePage.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      const uncovered = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(uncovered, name).toBe(true);
    }
    for (const answer of answers) {
      await answer.scrollIntoViewIfNeeded();
      await expect(answer).toBeInViewport({ ratio: 1 });
    }
    const overflowing = await banner(phonePage).evaluate((region) => region.scrollWidth > region.clientWidth);
    expect(overflowing).toBe(false);
    // Back on a larger phone it sticks again.
    await phonePage.setViewportSize({ width: 390, height: 844 });
    await expect(banner(phonePage)).not.toHaveAttribute('data-tall');
  } finally {
    await phone.close();
  }
});

test('an administrator sees the counted page views at /admin/statistik', async ({ page }) => {
  await page.goto('/impressum');
  const counted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/stats/pageview'),
  );
  await acceptCookiesWhenHydrated(page);
  // The page loads its API client, fetches its CSRF token and counts the view: a token the test read meanwhile
  // would no longer match (the client's loading is no request that settled() can wait for).
  await counted;
  await settled(page);

  await signInByApi(page.context().request, workerAdminEmail());
  await page.goto('/admin/statistik');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  // The period in German notation (TT.MM.YYYY), whatever the browser's language.
  await expect(page.getByRole('textbox', { name: 'Von' })).toHaveValue(/^\d\d\.\d\d\.\d{4}$/);
  await expect(page.getByRole('textbox', { name: 'Bis' })).toHaveValue(/^\d\d\.\d\d\.\d{4}$/);
  const table = page.getByRole('table', { name: /^Seiten nach Aufrufen/ });
  await expect(table.getByRole('columnheader', { name: 'Aufrufe' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Impressum \(\/impressum\)/ })).toBeVisible();
  // (The page's axe-core checks, at both widths: overview.spec.ts.)
});
