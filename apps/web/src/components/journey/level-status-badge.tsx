import { LevelStatus } from '@cert/domain';
import { StatusLabel, type StatusTone } from '@/components/ui/status-label';

const tone: Record<LevelStatus, StatusTone> = {
  done: 'success',
  open: 'info',
  'in-review': 'info',
  waiting: 'warning',
  retention: 'warning',
  locked: 'neutral',
};

/** The status of a level as a label; its longest words ("Wartefrist nach …") wrap on a narrow card. */
export function LevelStatusBadge({ status }: { status: LevelStatus }) {
  return (
    <StatusLabel tone={tone[status]} wraps>
      {LevelStatus.label(status)}
    </StatusLabel>
  );
}
