import { questionnaires } from '@cert/domain';
import { expect, test } from './support/fixtures';
import { signedIn, uniqueEmail } from './support/auth';
import { approvedOrganization } from './support/organizations';

test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, uniqueEmail('shot'));
  await approvedOrganization(page, 'PublicProcurer', `Vergabestelle Shot ${Date.now().toString(36)}`);
  const { routeBase, definition } = questionnaires['procurement-office'];
  const longest = definition.steps.reduce((a, b) => (b.fields.length > a.fields.length ? b : a));
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto(`${routeBase}/${longest.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `.tmp/shots/step-top-${viewport.width}.png` });
    await page.mouse.wheel(0, 1400);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `.tmp/shots/step-mid-${viewport.width}.png` });
    await page.goto(`${routeBase}/pruefen-und-absenden`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `.tmp/shots/review-${viewport.width}.png`, fullPage: false });
  }
});
