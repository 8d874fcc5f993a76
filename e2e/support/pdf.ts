import { expect, type Page } from '@playwright/test';

/**
 * Runs `open` (a click or a key press on a link with target="_blank") and expects a new tab that loads the PDF at
 * a URL ending in `href`. Judged by the tab's response rather than its address: a headless shell has no PDF viewer
 * and keeps the tab at about:blank while it saves the file (docs/decisions/032).
 */
export async function expectPdfInNewTab(page: Page, href: string, open: () => Promise<void>): Promise<void> {
  const loaded = page.context().waitForEvent('response', (response) => response.url().endsWith(href));
  const [tab] = await Promise.all([page.waitForEvent('popup'), open()]);
  const response = await loaded;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(response.frame().page()).toBe(tab);
  await tab.close();
}
