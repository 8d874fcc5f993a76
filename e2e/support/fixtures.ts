import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Each test comes from a client address of its own (X-Forwarded-For, believed because the e2e server runs with
 * TRUST_PROXY=loopback), as real users do: the per-IP sign-in rate limit then holds per test instead of
 * capping the number of sign-ins in a whole run. Its pages count the app's requests under way, so that an axe
 * check can wait until the page has settled (support/axe.ts).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      let pending = 0;
      const fetch = window.fetch.bind(window);
      window.fetch = (...args: Parameters<typeof fetch>) => {
        pending += 1;
        return fetch(...args).finally(() => (pending -= 1));
      };
      (window as { pendingRequests?: () => number }).pendingRequests = () => pending;
    });
    await use(context);
  },
});
