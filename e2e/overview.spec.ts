import { readFileSync } from 'node:fs';
import { questionnaires } from '@cert/domain';
import { expect, test } from './support/fixtures';
import { signedIn, uniqueEmail } from './support/auth';
import { expectNoAxeViolations, settled } from './support/axe';
import { tabTo } from './support/keyboard';
import { callApi } from './support/api';
import { approvedOrganization, signedInAdmin } from './support/organizations';
import { submitQuestionnaire } from './support/questionnaires';
import { shot } from './support/shots';
import { extremeAnswers } from '@cert/domain/testing';

test('the programme office reads the overview: figures, charts with their tables, a filter, a download; keyboard, axe, phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // At least one submission to see: an office passes its questionnaire.
  await signedIn(page, uniqueEmail('uebersicht'));
  const organization = await approvedOrganization(
    page,
    'PublicProcurer',
    `Vergabestelle Übersicht ${Date.now().toString(36)}`,
  );
  await submitQuestionnaire(
    page,
    'procurement-office',
    organization,
    extremeAnswers(questionnaires['procurement-office'].definition, 'max'),
  );

  const admin = await signedInAdmin(browser);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/admin/journeys');
  await admin
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Übersicht' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  // The default period ends with the running month, which counts only its days so far: the line says so.
  await expect(admin.getByRole('status').filter({ hasText: 'Zeitraum' })).toContainText(
    'der laufende Monat bis heute',
  );
  const submitted = admin.getByRole('definition').nth(2);
  await expect(submitted).not.toHaveText('0');
  for (const name of [
    'Registrierte und freigegebene Organisationen',
    'Abgeschickte Fragebögen',
    'Bestehensquoten',
    'Fortschritt auf den Zertifizierungspfaden',
    'Durchschnittlicher Anteil je Abschnitt',
  ]) {
    const part = admin.getByRole('region', { name, exact: true });
    await expect(part).toBeVisible();
    // The chart is drawn (an SVG), hidden from assistive technology: its table carries the numbers.
    await expect(part.locator('[aria-hidden="true"] svg').first()).toBeVisible();
  }
  // Legends show their colours (a swatch with a size) in the tables' order of the questionnaires.
  const legend = admin
    .getByRole('region', { name: 'Registrierte und freigegebene Organisationen', exact: true })
    .locator('.mantine-ChartLegend-legendItemColor');
  await expect(legend).toHaveCount(2);
  await expect(
    admin
      .getByRole('region', { name: 'Registrierte und freigegebene Organisationen', exact: true })
      .locator('.mantine-ChartLegend-legendItemName'),
  ).toHaveText(['Registriert', 'Freigegeben']);
  for (const swatch of await legend.all()) {
    const box = (await swatch.boundingBox())!;
    expect(box.width).toBeGreaterThan(4);
    expect(box.height).toBeGreaterThan(4);
  }
  // Monthly counts as straight lines between the months (no curve suggesting values between them), each month's
  // figures shown on hover.
  const organizations = admin.getByRole('region', {
    name: 'Registrierte und freigegebene Organisationen',
    exact: true,
  });
  for (const line of await organizations.locator('path.recharts-line-curve').all()) {
    expect(await line.getAttribute('d')).not.toMatch(/[CcQqSs]/);
  }
  await organizations.locator('.recharts-wrapper').scrollIntoViewIfNeeded();
  const plot = (await organizations.locator('.recharts-wrapper').boundingBox())!;
  await admin.mouse.move(plot.x + plot.width * 0.6, plot.y + plot.height * 0.5);
  await expect(organizations.locator('.mantine-ChartTooltip-tooltip')).toContainText('Registriert');
  await admin.mouse.move(0, 0);
  await settled(admin);
  // (axe-core looks at the page below, with a table opened.)
  await shot(admin, 'overview-1280');
  if (process.env.JOURNEY_SHOTS) {
    await admin
      .getByRole('region', { name: 'Durchschnittlicher Anteil je Abschnitt', exact: true })
      .screenshot({ path: '.tmp/shots/overview-sections.png' });
    await admin
      .getByRole('region', { name: 'Fortschritt auf den Zertifizierungspfaden', exact: true })
      .screenshot({ path: '.tmp/shots/overview-funnel.png' });
  }

  // The pass rates' table, opened by keyboard: the office's row counts this test's pass.
  const rates = admin.getByRole('region', { name: 'Bestehensquoten', exact: true });
  const summary = rates.getByText('Tabelle anzeigen');
  await tabTo(admin, summary);
  await admin.keyboard.press('Enter');
  const office = rates.getByRole('row', { name: /^Beschaffungsstelle/ });
  await expect(office).toBeVisible();
  expect(Number(await office.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(1);
  await expectNoAxeViolations(admin);

  // Months in German notation: anything else is said at the field when leaving it.
  await admin.getByLabel('Von (Monat)').fill('Oktober');
  await admin.getByLabel('Bis (Monat)').focus();
  await expect(
    admin.getByText('Bitte geben Sie den Monat im Format MM.YYYY ein, zum Beispiel 03.2026.'),
  ).toBeVisible();
  // "Anzeigen" by keyboard: nothing is asked of the server, the focus goes to the field, which reads its error out.
  await admin.getByRole('button', { name: 'Anzeigen' }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByLabel('Von (Monat)')).toBeFocused();
  // By a click straight from a field not left before (its own error not shown yet): the click lands, and the focus
  // goes back to the field.
  await admin.reload();
  await expect(admin.getByText(/^Zeitraum/)).toBeVisible();
  await admin.getByLabel('Von (Monat)').fill('13.2026');
  await expect(
    admin.getByText('Bitte geben Sie den Monat im Format MM.YYYY ein, zum Beispiel 03.2026.'),
  ).toBeHidden();
  await admin.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(admin.getByLabel('Von (Monat)')).toBeFocused();
  await expect(admin.getByLabel('Von (Monat)')).toHaveAttribute('aria-invalid', 'true');
  // A period whose first month lies after its last: said at the field, nothing asked of the server, no notice.
  await admin.getByLabel('Von (Monat)').fill('10.2026');
  await admin.getByLabel('Bis (Monat)').fill('09.2026');
  const show = admin.getByRole('button', { name: 'Anzeigen' });
  const before = (await show.boundingBox())!.x;
  await show.click();
  await expect(
    admin.getByText('Der erste Monat liegt nach dem letzten. Bitte prüfen Sie den Zeitraum.'),
  ).toBeVisible();
  // The error wraps below its field: the button stays in the row, not pushed onto a line of its own. The focus goes
  // to the field, which reads its error out.
  expect((await show.boundingBox())!.x).toBe(before);
  await expect(admin.getByLabel('Von (Monat)')).toBeFocused();
  await expect(admin.getByRole('alert')).toHaveCount(0);

  // Narrowed to the provider questionnaire: the procurers' questionnaires leave the pass rates, and the view is in
  // the address: opened anew from it, the same filters and figures.
  await admin.getByLabel('Von (Monat)').fill('');
  await admin.getByLabel('Bis (Monat)').fill('');
  await admin.getByLabel('Fragebogen', { exact: true }).selectOption({ label: 'Unternehmen' });
  await admin.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(admin.getByText(/Fragebogen Unternehmen\./)).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/uebersicht\?kind=provider-expert$/);
  // The filters took the new view in place: the focus is on the button clicked (a phone's keyboard closes).
  await expect(admin.getByRole('button', { name: 'Anzeigen' })).toBeFocused();
  await admin.reload();
  await expect(admin.getByLabel('Fragebogen', { exact: true })).toHaveValue('provider-expert');
  await expect(admin.getByText(/Fragebogen Unternehmen\./)).toBeVisible();
  await expect(rates.getByRole('row', { name: /^Beschaffungsstelle/ })).toHaveCount(0);

  // The download: an XLSX named after the table, the period and the filter.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    rates.getByRole('link', { name: /als Excel-Datei herunterladen/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^Übersicht Bestehensquoten \d\d\.\d{4} bis \d\d\.\d{4}, Unternehmen \(\d{4}-\d{2}-\d{2}\)\.xlsx$/,
  );
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  await admin.setViewportSize({ width: 390, height: 844 });
  await settled(admin);
  await expectNoAxeViolations(admin);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(admin, 'overview-390');
  await admin.context().close();
});

test('the statistics count pages, not records, per day or week, without the office’s own pages; chart, tables, axe', async ({
  page,
  browser,
}) => {
  // Page views as the app sends them for a visitor who allowed statistics.
  const viewed = [
    '/faq',
    '/faq',
    '/fragebogen/beschaffungsstelle/0f8e4a52-5b7c-4d8e-9a1f-2b3c4d5e6f70/allgemeine-angaben',
    '/fragebogen/beschaffungsstelle/1f8e4a52-5b7c-4d8e-9a1f-2b3c4d5e6f71/allgemeine-angaben',
    '/admin/uebersicht',
  ];
  for (const path of viewed) await callApi(page, 'POST', '/api/stats/pageview', { path });

  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/statistik?interval=week');
  await expect(admin.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  await expect(admin.getByLabel('Einteilung')).toHaveValue('week');
  const pages = admin.getByRole('table', { name: /^Seiten nach Aufrufen/ });
  const questionnaire = pages.getByRole('row', {
    name: /\/fragebogen\/beschaffungsstelle\/:id\/allgemeine-angaben/,
  });
  await expect(questionnaire).toBeVisible();
  expect(Number(await questionnaire.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(2);
  await expect(pages.getByRole('row', { name: /^Häufige Fragen/ })).toBeVisible();
  await expect(pages.getByText('/admin/uebersicht')).toHaveCount(0);
  await expect(
    admin
      .getByRole('table', { name: /^Aufrufe je Woche/ })
      .getByRole('row')
      .nth(1),
  ).toContainText(/^Woche ab \d\d\.\d\d\.\d{4}/);
  await expect(admin.locator('[aria-hidden="true"] svg').first()).toBeVisible();
  await expectNoAxeViolations(admin);
  await shot(admin, 'statistics-1280');
  await admin.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(admin);
  // The longest path breaks: the counts beside it stay on the screen, the table needs no sideways scrolling.
  const count = await questionnaire.getByRole('cell').last().boundingBox();
  expect(count!.x + count!.width).toBeLessThanOrEqual(390);
  await shot(admin, 'statistics-390');
  await admin.context().close();
});
