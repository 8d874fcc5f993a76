import { test, type Browser, type Page } from '@playwright/test';
import { callApi } from './api';
import { completeProfile, requestSignInLink } from './auth';
import { APPROVER_EMAILS } from './env';

type OrganizationType = 'PublicProcurer' | 'Provider';

/**
 * An organisation of the signed-in user on `page`, approved by the programme team (the admin signs in in a
 * context of their own). The organisation screens themselves are covered by organisations.spec.ts.
 */
export async function approvedOrganization(
  browser: Browser,
  page: Page,
  type: OrganizationType,
  name: string,
): Promise<string> {
  const organization = await createOrganization(page, type, name);
  const admin = await signedInAdmin(browser);
  await approveOrganization(admin, organization);
  await admin.context().close();
  return organization;
}

/** An organisation the signed-in user on `page` creates through the API, still awaiting approval; its id. */
export async function createOrganization(page: Page, type: OrganizationType, name: string): Promise<string> {
  const created = await callApi<{ _id: string }>(page, 'POST', '/api/organization', {
    organization: {
      type,
      name,
      address: { street: 'Rathausplatz 1', postalCode: '12345', city: 'Musterstadt' },
      website: null,
      agencyLevel: type === 'PublicProcurer' ? 'Municipality' : null,
      companySize: type === 'Provider' ? 'ElevenToFifty' : null,
      businessSector: type === 'Provider' ? 'Building' : null,
    },
    newMembers: [],
  });
  return created._id;
}

/** The signed-in admin on `admin` approves the organisation. */
export async function approveOrganization(admin: Page, organization: string): Promise<void> {
  await callApi(admin, 'PUT', `/api/organization/${organization}/approve`, {});
}

/** A platform admin in a browser context of its own (close it with `page.context().close()`). */
export async function signedInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'X-Forwarded-For': `198.20.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
    },
  });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  return admin;
}

let approvals = 0;

/**
 * An admin address of this worker's own (four of APPROVER_EMAILS, in turn), so that sign-in links stay within
 * the per-address limit and workers do not pick each other's links from the shared mailbox.
 */
function approverEmail(): string {
  const perWorker = APPROVER_EMAILS.length / 2;
  // parallelIndex, not workerIndex: a worker restarted after a failure gets a new workerIndex but keeps its slot.
  const start = (test.info().parallelIndex % 2) * perWorker;
  approvals += 1;
  return APPROVER_EMAILS[start + (approvals % perWorker)] as string;
}

/** Signs an approver in, asking again if the link was already used (a leftover of a failed test's worker). */
async function signInAsAdmin(page: Page): Promise<void> {
  const email = approverEmail();
  for (let attempt = 1; ; attempt += 1) {
    await page.goto('/login?callbackUrl=%2Fprofil');
    await page.goto(await requestSignInLink(page, email));
    await page.waitForURL((url) => !url.pathname.startsWith('/login') || url.pathname === '/login/failed', {
      timeout: 20_000,
    });
    if (new URL(page.url()).pathname !== '/login/failed') break;
    if (attempt === 3) throw new Error('The admin could not sign in');
    await page.waitForTimeout(500 + Math.random() * 1500);
  }
  const firstName = page.getByLabel('Vorname');
  await firstName.waitFor();
  if ((await firstName.inputValue()) === '') await completeProfile(page);
}
