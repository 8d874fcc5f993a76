import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

// WCAG 2.2 AA, as BITV 2.0 will follow it: of 2.2's new criteria axe-core checks the target size (2.5.8), 24 by 24
// CSS pixels or spaced so (docs/accessibility.md). With axe-core's best practices (landmarks, heading order, skip
// link), which its default run has and a run limited to tags leaves out.
const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What the page reports in its next animation frame: requests of the app under way, animations running, visible
 * parts marked busy. A page that paints no frame within a quarter second is not quiet either. Resolves with what
 * keeps it from being quiet, or '' when it is.
 */
function unquietNow(): Promise<string> {
  return new Promise((resolve) => {
    const noFrame = setTimeout(() => resolve('no animation frame within 250 ms'), 250);
    requestAnimationFrame(() => {
      clearTimeout(noFrame);
      const pending = (window as { pendingRequests?: () => number }).pendingRequests?.() ?? 0;
      const moving = document.getAnimations().filter((animation) => animation.playState === 'running');
      // A loader shown is a screen still loading (until its data has come), turning or not yet.
      const busy = [...document.querySelectorAll('[aria-busy="true"], .mantine-Loader-root')].filter(
        (element) => element.checkVisibility(),
      );
      const reasons = [
        pending > 0 ? `${pending} request(s) under way` : '',
        moving.length > 0 ? `${moving.length} animation(s) running` : '',
        ...busy.map(
          (element) =>
            `busy: <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
        ),
      ];
      resolve(reasons.filter(Boolean).join(', '));
    });
  });
}

/**
 * Waits until nothing on the page is still changing: no request of the app under way (counted by fixtures.ts), no
 * CSS transition or animation running (a loader turning) and nothing visible marked busy, in two animation frames
 * in a row. One look is not enough: a click renders on the next frame, so a single quiet frame can come before the
 * change it started. The tests run with reduced motion (playwright.config.ts), so dialogs and notifications appear
 * at once; what this waits for is the app's own work. A test that calls the API itself waits for it too: the
 * page's own first request for a CSRF token replaces the cookie.
 */
export async function settled(page: Page): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietFrames = 0;
  let unquiet = '';
  while (quietFrames < 2) {
    // The last reason seen goes with the failure, so that a rare one can be told from the log alone.
    if (Date.now() > deadline)
      throw new Error(`${page.url()} did not settle within 15 s (last seen: ${unquiet})`);
    // A navigation that replaces the document ends the look at the old one: look again at the new one.
    unquiet = await page.evaluate(unquietNow).catch((error: unknown) => {
      if (page.isClosed()) throw error;
      return 'the document was replaced';
    });
    quietFrames = unquiet === '' ? quietFrames + 1 : 0;
  }
}

/**
 * The visible selects' choices wider than the room the select gives them, as "label: choice". A native select shows
 * its chosen option cut off without a sign of it ("Öffentliche Auftragg"), and axe-core does not look at text
 * widths.
 */
function cutOffChoices(): string[] {
  const context = document.createElement('canvas').getContext('2d')!;
  return [...document.querySelectorAll('select')]
    .filter((select) => select.checkVisibility())
    .flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return [...select.options]
        .filter((option) => context.measureText(option.text).width > room + 0.5)
        .map((option) => `${select.labels[0]?.textContent ?? select.name}: ${option.text}`);
    });
}

/**
 * Runs axe-core on the page (BITV 2.0 / WCAG 2.2 AA) and expects no violation; and no select's choice cut off
 * (`cutOffChoices`), which axe-core does not check. `showing` names what the check is
 * about when an action just opened it (a dialog, a menu, a notice): the check first waits for it to be visible,
 * then for the page to settle. A check placed before the action that opens its subject fails instead of passing
 * on a page without it.
 */
export async function expectNoAxeViolations(page: Page, showing?: Locator): Promise<void> {
  if (showing) await expect(showing, 'the subject of the axe check is on the screen').toBeVisible();
  await settled(page);
  // axe-core's own way in: its source evaluated in the page, then axe.run. The source goes in once per document:
  // evaluating its 0.5 MB again took most of a check on a short page, and @axe-core/playwright's AxeBuilder
  // evaluates it twice per check (docs/decisions/043-reduced-motion-and-settled-checks.md). Run in the page
  // itself, as AxeBuilder's legacy mode did: the platform has no cross-origin frames to merge.
  const injected = () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function';
  if (!(await page.evaluate(injected))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    // resultTypes: only the violations are collected in full; passes and the rest stop at their first node (axe-core's
    // documented way to a cheaper check: only the violations are asserted).
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    rules,
  );
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
  expect(await page.evaluate(cutOffChoices), `choices cut off on ${page.url()}`).toEqual([]);
}
