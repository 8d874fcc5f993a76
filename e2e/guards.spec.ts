import { expect, test } from './support/fixtures';
import { expectLoginFor, openSignInLink, requestSignInLink, signedIn, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { workerAdminEmail } from './support/organizations';

const protectedPaths = ['/profil', '/mein-zertifizierungspfad', '/organization'];

// One visitor for every anonymous case (each a step): a context of its own per case cost more than the case.
test('anonymous visitors: protected pages lead to the login with a callback, admin and unknown paths to the start page', async ({
  page,
}) => {
  for (const path of protectedPaths) {
    await test.step(`${path} leads to the login with a callback`, async () => {
      await page.goto(path);
      await expectLoginFor(page, path);
    });
  }
  // The specification sends anonymous visitors of admin routes to the start page, not to the login.
  await test.step('/admin/journeys leads to the start page', async () => {
    await page.goto('/admin/journeys');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
  await test.step('an unknown path leads to the start page', async () => {
    await page.goto('/gibt-es-nicht/wirklich-nicht');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test('a signed-in user without the admin role is sent from /admin/journeys to the start page', async ({
  page,
}) => {
  await signedIn(page, uniqueEmail());
  await page.goto('/mein-zertifizierungspfad');
  await expect(page).toHaveURL((url) => url.pathname === '/mein-zertifizierungspfad');
  await page.goto('/admin/journeys');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an administrator from ADMIN_EMAILS reaches /admin/journeys, also by a link opened while signed out', async ({
  page,
  context,
}) => {
  const admin = workerAdminEmail();
  await signedIn(page, admin);
  await page.goto('/admin/journeys');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/journeys');

  // A task's link in a mail, the session gone: the start page, as specified, offers to sign in and go on there.
  await context.clearCookies();
  const task = '/admin/organizations?view=all';
  await page.goto(task);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const notice = page.getByRole('status').filter({ hasText: 'Bitte melden Sie sich an' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('link', { name: 'Anmelden und fortfahren' }).click();
  await expectLoginFor(page, task);
  await openSignInLink(page, await requestSignInLink(page, admin));
  await expect(page).toHaveURL((url) => url.pathname + url.search === task);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisationen verwalten' })).toBeVisible();
});
