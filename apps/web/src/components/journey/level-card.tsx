import type { LevelStatus } from '@cert/domain';
import { Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { DateDisplay } from '@/components/form';
import { daysLeftText, daysUntil } from './countdown';
import { LevelStatusBadge } from './level-status-badge';
import classes from './journey.module.css';

type LevelCardProps = {
  title: string;
  /** The level as the API answers it (LevelStatus, completedAt and opensAt as YYYY-MM-DD). */
  level: { status: LevelStatus; completedAt: string | null; opensAt: string | null };
  headingOrder?: TitleOrder;
  /** Today, for the days left until opensAt; the current moment unless a screen pins it. */
  now?: Date;
  /** What was done, what comes next and the links to it. */
  children?: ReactNode;
  /** The card's address on its page, where a link to the level leads and puts the focus. */
  anchor?: string;
};

/**
 * One level (or branch of a level) as a KERN task-list card: its name, its status label, the day it was
 * completed or the day a waiting level opens with the days left, and what the screen puts inside (for a level
 * in retention: the RetentionCountdown).
 */
export function LevelCard({ title, level, headingOrder = 3, now, children, anchor }: LevelCardProps) {
  const headingId = useId();
  // A retention's end is the RetentionCountdown's to show, with the reason; here only a waiting period's.
  const opens = level.opensAt !== null && level.status === 'waiting';
  return (
    <article
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      className={classes.card}
      data-status={level.status}
      aria-labelledby={headingId}
    >
      <div className={classes.cardHeader}>
        <Title order={headingOrder} id={headingId} className={classes.cardTitle}>
          {title}
        </Title>
        <LevelStatusBadge status={level.status} />
      </div>
      {level.completedAt || opens ? (
        <div className={classes.facts}>
          {level.completedAt ? (
            <p>
              Abgeschlossen am <DateDisplay value={level.completedAt} />
            </p>
          ) : null}
          {opens && level.opensAt ? (
            <p>
              Verfügbar ab dem <DateDisplay value={level.opensAt} /> (
              {daysLeftText(daysUntil(level.opensAt, now))})
            </p>
          ) : null}
        </div>
      ) : null}
      {children}
    </article>
  );
}
