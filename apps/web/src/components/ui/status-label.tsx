import type { ReactNode } from 'react';
import classes from './status-label.module.css';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A status as a framed label in the colours of its tone; the text carries the meaning. */
export function StatusLabel({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`${classes.label} ${classes[tone]}`}>{children}</span>;
}
