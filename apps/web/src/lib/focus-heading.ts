/**
 * Where the focus goes when the control that had it leaves the page (docs/accessibility.md): a heading near it, or
 * the page's h1. A heading is not focusable by itself: it becomes so for scripts only (tabindex -1), not for Tab.
 */
export function focusHeading(heading?: HTMLElement | null): void {
  const target =
    heading ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'nearest' });
}
