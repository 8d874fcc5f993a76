import { randomInt } from 'node:crypto';
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Each test comes from a client address of its own (X-Forwarded-For, believed because the e2e server runs with
 * TRUST_PROXY=loopback), as real users do: the per-IP sign-in rate limit then holds per test instead of
 * capping the number of sign-ins in a whole run. Its pages count the app's requests under way, so that an axe
 * check can wait until the page has settled (support/axe.ts). A failed test reports what its page went through
 * (script errors, a crash) and whether the page still answers and still paints: an action that waits for a
 * stable element hangs without a word when the page stops producing frames.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  context: async ({ context }, use) => {
    await countAppRequests(context);
    await use(context);
  },
  page: async ({ page }, use, testInfo) => {
    const events: string[] = [];
    page.on('pageerror', (error) => events.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') events.push(`console.error: ${message.text()}`);
    });
    page.on('crash', () => events.push('the page crashed'));
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    const report = [...events.slice(-10), ...(await probe(page))].join('\n');
    console.error(`[page diagnostics] ${testInfo.title}\n${report}`);
    await testInfo.attach('page diagnostics', { body: report, contentType: 'text/plain' });
  },
});

/** The app's requests under way, for `settled` (support/axe.ts); also for a context a test opens itself. */
export async function countAppRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let pending = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      pending += 1;
      return fetch(...args).finally(() => (pending -= 1));
    };
    (window as { pendingRequests?: () => number }).pendingRequests = () => pending;
  });
}

const within = <T>(promise: Promise<T>, milliseconds: number): Promise<T | 'no answer'> =>
  Promise.race([
    promise.catch((error: unknown) => String(error) as T),
    new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), milliseconds)),
  ]);

async function probe(page: Page): Promise<string[]> {
  if (page.isClosed()) return ['page closed'];
  const state = await within(
    page.evaluate(() => `${location.pathname}, ${document.visibilityState}, focus ${document.hasFocus()}`),
    3_000,
  );
  const frame = await within(
    page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve('painting')))),
    3_000,
  );
  return [`page: ${state}`, `animation frame: ${frame}`];
}
