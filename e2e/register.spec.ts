import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { certifiedProcurer } from './support/certificates';
import { signedInAdmin } from './support/organizations';

test('an organisation chooses the register and appears with its level; revoked, the level goes; left, the organisation goes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Stadtwerke Verzeichnis ${Date.now().toString(36)}`;
  const organization = await certifiedProcurer(page, 'verzeichnis', name);
  const visitor = await browser.newPage();
  const findInRegister = async () => {
    await visitor.goto(`/zertifizierte-organisationen?name=${encodeURIComponent(name)}`);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Zertifizierte Organisationen' }),
    ).toBeVisible();
    await expect(visitor.getByRole('status')).not.toHaveText('Verzeichnis wird geladen …');
    return visitor.getByRole('article', { name });
  };

  // Certified, but not listed until it chooses so.
  await expect(await findInRegister()).toHaveCount(0);

  await page.goto(`/organization/${organization}`);
  const section = page.getByRole('region', { name: 'Öffentliches Verzeichnis' });
  await expect(section).toContainText('Ihre Organisation ist nicht aufgeführt.');
  await section.getByRole('button', { name: 'Im Verzeichnis aufführen' }).click();
  await expect(section).toContainText(/Ihre Organisation ist seit dem \d\d\.\d\d\.\d{4} aufgeführt\./);
  await expectNoAxeViolations(page);

  const entry = await findInRegister();
  await expect(entry).toContainText('Bronze – Beschaffungsstelle');
  await expectNoAxeViolations(visitor);
  // Each level leads to its certificate's public check.
  await entry.getByRole('link', { name: /Zertifikat prüfen/ }).click();
  await expect(visitor.getByText('Dieses Zertifikat ist gültig.')).toBeVisible();

  // The office revokes the certificate: the level, and with its last one the organisation, leaves the register.
  const admin = await signedInAdmin(browser);
  await admin.goto(`/admin/organisation/${organization}/zertifizierungspfad/beschaffung`);
  await admin.getByRole('button', { name: /^Widerrufen: Bronze – Beschaffungsstelle/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Zertifikat widerrufen' });
  await dialog.getByLabel('Grund des Widerrufs').fill('Irrtümlich erteilt.');
  await dialog.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(admin.getByText('Das Zertifikat wurde widerrufen.')).toBeVisible();
  await expect(await findInRegister()).toHaveCount(0);

  // The organisation leaves it: its page says so.
  await page.reload();
  await section.getByRole('button', { name: 'Aus dem Verzeichnis austreten' }).click();
  await expect(section).toContainText('Ihre Organisation ist nicht aufgeführt.');
  await expect(await findInRegister()).toHaveCount(0);
});
