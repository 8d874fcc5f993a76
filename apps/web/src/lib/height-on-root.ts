import { useEffect, type RefObject } from 'react';

/**
 * Keeps a CSS variable on <html> at the height of a bar that sticks to an edge of the window, for as long as the bar
 * is shown: the page's scroll padding leaves that much room, so that what the keyboard focuses or a link scrolls to
 * stops beside the bar instead of under it (WCAG 2.4.11, app/styles.css). `onResize` (a function
 * defined once, outside the component) runs after each change.
 */
export function useHeightOnRoot(
  ref: RefObject<HTMLElement | null>,
  name: `--${string}`,
  onResize?: (bar: HTMLElement) => void,
) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(name, `${bar.offsetHeight}px`);
      onResize?.(bar);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name, onResize]);
}
