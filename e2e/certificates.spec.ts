import { readFileSync, writeFileSync } from 'node:fs';
import { isoDateInGermany, REVOKED_LEVEL_CONSEQUENCE } from '@cert/domain';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { certifiedProcurer } from './support/certificates';
import { consentBanner } from './support/consent';
import { tabTo } from './support/keyboard';
import { expectPdfInNewTab } from './support/pdf';
import { signedInAdmin } from './support/organizations';
import { shot } from './support/shots';

test('a passed level brings a certificate: seal, document, public verification, revocation by the programme office', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Stadtwerke Görlitz-Süd ${Date.now().toString(36)}`;
  const organization = await certifiedProcurer(page, 'zertifikat', name);

  await page.goto('/zertifizierungspfad/beschaffung');
  const number = page.getByText(/Zertifikatsnummer IB-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}/);
  await expect(number).toBeVisible();
  const printed = /IB-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}/.exec((await number.textContent())!)![0];
  await shot(page, 'certificate-journey');
  // (This page with its certificate: register.spec.ts's axe-core check, the badge's disclosure open.)

  // The seal downloads as a PNG of 1200 × 1200 pixels under a German file name. The downloads, the revocation and
  // the export go by keyboard alone (Tab and Shift+Tab to move, Enter and Space to activate): the clicks would prove
  // less.
  await tabTo(page, page.getByRole('link', { name: /Siegel herunterladen \(PNG\)/ }));
  const [seal] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(seal.suggestedFilename()).toMatch(/^Siegel Bronze Beschaffungsstelle.*Görlitz-Süd.*\.png$/);
  const png = readFileSync(await seal.path());
  if (process.env.JOURNEY_SHOTS) await seal.saveAs('.tmp/shots/certificate-seal.png');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 1200]);

  // The document opens in a new tab as an A4 PDF: its link comes right before the seal's, one step back.
  const documentLink = page.getByRole('link', { name: /Urkunde öffnen \(PDF\)/ });
  await expect(documentLink).toHaveAttribute('target', '_blank');
  const href = (await documentLink.getAttribute('href'))!;
  expect(href).toMatch(/\/certificate-document\/organization\//);
  const response = await page.request.get(href);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const pdf = await PDFDocument.load(await response.body());
  if (process.env.JOURNEY_SHOTS) writeFileSync('.tmp/shots/certificate-document.pdf', await response.body());
  expect(pdf.getPageCount()).toBe(1);
  await tabTo(page, documentLink, { backwards: true });
  await expectPdfInNewTab(page, href, () => page.keyboard.press('Enter'));

  // The seal with the certificate baked in as an Open Badges credential (docs/decisions/055-open-badges.md).
  const [badge] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Siegel mit Nachweis \(PNG\)/ }).click(),
  ]);
  expect(badge.suggestedFilename()).toMatch(/^Open Badge Bronze Beschaffungsstelle.*Görlitz-Süd.*\.png$/);
  const bakedSeal = {
    name: badge.suggestedFilename(),
    mimeType: 'image/png',
    buffer: readFileSync(await badge.path()),
  };

  // The public verification page, reached from the journey and opened by someone without a session.
  await page.getByRole('link', { name: /Öffentliche Prüfseite des Zertifikats/ }).click();
  await expect(page).toHaveURL(/\/zertifikat\/[0-9A-Z]{10}$/);
  const verificationUrl = page.url();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(verificationUrl);
  await expect(visitor.getByText('Dieses Zertifikat ist gültig.')).toBeVisible();
  await expect(visitor.getByText(name)).toBeVisible();
  await expect(visitor.getByText('Bronze – Beschaffungsstelle')).toBeVisible();
  await visitor.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(consentBanner(visitor)).toHaveCount(0);
  await shot(visitor, 'certificate-verification');
  await expectNoAxeViolations(visitor);

  // Someone with the printed document: from the home page to "Zertifikat prüfen", the number typed as printed.
  await visitor.goto('/');
  await visitor.getByRole('main').getByRole('link', { name: 'Zertifikat prüfen' }).click();
  await expect(visitor).toHaveURL('/zertifikat');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Zertifikat prüfen' })).toBeVisible();
  await expect(
    visitor.getByRole('contentinfo').getByRole('link', { name: 'Zertifikat prüfen' }),
  ).toHaveAttribute('href', '/zertifikat');
  // (The empty form: public-pages.spec.ts's axe-core check of /zertifikat.)
  await visitor.getByRole('button', { name: 'Prüfen', exact: true }).click();
  await expect(visitor.getByText(/Bitte geben Sie eine Zertifikatsnummer/)).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Zertifikatsnummer' }).fill(printed.toLowerCase());
  await visitor.keyboard.press('Enter');
  await expect(visitor).toHaveURL(verificationUrl);
  await expect(visitor.getByText('Dieses Zertifikat ist gültig.')).toBeVisible();

  // Someone sent the seal with the credential baked in: they upload it on the same page.
  const checkBadge = async (verdict: string) => {
    await visitor.getByText('Nachweis einfügen oder Datei auswählen').click();
    const form = visitor.getByRole('form', { name: 'Open Badge prüfen' });
    await form.locator('input[type="file"]').setInputFiles(bakedSeal);
    await form.getByRole('button', { name: 'Nachweis prüfen' }).click();
    await expect(form.getByRole('status')).toContainText(verdict);
    await expect(form.getByRole('status')).toContainText(name);
  };
  await checkBadge('Dieser Nachweis ist echt und gültig.');
  await shot(visitor, 'certificate-credential-check');
  await expectNoAxeViolations(visitor);

  // The programme office revokes it with a reason; the verification page says so from then on.
  const admin = await signedInAdmin(browser);
  await admin.goto(`/admin/organisation/${organization}/zertifizierungspfad/beschaffung`);
  await tabTo(admin, admin.getByRole('button', { name: /^Widerrufen: Bronze – Beschaffungsstelle/ }));
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: 'Zertifikat widerrufen' });
  // The focus moves into the dialog, onto the reason.
  await expect(dialog.getByLabel('Grund des Widerrufs')).toBeFocused();
  await admin.keyboard.type('Die Angaben im Fragebogen waren unzutreffend.');
  await expectNoAxeViolations(admin, dialog);
  // The dialog's header is no second banner beside the page's (what a screen reader lists as landmarks).
  await expect(admin.getByRole('banner')).toHaveCount(1);
  await expect(dialog.getByRole('banner')).toHaveCount(0);
  await tabTo(admin, dialog.getByRole('button', { name: 'Widerrufen' }));
  await admin.keyboard.press('Space');
  await expect(admin.getByText('Das Zertifikat wurde widerrufen.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The level itself says so, with the reason and what follows.
  const bronzeOffice = admin.getByRole('article', { name: 'Bronze: Beschaffungsstelle' });
  const revokedNote = bronzeOffice.getByRole('note').filter({ hasText: 'Zertifikat widerrufen' });
  await expect(revokedNote).toContainText('Die Angaben im Fragebogen waren unzutreffend.');
  await expect(revokedNote).toContainText(REVOKED_LEVEL_CONSEQUENCE);
  await shot(admin, 'certificate-admin-revoked');
  await expectNoAxeViolations(admin);
  await visitor.reload();
  await expect(visitor.getByText('Dieses Zertifikat wurde widerrufen.').first()).toBeVisible();
  await checkBadge('Dieses Zertifikat wurde widerrufen.');
  await visitor.context().close();

  // The journey offers no downloads of a revoked certificate.
  await page.goto('/zertifizierungspfad/beschaffung');
  await expect(page.getByText(/wurde am .* widerrufen/)).toBeVisible();
  await expect(page.getByText(REVOKED_LEVEL_CONSEQUENCE)).toBeVisible();
  await expect(page.getByRole('link', { name: /Siegel herunterladen/ })).toHaveCount(0);

  // The export of the office branch downloads as a dated XLSX file.
  await admin.goto('/admin/exports');
  await expect(admin.getByRole('heading', { level: 1, name: 'Exporte' })).toBeVisible();
  await shot(admin, 'certificate-exports');
  await expectNoAxeViolations(admin);
  await tabTo(admin, admin.getByRole('button', { name: 'Beschaffungsstellen herunterladen (XLSX)' }));
  const [xlsx] = await Promise.all([admin.waitForEvent('download'), admin.keyboard.press('Enter')]);
  expect(xlsx.suggestedFilename()).toBe(
    `Export Zertifizierungspfade Beschaffungsstelle ${isoDateInGermany(new Date())}.xlsx`,
  );
  // The workbook opens, and the organisation's journey is a row of it, with its revoked certificate.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Beschaffungsstellen');
  const rows = sheet.getSheetValues().filter((row) => Array.isArray(row) && row.includes(name));
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows[0])).toMatch(/IB-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}/);
  await admin.context().close();
});

test('the verification page says when a code names no certificate or is not a code at all, and when its Open Badge check cannot load', async ({
  page,
}) => {
  await page.goto('/zertifikat/ZZZZZZZZZZ');
  await expect(page.getByText('Zu diesem Code gibt es kein Zertifikat.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/zertifikat/kein-code');
  await expect(
    page.getByText('Diese Adresse enthält keinen gültigen Zertifikatscode.', { exact: false }),
  ).toBeVisible();

  // The Open Badge check loads when opened (ADR 070); when its file cannot come, it says so in its place.
  await page.route('**/assets/credential-check-*.js', (route) => route.abort());
  await page.getByText('Nachweis einfügen oder Datei auswählen').click();
  await expect(page.getByRole('alert')).toContainText('Die Prüfung konnte nicht geladen werden');
  await expect(page.getByRole('heading', { level: 1, name: 'Zertifikat prüfen' })).toBeVisible();
});
