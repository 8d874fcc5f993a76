import { questionnaires } from '@cert/domain';
import { expect, type Page } from '@playwright/test';
import { signedIn, uniqueEmail } from './auth';
import { approvedOrganization } from './organizations';
import { submitQuestionnaire } from './questionnaires';
import { extremeAnswers } from '@cert/domain/testing';

/**
 * A fresh procurer signed in on `page` (cookies accepted), with an approved organisation of this name whose
 * office questionnaire passed: bronze office is completed and its certificate issued. Returns the organisation.
 */
export async function certifiedProcurer(page: Page, emailPrefix: string, name: string): Promise<string> {
  await signedIn(page, uniqueEmail(emailPrefix));
  const organization = await approvedOrganization(page, 'PublicProcurer', name);
  const answers = extremeAnswers(questionnaires['procurement-office'].definition, 'max');
  const submitted = await submitQuestionnaire(page, 'procurement-office', organization, answers);
  expect(submitted.meta.state).toBe('PASSED');
  return organization;
}
