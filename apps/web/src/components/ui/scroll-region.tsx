import type { ReactNode } from 'react';
import classes from './scroll-region.module.css';

/**
 * A wide table on a narrow screen scrolls inside this box, not the page (WCAG 1.4.10). The box is a labelled,
 * focusable region so that keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div role="region" aria-label={label} tabIndex={0} className={classes.scrollRegion}>
      {children}
    </div>
  );
}
