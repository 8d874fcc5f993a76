import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignInLink, requestSignInLink, sampleProfile, signedIn, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { BASE_URL } from './support/env';
import { messagesTo } from './support/mail';
import { approveOrganization, createOrganization, signedInAdmin } from './support/organizations';

/** The header's organisation switcher (a menu button named after the active organisation). */
const switcher = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Aktive Organisation/ });

async function waitForMail(email: string, subject: RegExp) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await messagesTo(email)).find((message) => subject.test(message.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail matching ${subject} reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('create an organisation, invite a colleague, the admin approves it, the colleague accepts via the e-mailed link, the active organisation switches', async ({
  page,
  browser,
}) => {
  // Three users, nine axe-core checks and two approvals: 2 minutes on a busy two-core CI machine (one run took 2.1).
  test.setTimeout(240_000);
  const founder = uniqueEmail('gruenderin');
  const colleague = uniqueEmail('kollege');
  const name = `Vergabestelle Musterstadt ${Date.now().toString(36)}`;

  // The founder creates the organisation and invites a colleague.
  await signedIn(page, founder);
  await page.goto('/organization');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/organization/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation anlegen' })).toBeVisible();

  // Submitting the empty form shows German errors and sends nothing (axe-core looks at the form with them).
  await page.getByRole('button', { name: 'Organisation anlegen' }).click();
  await expect(page.getByText('Bitte geben Sie den Namen der Organisation ein.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Öffentlicher Auftraggeber' }).check();
  await page.getByLabel('Name der Organisation').fill(name);
  await page.getByLabel('Straße und Hausnummer').fill('Rathausplatz 1');
  await page.getByLabel('Postleitzahl').fill('12345');
  await page.getByLabel('Ort', { exact: true }).fill('Musterstadt');
  await page.getByLabel('Verwaltungsebene').selectOption({ label: 'Kommune' });
  await page.getByRole('button', { name: 'Person hinzufügen' }).click();
  await page.getByLabel('E-Mail-Adresse (Person 1)').fill(colleague);
  await page.getByRole('button', { name: 'Organisation anlegen' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/[0-9a-f-]{36}$/);
  const organizationPath = new URL(page.url()).pathname;
  await expect(page.getByText('In Prüfung').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The invitation waits for the programme team's check: no mail yet, and the page says so (ADR 031).
  await expect(page.getByText('E-Mail folgt nach der Freigabe')).toBeVisible();

  // The programme team approves the organisation; the review says the invitation goes out with it.
  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/organizations');
  await expect(admin.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(admin.getByText(/Mit der Freigabe erhält die eingeladene Person/)).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Freigeben' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Organisation freigeben' });
  await expectNoAxeViolations(admin, dialog);
  await dialog.getByRole('button', { name: 'Freigeben' }).click();
  await expect(admin).toHaveURL((url) => url.pathname === '/admin/organizations');
  await waitForMail(founder, /freigegeben/i);

  // The colleague follows the invitation mail, signs in with the invited address and accepts.
  const invitation = await waitForMail(colleague, /^Einladung in eine Organisation/);
  expect(invitation.text).toContain(name);
  const invitationLink = invitation.links.find((href) =>
    href.startsWith(`${BASE_URL}/organization/invitations`),
  );
  expect(invitationLink).toBeDefined();

  const colleaguePage = await (await browser.newContext()).newPage();
  await colleaguePage.goto(invitationLink!);
  await expect(colleaguePage).toHaveURL((url) => url.pathname === '/login');
  await openSignInLink(colleaguePage, await requestSignInLink(colleaguePage, colleague));
  // A first sign-in completes the profile first, then lands on the invitations.
  if (new URL(colleaguePage.url()).pathname === '/profil') {
    await colleaguePage.getByLabel('Vorname').fill(sampleProfile.firstName);
    await colleaguePage.getByLabel('Nachname').fill('Kollege');
    await colleaguePage.getByLabel('Telefonnummer').fill(sampleProfile.phone);
    await colleaguePage.getByRole('button', { name: 'Speichern' }).click();
  }
  await expect(colleaguePage).toHaveURL((url) => url.pathname === '/organization/invitations');
  await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Einladungen' })).toBeVisible();
  await expectNoAxeViolations(colleaguePage);
  await colleaguePage.getByRole('button', { name: `Einladung von ${name} annehmen` }).click();
  await expect(colleaguePage.getByText('Sie sind der Organisation beigetreten.')).toBeVisible();

  // The founder sees the colleague as a member.
  await page.reload();
  await expect(page.getByRole('cell', { name: colleague })).toBeVisible();

  // The approved organisation becomes the founder's active organisation; the switcher names it.
  await page.goto('/organization');
  await expect(page.getByText(`Aktive Organisation: ${name}`)).toBeVisible();
  await expect(switcher(page)).toContainText(name);

  // A second approved organisation (made and approved through the API: the screens for that are proven above):
  // the founder switches to it in the header, and the choice survives a reload.
  const second = `Landesamt Beispiel ${Date.now().toString(36)}`;
  await approveOrganization(admin, await createOrganization(page, 'PublicProcurer', second));

  await page.goto(organizationPath);
  await switcher(page).click();
  await page.getByRole('menuitem', { name: second }).click();
  await expect(switcher(page)).toContainText(second);
  await page.reload();
  await expect(switcher(page)).toContainText(second);
  await expectNoAxeViolations(page);
  // On a desktop the members are a table in a region reachable by keyboard (axe: scrollable-region-focusable); on a
  // phone, where its columns scrolled sideways, one card per member, none wider than the screen.
  await expect(page.getByRole('region', { name: 'Tabelle der Mitglieder' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: /^Mitglieder von/ });
  await expect(cards.getByRole('listitem').filter({ hasText: '(Sie)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
