import { documentTitle, publicRouteMeta } from '../packages/domain/src/site/route-meta';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

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
];

for (const { path, heading, sentence } of pages) {
  test(`${path} shows its content and metadata and has no axe-core violations`, async ({ page }) => {
    await page.goto(path);
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

    await expectNoAxeViolations(page);
  });
}

test('the FAQ answers at least twelve questions', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(12);
});
