import type { LevelStatus } from '@cert/domain';
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './journey.module.css';

/** The levels of a journey in order, joined by a line (an ordered list: the order is the path). */
export function LevelPath({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ol className={classes.path} aria-label={label}>
      {children}
    </ol>
  );
}

const MARKS: Record<LevelStatus, string> = {
  done: '✓',
  open: '',
  waiting: '',
  retention: '',
  'in-review': '',
  locked: '',
};

type LevelPathStepProps = {
  /** The level's name, e.g. "Bronze"; its heading (h2). */
  title: string;
  /** Its position on the path, shown in the marker unless the level is done. */
  position: number;
  /** The status the marker shows (the cards inside carry the status in words). */
  status: LevelStatus;
  /** A sentence on what the level asks for. */
  intro?: ReactNode;
  /** One LevelCard, or several side by side (the branches of a level). */
  children: ReactNode;
};

/** One level on the path: a marker, the level's heading and its cards. */
export function LevelPathStep({ title, position, status, intro, children }: LevelPathStepProps) {
  return (
    <li className={classes.step}>
      <span className={classes.marker} data-status={status} aria-hidden="true">
        {MARKS[status] || position}
      </span>
      <Title order={2} className={classes.stepTitle}>
        {title}
      </Title>
      {intro ? <p className={classes.stepIntro}>{intro}</p> : null}
      <div className={classes.branches}>{children}</div>
    </li>
  );
}
