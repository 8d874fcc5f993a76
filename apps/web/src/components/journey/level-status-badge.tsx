import { LevelStatus } from '@cert/domain';
import classes from './journey.module.css';

/** The status of a level as a KERN label: tinted background, dark text of the same hue. */
export function LevelStatusBadge({ status }: { status: LevelStatus }) {
  return (
    <span className={classes.badge} data-status={status}>
      {LevelStatus.label(status)}
    </span>
  );
}
