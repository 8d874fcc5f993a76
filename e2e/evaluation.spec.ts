import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { evaluate, formatDate, questionnaires, retentionInfo, type EvaluationResult } from '@cert/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signedIn, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { pdfText } from '../apps/api/test/helpers/pdf-text';
import { approvedOrganization } from './support/organizations';
import { submitQuestionnaire } from './support/questionnaires';
import { extremeAnswers } from '@cert/domain/testing';

const kind = 'procurement-office';
const { definition, routeBase, title } = questionnaires[kind];

const percent = (share: number) => `${Math.floor(share * 100 + 1e-9)}\\s%`;

/** The numbers of a section as the screen writes them next to its bar. */
const sectionText = (item: EvaluationResult['evaluatedItems'][number]) =>
  new RegExp(
    `${item.score} von ${item.maximum} Punkten \\(${percent(item.share)}\\), Mindestanforderung ${percent(item.threshold)}`,
  );

const shots = process.env.EVALUATION_SHOTS ? path.resolve('.tmp/shots') : undefined;

async function screenshots(page: Page, name: string, print = true) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const accept = page.getByRole('button', { name: 'Alle akzeptieren' });
  if (await accept.isVisible()) await accept.click();
  const slices = async (file: string, width: number) => {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, index = 0; y < height; y += 1200, index += 1) {
      await page.screenshot({
        path: path.join(shots, `${file}-${index}.png`),
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(1200, height - y) },
      });
    }
  };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await slices(`${name}-${width}`, width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  if (!print) return;
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await slices(`${name}-print`, 794);
  await page.pdf({ path: path.join(shots, `${name}-print.pdf`) }).catch(() => undefined);
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a passing and a failing office questionnaire: both evaluations from the overview, numbers, advice, retention, PDF, axe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, uniqueEmail('vergabe'));
  const name = `Vergabestelle Musterstadt ${Date.now().toString(36)}`;
  const organization = await approvedOrganization(page, 'PublicProcurer', name);

  // Best answers pass, worst fail (the scoring's own test answers). The passing one first: a failed result
  // starts the waiting period, in which no further submission of this questionnaire is accepted.
  const best = extremeAnswers(definition, 'max');
  const worst = extremeAnswers(definition, 'min');
  for (const answers of [best, worst]) answers.general = { ...answers.general, institution: name };
  const expected = { passed: evaluate(kind, best, name), failed: evaluate(kind, worst, name) };
  expect(expected.passed.passed).toBe(true);
  expect(expected.failed.passed).toBe(false);
  const passed = await submitQuestionnaire(page, kind, organization, best);
  expect(passed.meta.state).toBe('PASSED');
  const failed = await submitQuestionnaire(page, kind, organization, worst);
  expect(failed.meta.state).toBe('FAILED');

  // The overview shows both results and links to both evaluations.
  await page.goto('/fragebogen');
  const submitted = page.getByRole('region', { name: 'Abgeschickte Fragebögen' }).first();
  await expect(submitted.getByRole('cell', { name: 'Bestanden', exact: true })).toBeVisible();
  await expect(submitted.getByRole('cell', { name: 'Nicht bestanden', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'overview', false);

  // The passed one.
  await submitted.getByRole('link', { name: /^Auswertung ansehen\s+\(Bestanden, abgeschickt am / }).click();
  await expect(page).toHaveURL(`${routeBase}/${passed._id}/evaluation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Auswertung: bestanden' })).toBeVisible();
  await expect(page.getByText(`${name} erfüllt die Anforderungen des Fragebogens „${title}“.`)).toBeVisible();
  for (const item of expected.passed.evaluatedItems) {
    await expect(page.getByRole('region', { name: item.title, exact: true })).toContainText(
      sectionText(item),
    );
  }
  await expect(page.getByText(/Wartefrist/)).toHaveCount(0);
  // (A passed evaluation, with its comparison too: comparison.spec.ts's axe-core checks at both widths.)
  await screenshots(page, 'evaluation-passed');

  // The failed one: its numbers, a recommendation and the waiting period.
  await page.goto('/fragebogen');
  await page
    .getByRole('region', { name: 'Abgeschickte Fragebögen' })
    .first()
    .getByRole('link', { name: /^Auswertung ansehen\s+\(Nicht bestanden, abgeschickt am / })
    .click();
  await expect(page).toHaveURL(`${routeBase}/${failed._id}/evaluation`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Auswertung: noch nicht bestanden' }),
  ).toBeVisible();
  for (const item of expected.failed.evaluatedItems) {
    await expect(page.getByRole('region', { name: item.title, exact: true })).toContainText(
      sectionText(item),
    );
  }
  const strategy = page.getByRole('region', { name: 'Beschaffungsstrategie', exact: true });
  const recommendation = expected.failed.detailedEvaluations.procurementStrategy!.recommendations[0]!;
  await expect(strategy.getByRole('heading', { level: 4, name: 'Handlungsempfehlungen' })).toBeVisible();
  await expect(strategy.getByRole('listitem').filter({ hasText: recommendation })).toBeVisible();
  const retention = retentionInfo({ state: 'FAILED', stateUpdatedAt: new Date() }, new Date());
  const notice = page.getByRole('note').filter({ hasText: 'Wartefrist' });
  await expect(notice).toContainText(`Erneute Einreichung ab dem ${formatDate(retention.endDate!)} möglich`);
  await expect(notice).toContainText(/noch \d+ Tage/);
  await expectNoAxeViolations(page);

  // The PDF opens in a new tab and is a PDF.
  const pdfLink = page.getByRole('link', { name: /Als PDF herunterladen/ });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const pdfResponse = page
    .context()
    .waitForEvent('response', (response) => response.url().endsWith(`/${failed._id}/evaluate/pdf`));
  const [popup] = await Promise.all([page.waitForEvent('popup'), pdfLink.click()]);
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await popup.close();
  const download = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // One evaluation everywhere: the PDF says what the screen's table says, in the same words and numbers, and a
  // failed evaluation calls no one certified.
  const words = (text: string) => text.replace(/[✓✗]/g, '').replace(/\s+/g, ' ').trim();
  const pdf = words((await pdfText(await download.body())).pages.flat().join(' '));
  const table = page.getByRole('table', { name: 'Ergebnisse je Abschnitt' });
  for (const header of await table.getByRole('columnheader').allTextContents())
    expect(pdf).toContain(words(header));
  const rows = await table.getByRole('row').all();
  expect(rows.length).toBe(expected.failed.evaluatedItems.length + 2);
  for (const row of rows.slice(1)) {
    const cells = [
      await row.getByRole('rowheader').textContent(),
      ...(await row.getByRole('cell').allTextContents()),
    ];
    expect(pdf).toContain(cells.map((cell) => words(cell ?? '')).join(' '));
  }
  await expect(page.getByText('Bewertete Organisation', { exact: true })).toBeVisible();
  expect(pdf).toContain('Bewertete Organisation');
  expect(pdf).not.toMatch(/Zertifizierte/);

  // The submitted answers open read-only.
  await page.getByRole('link', { name: 'Eingereichte Antworten ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Angaben' })).toBeVisible();
  await expect(page.getByText('Dieser Fragebogen wurde abgeschickt')).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Auswertung: noch nicht bestanden' }),
  ).toBeVisible();
  await screenshots(page, 'evaluation-failed');

  // A new draft of this questionnaire tells about the waiting period; drafts still save.
  await page.goto(`${routeBase}/${definition.steps[0]!.slug}`);
  await expect(
    page.getByText(`Absenden wieder ab dem ${formatDate(retention.endDate!)} möglich`),
  ).toBeVisible();
  // (A first step with the same notice of the day, the submit lock's alert: locks.spec.ts's axe-core check.)
  await screenshots(page, 'questionnaire-retention', false);
});
