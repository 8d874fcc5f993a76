import { JourneyStatus, LevelStatus } from '@cert/domain';
import classes from './admin-journeys.module.css';

const levelClass: Record<LevelStatus, string | undefined> = {
  done: classes.done,
  open: classes.attention,
  'in-review': classes.attention,
  waiting: classes.waiting,
  retention: classes.failed,
  locked: classes.muted,
};

/** A level's status as its German label; the colour only supports the text. */
export function LevelStatusBadge({ status }: { status: LevelStatus }) {
  return <span className={`${classes.badge} ${levelClass[status]}`}>{LevelStatus.label(status)}</span>;
}

const journeyClass: Record<JourneyStatus, string | undefined> = {
  active: classes.done,
  postponed: classes.waiting,
  closed: classes.muted,
};

export function JourneyStatusBadge({ status }: { status: JourneyStatus }) {
  return <span className={`${classes.badge} ${journeyClass[status]}`}>{JourneyStatus.label(status)}</span>;
}
