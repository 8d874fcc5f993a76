import type { ReactNode } from 'react';
import classes from './status-label.module.css';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/**
 * A status as a framed label in the colours of its tone; the text carries the meaning. On one line (a table's
 * column) unless it `wraps` (a long status on a card).
 */
export function StatusLabel({
  tone,
  wraps,
  children,
}: {
  tone: StatusTone;
  wraps?: boolean;
  children: ReactNode;
}) {
  return (
    <span className={`${classes.label} ${classes[tone]}`} data-wraps={wraps || undefined}>
      {children}
    </span>
  );
}
