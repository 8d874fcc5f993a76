import { peerComparisonSchema, questionnaires, type QuestionnaireAnswers } from '@cert/domain';
import { API_BASE } from '@cert/domain/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { callApi } from './support/api';
import { signedIn, signInByApi, uniqueEmail, withConsent } from './support/auth';
import { expectNoAxeViolations, settled } from './support/axe';
import { tabTo } from './support/keyboard';
import { approvedOrganization } from './support/organizations';
import { submitQuestionnaire } from './support/questionnaires';
import { shot } from './support/shots';
import { extremeAnswers, sampleAnswers } from '@cert/domain/testing';

const kind = 'procurement-office';
const { definition, routeBase, apiBase } = questionnaires[kind];

/**
 * "Sonstige" with more than 20 staff: no other e2e flow answers so (they use the sample answers' first variants and
 * the organisation's prefill), so this test alone decides how many offices are in that group.
 */
const rare = (answers: QuestionnaireAnswers): QuestionnaireAnswers => ({
  ...answers,
  general: { ...answers.general, agency: 'Other' },
  information: { ...answers.information, agencySize: 'VeryLarge' },
});

const percent = (share: number) => `${Math.floor(share * 100 + 1e-9)}\u00a0%`;

/**
 * The chart (drawn by the chart library) shows what the table says: a dot for the own share of each section and the
 * total, and the total's band where its figures put it on the 0–100 % axis; a group of six has no median line.
 */
async function expectChartOf(section: Locator, sections: number, total: { q1: number }) {
  const chart = section.locator('svg:has([data-part="own"])');
  const dots = chart.locator('[data-part="own"]');
  await expect(dots).toHaveCount(sections + 1);
  await expect(chart.locator('[data-part="median"]')).toHaveCount(0);
  const axis = chart.locator('.recharts-xAxis .recharts-cartesian-axis-line');
  const [x1, x2] = await Promise.all(['x1', 'x2'].map(async (name) => Number(await axis.getAttribute(name))));
  // The own share is 100 % in every section: every dot sits at the axis' end.
  for (const cx of await dots.evaluateAll((all) => all.map((dot) => Number(dot.getAttribute('cx')))))
    expect(cx).toBeCloseTo(x2!, 0);
  const band = chart.locator('.recharts-bar-rectangle path').last();
  const bandStart = await band.evaluate((path) => (path as SVGGraphicsElement).getBBox().x);
  expect(bandStart).toBeCloseTo(x1! + total.q1 * (x2! - x1!), 0);
}

/**
 * An office of its own people: a user of its own creates it and submits (offices created by one user are one
 * cluster and move a group's state as one, docs/insights.md).
 */
async function independentOffice(browser: Browser, name: string, answers: QuestionnaireAnswers) {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'X-Forwarded-For': `198.30.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
    },
  });
  try {
    await withConsent(context);
    await signInByApi(context.request, uniqueEmail('vergleichsstelle'));
    const page = await context.newPage();
    const organization = await approvedOrganization(page, 'PublicProcurer', name);
    await submitQuestionnaire(page, kind, organization, answers);
  } finally {
    await context.close();
  }
}

const narrowings = [
  'Gleiche Verwaltungsebene (Sonstige)',
  'Gleiche Größe der Vergabestelle (mehr als 20 Beschäftigte)',
];

/** Narrows the comparison to the same level and office size, by keyboard alone. */
async function narrowByKeyboard(page: Page) {
  for (const name of narrowings) {
    const box = page.getByRole('checkbox', { name });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
}

test('an evaluation compares with six offices of its level and size as a band, and says why not with five; keyboard, axe, phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, uniqueEmail('vergleich'));
  const stamp = Date.now().toString(36);
  const own = await approvedOrganization(page, 'PublicProcurer', `Vergabestelle Vergleich ${stamp}`);
  const record = await submitQuestionnaire(page, kind, own, rare(extremeAnswers(definition, 'max')));
  const addPeer = async (variant: number) => {
    const answers = rare(sampleAnswers(definition, variant));
    await independentOffice(browser, `Vergleichsstelle ${variant} ${stamp}`, answers);
  };
  for (const variant of [0, 1, 2, 3]) await addPeer(variant);

  await page.goto(`${routeBase}/${record._id}/evaluation`);
  const section = page.getByRole('region', { name: 'Im Vergleich mit anderen Organisationen' });
  await expect(section).toBeVisible();
  await narrowByKeyboard(page);
  await expect(section.getByText('Noch kein Vergleich möglich')).toBeVisible();
  await expect(section).toContainText('erst, wenn es mehr als 5 sind');
  await expect(section.getByRole('table')).toHaveCount(0);
  await settled(page);
  await expectNoAxeViolations(page);
  await shot(page, 'comparison-too-few-1280');
  if (process.env.JOURNEY_SHOTS)
    await section.screenshot({ path: '.tmp/shots/comparison-section-too-few.png' });

  await addPeer(4);
  // The narrowing stands in the address: the reload shows the same group, its boxes ticked (issue 58).
  await expect(page).toHaveURL(/[?&]vergleich=agencyLevel(,|%2C)agencySize/);
  await page.reload();
  for (const name of narrowings) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  // Six offices with the own one, six changed: the group's first state, the band in whole tens, no median.
  await expect(
    section.getByText(/^Verglichen mit 6 Organisationen, Stand \d\d\.\d\d\.\d{4}\. Bei weniger als 10/),
  ).toBeVisible();
  await expect(section).toContainText('leicht verrauscht');
  // The figures are drawn once for the state (docs/insights.md): the screen shows exactly what the API answers.
  const comparison = peerComparisonSchema.parse(
    await callApi(
      page,
      'GET',
      `${API_BASE}${apiBase}/submission/${record._id}/evaluate/comparison?by=agencyLevel,agencySize`,
    ),
  );
  expect(comparison.groupSize).toBe(6);
  const table = section.getByRole('table', { name: /Ihr Ergebnis im Vergleich/ });
  for (const row of comparison.sections) {
    const peers = row.peers!;
    expect(peers.median).toBeNull();
    await expect(table.getByRole('row', { name: new RegExp(`^${row.title}`) }).getByRole('cell')).toHaveText([
      percent(row.own),
      'nicht gezeigt',
      `${Math.floor(peers.q1 * 100 + 1e-9)} bis ${percent(peers.q3)}`,
    ]);
  }
  await expectChartOf(section, comparison.sections.length - 1, comparison.sections.at(-1)!.peers!);
  await settled(page);
  await expectNoAxeViolations(page);
  await shot(page, 'comparison-six-1280');
  if (process.env.JOURNEY_SHOTS) await section.screenshot({ path: '.tmp/shots/comparison-section-1280.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await expectNoAxeViolations(page);
  // The table fits the phone's width or scrolls inside its own region, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'comparison-six-390');
  if (process.env.JOURNEY_SHOTS) await section.screenshot({ path: '.tmp/shots/comparison-section-390.png' });
});
