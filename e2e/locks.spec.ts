import { addDuration, formatDate, isoDateInGermany, questionnaires, waitingPeriods } from '@cert/domain';
import { expect, test } from './support/fixtures';
import { signedIn, uniqueEmail } from './support/auth';
import { callApi } from './support/api';
import { expectNoAxeViolations, settled } from './support/axe';
import { approvedOrganization } from './support/organizations';
import { submitQuestionnaire } from './support/questionnaires';
import { extremeAnswers } from '@cert/domain/testing';
import { API_BASE } from '@cert/domain/contracts';

// The second bronze branch waits six weeks after the first passed (docs/decisions/014-journeys.md). One organisation
// in that state: the screens before any work on a desktop, the review of a complete draft on a phone (each at one width: the
// texts and checks are the same at both, and the layout of these pages at 390 px has tests of its own).
test('a waiting level shows its day before any work at 1280 px, and in place of the submit on its review at 390 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, uniqueEmail('wartezeit'));
  const name = `Vergabestelle Wartezeit ${Date.now().toString(36)}`;
  const organization = await approvedOrganization(page, 'PublicProcurer', name);
  const office = extremeAnswers(questionnaires['procurement-office'].definition, 'max');
  expect((await submitQuestionnaire(page, 'procurement-office', organization, office)).meta.state).toBe(
    'PASSED',
  );
  const opensOn = formatDate(addDuration(isoDateInGermany(new Date()), waitingPeriods.procurer.secondBronze));
  const project = questionnaires['procurement-project'];
  await test.step('before any work, at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The journey card and "Ihre Fragebögen" say it before anything is started; a draft can be prepared.
    await page.goto('/mein-zertifizierungspfad');
    const card = page.getByRole('article', { name: 'Bronze: Beschaffungsprojekt' });
    await expect(card).toContainText(`Verfügbar ab dem ${opensOn}`);
    await expect(card.getByRole('link', { name: /Fragebogen als Entwurf vorbereiten/ })).toBeVisible();
    await page.goto('/fragebogen');
    const start = page.getByRole('region', { name: 'Fragebogen beginnen oder fortsetzen' });
    await expect(start.getByRole('link', { name: `Entwurf vorbereiten: ${project.title}` })).toBeVisible();
    await expect(start).toContainText(`absenden ab dem ${opensOn}`);
    await settled(page);
    await expectNoAxeViolations(page);

    // The questionnaire's first step says it before any answer is typed.
    await start.getByRole('link', { name: `Entwurf vorbereiten: ${project.title}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Absenden ab dem ${opensOn} möglich` }),
    ).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
  });

  // A complete draft: its review offers no submit while the level waits, the day stands in its place; the server
  // refuses a submit all the same (apps/api/test: journey gates).
  const answers = extremeAnswers(project.definition, 'max');
  const draft = await callApi<{ _id: string }>(page, 'POST', `${API_BASE}${project.apiBase}/draft`, {
    ...answers,
    meta: { organization },
  });
  await test.step('the review of a complete draft, at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${project.routeBase}/${draft._id}/pruefen-und-absenden`);
    await expect(page.getByText('Alle Pflichtangaben sind beantwortet.')).toBeVisible();
    await expect(page.getByText(`Absenden ab dem ${opensOn} möglich.`)).toHaveCount(2);
    await expect(page.getByRole('button', { name: /absenden/i })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
