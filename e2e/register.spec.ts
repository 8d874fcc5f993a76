import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    // The count comes with the answer: before it, an entry's absence would prove nothing.
    await expect(visitor.getByRole('status')).toHaveText(/^\d+ Organisation/);
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

  // The badge for the organisation's own website: plain HTML that shows the seal from another origin and links to
  // the check.
  await page.goto('/zertifizierungspfad/beschaffung');
  await page.getByText('Auf Ihrer Website zeigen und teilen').click();
  const snippet = await page.getByRole('textbox', { name: /HTML-Code für Ihre Website/ }).inputValue();
  await expectNoAxeViolations(page);
  // Another origin: a plain page served by a server of its own on this machine (Chromium keeps a page of the open
  // internet from loading anything of a loopback address, so a routed page cannot stand in for it).
  const other = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="de"><head><title>Website</title></head><body>${snippet}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const website = await browser.newPage();
  await website.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
  const badge = website.locator('img');
  await expect
    .poll(() => badge.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const badgeAddress = await badge.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(await (await website.request.get(badgeAddress)).text()).toContain('Gültig bis');
  await website.locator('a').click();
  await expect(website.getByText('Dieses Zertifikat ist gültig.')).toBeVisible();
  await new Promise((resolve) => other.close(resolve));

  // The office revokes the certificate: the level, and with its last one the organisation, leaves the register.
  const admin = await signedInAdmin(browser);
  await admin.goto(`/admin/organisation/${organization}/zertifizierungspfad/beschaffung`);
  await admin.getByRole('button', { name: /^Widerrufen: Bronze – Beschaffungsstelle/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Zertifikat widerrufen' });
  await dialog.getByLabel('Grund des Widerrufs').fill('Irrtümlich erteilt.');
  await dialog.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(admin.getByText('Das Zertifikat wurde widerrufen.')).toBeVisible();
  await expect(await findInRegister()).toHaveCount(0);
  // The badge at the same address now says so, its seal greyed (a browser that cached it sees it within minutes).
  const revoked = await (await website.request.get(badgeAddress)).text();
  expect(revoked).toContain('>Widerrufen<');
  expect(revoked).not.toContain('Gültig bis');
  expect(revoked).toContain('opacity="0.45"');

  // The organisation leaves it: its page says so.
  await page.goto(`/organization/${organization}`);
  await section.getByRole('button', { name: 'Aus dem Verzeichnis entfernen' }).click();
  await expect(section).toContainText('Ihre Organisation ist nicht aufgeführt.');
  await expect(await findInRegister()).toHaveCount(0);
});

test('on a phone a search brings its results into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zertifizierte-organisationen');
  const count = page.getByRole('status').filter({ hasText: /^\d+ Organisation/ });
  await expect(count).toBeVisible();
  await expect(count).not.toBeInViewport();
  await page.getByRole('textbox', { name: 'Name' }).fill('Stadtwerke');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/name=Stadtwerke/);
  await expect(count).toBeInViewport();
});
