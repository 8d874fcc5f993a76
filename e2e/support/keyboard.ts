import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `backwards`) until the target has the focus, as a keyboard user moves through the
 * page; fails when it is not reached within `limit` presses (not in the tab order, or behind a focus trap).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 150 }: { backwards?: boolean; limit?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({
    timeout: 1,
  });
}
