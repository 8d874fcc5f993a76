import { request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { callApi, csrfToken, requestApi } from './api';
import { signInByApi, withConsent } from './auth';
import { APPROVER_EMAILS, BASE_URL } from './env';

type OrganizationType = 'PublicProcurer' | 'Provider';

/**
 * An organisation of the signed-in user on `page`, approved by the programme team (a platform admin of this
 * worker, signed in once through the API). The organisation screens themselves are covered by organizations.spec.ts.
 */
export async function approvedOrganization(
  page: Page,
  type: OrganizationType,
  name: string,
  newMembers: { email: string; role: 'Member' | 'Admin' }[] = [],
): Promise<string> {
  const organization = await createOrganization(page, type, name, newMembers);
  await requestApi(await approver(), 'PUT', `/api/organization/${organization}/approve`, {});
  return organization;
}

/** An organisation the signed-in user on `page` creates through the API, still awaiting approval; its id. */
export async function createOrganization(
  page: Page,
  type: OrganizationType,
  name: string,
  newMembers: { email: string; role: 'Member' | 'Admin' }[] = [],
): Promise<string> {
  const created = await callApi<{ _id: string }>(page, 'POST', '/api/organization', {
    organization: {
      type,
      name,
      address: { street: 'Rathausplatz 1', postalCode: '12345', city: 'Musterstadt' },
      website: null,
      agencyLevel: type === 'PublicProcurer' ? 'Municipality' : null,
      companySize: type === 'Provider' ? 'ElevenToFifty' : null,
      // The longest sector ("Verkehr/Trinkwasserversorgung/Energieversorgung"): each screen that shows it is tried
      // with the value most likely to widen it on a phone.
      businessSector: type === 'Provider' ? 'Infrastructure' : null,
    },
    newMembers,
  });
  return created._id;
}

/** The signed-in admin on `admin` approves the organisation. */
export async function approveOrganization(admin: Page, organization: string): Promise<void> {
  await callApi(admin, 'PUT', `/api/organization/${organization}/approve`, {});
}

const randomAddress = (prefix: string) =>
  `${prefix}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A platform admin in a browser context of its own (close it with `page.context().close()`). */
export async function signedInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': randomAddress('198.20') },
  });
  await withConsent(context);
  await signInByApi(context.request, workerAdminEmail());
  return context.newPage();
}

let approvals = 0;

/**
 * An admin address of this worker's own (an equal share of APPROVER_EMAILS, in turn), so that sign-in links stay
 * within the per-address limit and workers do not pick each other's links from the shared mailbox: two workers
 * signing one address in at the same moment could both take the newer link.
 */
export function workerAdminEmail(): string {
  const { config, parallelIndex } = test.info();
  const perWorker = Math.floor(APPROVER_EMAILS.length / config.workers);
  if (perWorker < 1)
    throw new Error(`${config.workers} workers need more than ${APPROVER_EMAILS.length} approvers`);
  // parallelIndex, not workerIndex: a worker restarted after a failure gets a new workerIndex but keeps its slot.
  const start = parallelIndex * perWorker;
  approvals += 1;
  return APPROVER_EMAILS[start + (approvals % perWorker)] as string;
}

let signedInApprover: Promise<APIRequestContext> | undefined;

/**
 * The worker's approver: signed in once, kept for every test of the worker (a test that fails does not end it);
 * signed in anew when its session has ended (the access token lives 10 minutes, a refresh renews it).
 */
async function approver(): Promise<APIRequestContext> {
  signedInApprover ??= (async () => {
    const context = await request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { 'X-Forwarded-For': randomAddress('198.21') },
    });
    await signInByApi(context, workerAdminEmail());
    return context;
  })();
  const context = await signedInApprover;
  if ((await context.get('/api/user/me')).status() === 401) {
    const refreshed = await context.post('/api/auth/refresh', {
      headers: { 'X-XSRF-TOKEN': await csrfToken(context) },
    });
    if (!refreshed.ok()) await signInByApi(context, workerAdminEmail());
  }
  return context;
}
