import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './scroll-region.module.css';

/**
 * A wide table on a narrow screen scrolls inside this box, not the page (WCAG 1.4.10). While its content is wider
 * than the box, the box is a focusable region, so that keyboard users can scroll it too (axe:
 * scrollable-region-focusable); where everything fits, it is no tab stop, which would lead nowhere.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: ({ label: string; labelledBy?: never } | { label?: never; labelledBy: string }) & {
  /** A screen's own rules for the box (its width, how it prints). */
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // After every render, as the content may have changed, and before the browser runs anything else (an accessibility
  // check among it) that could see the box without its tab stop; then whenever the box or its content changes size.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // A focused box stays a tab stop when it stops scrolling: taking it away would drop the focus to the page.
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth || document.activeElement === element);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  });
  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={scrolls ? 0 : undefined}
      className={className ? `${classes.scrollRegion} ${className}` : classes.scrollRegion}
    >
      {children}
    </div>
  );
}
