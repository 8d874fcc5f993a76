import { documentTitle, publicPagePaths, publicRouteMeta } from '../packages/domain/src/site/route-meta';
import { scoringRules } from '../packages/domain/src/scoring/rules';
import { SCORING_VERSION } from '../packages/domain/src/scoring/thresholds';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { acceptCookiesWhenHydrated, consentBanner } from './support/consent';

// Each public page: its single h1, a key sentence of its content, the title of the domain's route metadata
// (the one source the server and the SPA share) and no axe-core violations.
const pages = [
  {
    path: '/',
    heading: 'Innovation in der öffentlichen Beschaffung sichtbar machen',
    sentence: 'Die Zertifizierung ist Teil eines vom Bund geförderten Programms',
  },
  {
    path: '/zertifizierung-fuer-oeffentliche-auftraggeber',
    heading: 'Zertifizierung für öffentliche Auftraggeber',
    sentence: 'Das dauert etwa eine Stunde.',
  },
  {
    path: '/zertifizierung-fuer-unternehmen',
    heading: 'Zertifizierung für Unternehmen',
    sentence: 'Sie nehmen an einer Programmveranstaltung teil und schließen ein E-Learning ab.',
  },
  {
    path: '/faq',
    heading: 'Häufige Fragen',
    sentence: 'Ein Passwort brauchen Sie nicht.',
  },
  {
    path: '/bewertung',
    heading: 'So werten wir die Fragebögen aus',
    sentence: 'Jede Einreichung wird nach denselben, hier veröffentlichten Regeln ausgewertet.',
  },
  {
    path: '/zertifikat',
    heading: 'Zertifikat prüfen',
    sentence: 'Jede Urkunde der Plattform trägt eine Zertifikatsnummer.',
  },
  {
    path: '/zertifizierte-organisationen',
    heading: 'Zertifizierte Organisationen',
    sentence: 'sich für dieses Verzeichnis entschieden haben',
  },
  {
    path: '/barrierefreiheit',
    heading: 'Erklärung zur Barrierefreiheit',
    sentence: 'derzeit nur teilweise mit der BITV 2.0 vereinbar',
  },
  {
    path: '/impressum',
    heading: 'Impressum',
    sentence: 'Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG).',
  },
  {
    path: '/nutzungsbedingungen',
    heading: 'Nutzungsbedingungen',
    sentence: 'Zertifiziert werden Organisationen, nicht einzelne Personen.',
  },
  {
    path: '/datenschutz',
    heading: 'Datenschutzerklärung',
    sentence: 'keine IP-Adresse und keine Kennung Ihres Browsers',
  },
];

test('the page of the rules lists every scored section of each questionnaire with its minimum, and the version', async ({
  page,
}) => {
  await page.goto('/bewertung');
  for (const rule of scoringRules()) {
    const table = page.getByRole('table', { name: `Bewertete Abschnitte: ${rule.title}` });
    for (const section of rule.sections) {
      const row = table.getByRole('row', { name: section.title, exact: false }).first();
      await expect(row.getByRole('cell').first()).toHaveText(String(section.maximum));
      await expect(row.getByRole('cell').nth(1)).toHaveText(
        section.minimum > 0 ? `${section.minimum} %` : 'kein eigenes',
      );
    }
    const total = table.getByRole('row', { name: /^Gesamt/ });
    await expect(total.getByRole('cell').nth(1)).toHaveText(`${rule.overall} %`);
  }
  await expect(page.getByText(`Bewertungsmodell Version ${SCORING_VERSION}`)).toBeVisible();
  // What "Keine Angabe möglich" does to the points: none, and a lower maximum.
  await expect(
    page.getByText(/„Keine Angabe möglich“ bringt keine Punkte und senkt zugleich die Höchstpunktzahl/),
  ).toBeVisible();
});

test('covers every public page of the route metadata', () => {
  expect(pages.map((page) => page.path)).toEqual(publicPagePaths);
});

// Prerendered at build time, served in the HTML and hydrated (ADR 010): readable without JavaScript, and with it
// hydrated without a mismatch (the app logs recoverable hydration errors to the console) and interactive.
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// One load per page for all of it: what the page is checked for does not change between loads.
for (const { path, heading, sentence } of pages) {
  test(`${path}: content, metadata, axe-core, prerendered and hydrated without console errors`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(path);
    expect(await response!.text()).toContain(`>${heading}</h1>`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(heading);
    await expect(page.getByText(sentence, { exact: false }).first()).toBeVisible();

    const meta = publicRouteMeta[path];
    expect(meta, `route metadata for ${path}`).toBeDefined();
    await expect(page).toHaveTitle(documentTitle(meta!));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta!.description);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));

    // As a first-time visitor sees it, with the cookie banner.
    await expectNoAxeViolations(page);
    // The banner's button works once the page is hydrated: the page is interactive.
    await acceptCookiesWhenHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('the FAQ answers at least twelve questions', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(12);
});

test('a prerendered page shows its content without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await context.close();
});

test('after hydration, navigation stays in the page and a returning visitor sees no banner', async ({
  page,
}) => {
  await page.goto('/impressum');
  await acceptCookiesWhenHydrated(page);
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Häufige Fragen' })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
  // A client-side navigation: the same document.
  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);

  // The HTML carries the banner (it is the same for everybody); the stored choice removes it on hydration.
  const errors = collectConsoleErrors(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
  await expect(consentBanner(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
