import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until nothing on the page is still changing: no CSS transition or animation running (a dialog fading in,
 * a notification sliding out, a loader turning) and no request of the app under way (counted by fixtures.ts).
 * axe judged colour contrast in the middle of such a change, where text is briefly lighter than it ends up. A test
 * that calls the API itself waits for it too: the page's own first request for a CSRF token replaces the cookie.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const pending = (window as { pendingRequests?: () => number }).pendingRequests?.() ?? 0;
      const moving = document.getAnimations().some((animation) => animation.playState === 'running');
      return pending === 0 && !moving;
    },
    undefined,
    { polling: 50, timeout: 15_000 },
  );
}

/** Runs axe-core on the page once it has settled (BITV 2.0 / WCAG 2.1 AA) and expects no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(wcag21aa).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
}
