import { readFileSync } from 'node:fs';
import { isoDateInGermany } from '@cert/domain';
import { expect, test } from './support/fixtures';
import { certifiedProcurer } from './support/certificates';
import { expectPdfInNewTab } from './support/pdf';
import { tabTo } from './support/keyboard';
import { signedInAdmin } from './support/organizations';

// The certificate's downloads, the revocation, the export and the account-deletion dialog with the keyboard
// alone: Tab and Shift+Tab to move, Enter and Space to activate, Escape to leave a dialog. Set-up goes through
// the API (the screens themselves: certificates.spec.ts).
test('certificate downloads, revocation, export and the deletion dialog work with the keyboard alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Stadtwerke Tastaturhausen ${Date.now().toString(36)}`;
  const organization = await certifiedProcurer(page, 'tastatur-zertifikat', name);

  await test.step('journey: the seal downloads, the document opens in a new tab', async () => {
    await page.goto('/zertifizierungspfad/beschaffung');
    const documentLink = page.getByRole('link', { name: /Urkunde öffnen \(PDF\)/ });
    const sealLink = page.getByRole('link', { name: /Siegel herunterladen \(PNG\)/ });
    await tabTo(page, sealLink);
    const [seal] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(seal.suggestedFilename()).toMatch(/^Siegel Bronze Beschaffungsstelle.*\.png$/);
    expect(
      readFileSync(await seal.path())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    // The document link comes right before the seal: one step back.
    await tabTo(page, documentLink, { backwards: true });
    const href = (await documentLink.getAttribute('href'))!;
    expect(href).toMatch(/\/certificate-document\/organization\//);
    await expectPdfInNewTab(page, href, () => page.keyboard.press('Enter'));
  });

  const admin = await signedInAdmin(browser);
  await test.step('admin: the revoke dialog opens, takes the reason and confirms', async () => {
    await admin.goto(`/admin/organisation/${organization}/zertifizierungspfad/beschaffung`);
    await tabTo(admin, admin.getByRole('button', { name: /^Widerrufen: Bronze – Beschaffungsstelle/ }));
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Zertifikat widerrufen' });
    // The focus moves into the dialog, onto the reason.
    await expect(dialog.getByLabel('Grund des Widerrufs')).toBeFocused();
    await admin.keyboard.type('Die Angaben im Fragebogen waren unzutreffend.');
    await tabTo(admin, dialog.getByRole('button', { name: 'Widerrufen' }));
    await admin.keyboard.press('Space');
    await expect(admin.getByText('Das Zertifikat wurde widerrufen.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('admin: an export downloads', async () => {
    await admin.goto('/admin/exports');
    await tabTo(admin, admin.getByRole('button', { name: 'Beschaffungsstellen herunterladen (XLSX)' }));
    const [xlsx] = await Promise.all([admin.waitForEvent('download'), admin.keyboard.press('Enter')]);
    expect(xlsx.suggestedFilename()).toBe(
      `Export Zertifizierungspfade Beschaffungsstelle ${isoDateInGermany(new Date())}.xlsx`,
    );
  });
  await admin.context().close();

  await test.step('profile: Escape closes the deletion dialog and the focus returns to its button', async () => {
    await page.goto('/profil');
    const deleteButton = page.getByRole('button', { name: 'Konto löschen' });
    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();
    // Still signed in with the account: cancelling deleted nothing.
    await expect(page.getByLabel('Vorname')).not.toHaveValue('');
  });
});
