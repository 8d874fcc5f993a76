/**
 * Where the focus goes when the control that had it leaves the page (docs/accessibility.md): a heading near it, or
 * the page's h1; brought into view unless `scroll` is false (after a page change, where it starts is the scroll
 * restoration's to say). A heading is not focusable by itself: it becomes so for scripts only (tabindex -1), not
 * for Tab. False when there is no heading to go to.
 */
export function focusHeading(heading?: HTMLElement | null, { scroll = true } = {}): boolean {
  const target =
    heading ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (scroll) target.scrollIntoView({ block: 'nearest' });
  return true;
}
