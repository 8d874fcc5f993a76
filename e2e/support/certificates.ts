import { questionnaires } from '@cert/domain';
import { extremeAnswers } from '@cert/domain/scoring/test-helpers';
import { expect, type Browser, type Page } from '@playwright/test';
import { signInReady, uniqueEmail } from './auth';
import { approvedOrganization } from './organisations';
import { submitQuestionnaire } from './questionnaires';

/**
 * A fresh procurer signed in on `page` (cookies accepted), with an approved organisation of this name whose
 * office questionnaire passed: bronze office is completed and its certificate issued. Returns the organisation.
 */
export async function certifiedProcurer(
  browser: Browser,
  page: Page,
  emailPrefix: string,
  name: string,
): Promise<string> {
  await signInReady(page, uniqueEmail(emailPrefix));
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  const organization = await approvedOrganization(browser, page, 'PublicProcurer', name);
  const answers = extremeAnswers(questionnaires['procurement-office'].definition, 'max');
  const submitted = await submitQuestionnaire(page, 'procurement-office', organization, answers);
  expect(submitted.meta.state).toBe('PASSED');
  return organization;
}
