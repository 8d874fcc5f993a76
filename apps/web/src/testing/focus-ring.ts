/**
 * Whether a focused element shows a visible focus indicator in a real browser: it matches :focus-visible and
 * draws an outline of at least 2px or a box shadow (KERN's ring is a 4px outline). Only meaningful in the
 * `web-browser` project; jsdom computes no styles.
 */
export function hasVisibleFocusRing(element: Element): boolean {
  if (element !== element.ownerDocument.activeElement || !element.matches(':focus-visible')) return false;
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  return outline || style.boxShadow !== 'none';
}
