// The office sees the mails the mail server did not take, and sends one again (docs/decisions/063-mail-outbox.md).
import { expect, test } from './support/fixtures';
import { signedIn, signInByApi, uniqueEmail } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { approvedOrganization, workerAdminEmail } from './support/organizations';
import { shot } from './support/shots';

test('an invitation the mail server refuses is listed for the office, and sending it again says why', async ({
  page,
  browser,
}) => {
  // The e2e mail server refuses every address at unzustellbar.example (e2e/support/smtp-sink.mjs).
  const colleague = `kollege-${Date.now().toString(36)}@unzustellbar.example`;
  await signedIn(page, uniqueEmail('vergabe'));
  const name = `Vergabestelle Zustellung ${Date.now().toString(36)}`;
  const organization = await approvedOrganization(page, 'PublicProcurer', name, [
    { email: colleague, role: 'Member' },
  ]);
  const office = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signInByApi(office.context().request, workerAdminEmail());
  await office.goto('/admin/e-mails');
  await office.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
  const row = office.getByRole('row').filter({ hasText: colleague });
  await expect(row).toContainText('Dauerhaft abgelehnt');
  // The mail server's own answer, not the mail library's sentence around it.
  await expect(row).toContainText('550 Mailbox unavailable');
  await expect(row).not.toContainText("Can't send mail");
  // The invitation names no organisation: the row says who invites the address, to clarify it with.
  await expect(row.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/admin/organizations/${organization}`,
  );
  await expectNoAxeViolations(office);
  await shot(office, 'mail-delivery');
  // By keyboard: the row's button sends the mail again; the mail server refuses it again and the notice says so.
  await row.getByRole('button', { name: `E-Mail an ${colleague} erneut senden` }).focus();
  await office.keyboard.press('Enter');
  await expect(office.getByText(/erneut abgelehnt \(550 Mailbox unavailable\)/)).toBeVisible();
  // On a phone one card per mail with every fact and its button, and the page does not scroll sideways.
  await office.setViewportSize({ width: 390, height: 844 });
  await expect(office.getByRole('table')).toHaveCount(0);
  const card = office
    .getByRole('list', { name: 'Nicht zugestellte E-Mails' })
    .getByRole('listitem')
    .filter({ hasText: colleague });
  await expect(card).toContainText('Dauerhaft abgelehnt');
  await expect(card).toContainText('550 Mailbox unavailable');
  await expect(card.getByRole('button', { name: `E-Mail an ${colleague} erneut senden` })).toBeVisible();
  await expectNoAxeViolations(office);
  await shot(office, 'mail-delivery-phone');
  expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await office.context().close();

  // The organisation sees it beside the invitation, to check the address instead of waiting.
  await page.goto(`/organization/${organization}`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: colleague })
      .or(page.getByRole('listitem').filter({ hasText: colleague })),
  ).toContainText('Nicht zugestellt: Der Mailserver hat die Adresse abgelehnt.');
  await expectNoAxeViolations(page);
});
