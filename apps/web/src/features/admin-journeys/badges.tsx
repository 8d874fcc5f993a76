import { JourneyStatus } from '@cert/domain';
import classes from './admin-journeys.module.css';

const journeyClass: Record<JourneyStatus, string | undefined> = {
  active: classes.done,
  postponed: classes.waiting,
  closed: classes.muted,
};

export function JourneyStatusBadge({ status }: { status: JourneyStatus }) {
  return <span className={`${classes.badge} ${journeyClass[status]}`}>{JourneyStatus.label(status)}</span>;
}
