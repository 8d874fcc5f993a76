import { questionnaires, type Step } from '@cert/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signedIn, uniqueEmail } from './support/auth';
import { settled } from './support/axe';
import { approvedOrganization } from './support/organizations';

/** How many stops a step has for the keyboard: a matrix statement is a slider and its "Keine Angabe möglich". */
const stopsOf = (step: Step) =>
  step.fields.reduce((sum, field) => sum + (field.kind === 'matrix' ? field.statements.length * 2 : 1), 0);

type Report = { element: string; top: number; bottom: number; hiddenBy: string | null };

/**
 * Tabs from the top of the page until the focus reaches the footer (or back up from the step's last field to the
 * top with Shift+Tab) and, at every stop, measures whether the focused
 * element lies in the viewport, clear of everything that stays put while the page scrolls (the sticky header and the
 * save status): WCAG 2.2 2.4.11, checked strictly (not only "not entirely hidden", but not hidden at all).
 */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ stops: number; hidden: Report[] }> {
  // What stays put while the page scrolls, marked once (looking it up at every stop would cost seconds).
  const overlays = await page.evaluate((up) => {
    // Downwards from the top; upwards from the last field of the step.
    if (up) {
      const fields = document.querySelectorAll<HTMLElement>('main form [tabindex="0"], main form input');
      fields[fields.length - 1]?.focus();
    } else {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    }
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { position } = getComputedStyle(element);
      if (position === 'sticky' || position === 'fixed') {
        element.dataset.staysPut = '';
        found.push(`${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 40)}`);
      }
    }
    return found;
  }, key === 'Shift+Tab');
  expect(overlays.length, 'the page has a sticky header at least').toBeGreaterThan(0);
  const hidden: Report[] = [];
  let stops = 0;
  for (let presses = 0; presses < 400; presses += 1) {
    await page.keyboard.press(key);
    const report = await page.evaluate(async (up): Promise<Report | 'end' | null> => {
      // What the user sees once the key press has settled. Reduced motion shortens every transition to 0.01 ms
      // (apps/web/src/app/styles.css), and a transition still ends only at a frame: it starts at the style update
      // of the next frame and is over at the animation update of the one after, before that frame's callbacks.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // The walk ends at the page's end (the footer) or its start (the header's first link).
      if (up ? element.classList.contains('skip-link') : element.closest('footer')) return 'end';
      const name = `${element.tagName.toLowerCase()}#${element.id} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').slice(0, 50)}`;
      const measure = () => {
        const rect = element.getBoundingClientRect();
        let hiddenBy: string | null = null;
        // A pixel of rounding is no hiding: layout boxes have fractional edges.
        if (rect.top < -1 || rect.bottom > window.innerHeight + 1) hiddenBy = 'outside the viewport';
        // What is painted on top at the focused element's corners and middle: it must be the element itself, never
        // something that stays put (a sticky bar painted over it). Stacking decides, not mere overlap.
        const inset = 2;
        const points = [
          [rect.left + rect.width / 2, rect.top + rect.height / 2],
          [rect.left + inset, rect.top + inset],
          [rect.right - inset, rect.top + inset],
          [rect.left + inset, rect.bottom - inset],
          [rect.right - inset, rect.bottom - inset],
        ];
        for (const [x, y] of points) {
          if (hiddenBy) break;
          const top = document.elementFromPoint(x!, y!);
          const cover = top?.closest<HTMLElement>('[data-stays-put]');
          if (cover && !cover.contains(element) && !element.contains(top)) {
            hiddenBy = `${cover.tagName.toLowerCase()}.${cover.className.toString().slice(0, 40)}`;
          }
        }
        return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), hiddenBy };
      };
      let seen = measure();
      // Something on its way out (the skip link leaving once the focus has moved on) can still be there at the
      // first look on a loaded machine; what hides the element for good is still there a moment later.
      if (seen.hiddenBy) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        seen = measure();
      }
      return { element: name, ...seen };
    }, key === 'Shift+Tab');
    if (report === 'end') break;
    if (report === null) continue;
    stops += 1;
    if (report.hiddenBy) hidden.push(report);
  }
  return { stops, hidden };
}

test('tabbing down the longest step, every focused element stays in view, clear of the sticky header and save status, at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, uniqueEmail('fokus'));
  await approvedOrganization(page, 'PublicProcurer', `Vergabestelle Fokus ${Date.now().toString(36)}`);
  const { routeBase, definition } = questionnaires['procurement-office'];
  const longest = definition.steps.reduce((a, b) => (stopsOf(b) > stopsOf(a) ? b : a));
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`${routeBase}/${longest.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: longest.title })).toBeVisible();
    await settled(page);
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const { stops, hidden } = await walk(page, key);
      // The walk went through the whole step, not only the header.
      expect(stops, `${viewport.width} px, ${key}`).toBeGreaterThan(stopsOf(longest));
      expect(hidden, `${viewport.width} px, ${key}: focused elements hidden`).toEqual([]);
    }
  }
});

test('at 1280 px the progress and save status stay in view beside the form, never over a field, and the step list scrolls with the page', async ({
  page,
}) => {
  await signedIn(page, uniqueEmail('seitenleiste'));
  await approvedOrganization(page, 'PublicProcurer', `Vergabestelle Seite ${Date.now().toString(36)}`);
  const { routeBase, definition } = questionnaires['procurement-office'];
  const longest = definition.steps.reduce((a, b) => (stopsOf(b) > stopsOf(a) ? b : a));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${routeBase}/${longest.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: longest.title })).toBeVisible();
  await settled(page);
  const status = page.getByText(/Noch nicht gespeichert|Gespeichert/).first();
  const form = page.locator('main form');
  await page.mouse.wheel(0, 2500);
  await settled(page);
  const [statusBox, formBox] = [await status.boundingBox(), await form.boundingBox()];
  // Still in view far down the form, and left of it: it covers no field ("Keine Angabe möglich", the progress).
  expect(statusBox!.y).toBeGreaterThanOrEqual(0);
  expect(statusBox!.y + statusBox!.height).toBeLessThanOrEqual(800);
  expect(statusBox!.x + statusBox!.width).toBeLessThanOrEqual(formBox!.x);
  // No box with a scroll of its own around the step list: its last links are reached by scrolling the page.
  const nav = page.getByRole('navigation', { name: 'Schritte des Fragebogens' });
  const scrollsOnItsOwn = await nav.evaluate((element) => {
    for (let box: Element | null = element; box; box = box.parentElement) {
      const { overflowY } = getComputedStyle(box);
      if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight)
        return true;
    }
    return false;
  });
  expect(scrollsOnItsOwn).toBe(false);
  const review = nav.getByRole('link', { name: 'Angaben prüfen und absenden' });
  await review.scrollIntoViewIfNeeded();
  await expect(review).toBeInViewport();
});

test('while the cookie banner covers the bottom of the window, every focused element of the start page stays above it, at 1280 and 390 px', async ({
  page,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies auf dieser Website' });
    await expect(banner).toBeVisible();
    await settled(page);
    const { stops, hidden } = await walk(page, 'Tab');
    expect(stops, `${viewport.width} px`).toBeGreaterThan(5);
    expect(hidden, `${viewport.width} px: focused elements under the banner or the header`).toEqual([]);
  }
});
