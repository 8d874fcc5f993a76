import { JourneyStatus } from '@cert/domain';
import { StatusLabel, type StatusTone } from '@/components/ui/status-label';

const journeyTone: Record<JourneyStatus, StatusTone> = {
  active: 'success',
  postponed: 'warning',
  closed: 'neutral',
};

export function JourneyStatusBadge({ status }: { status: JourneyStatus }) {
  return <StatusLabel tone={journeyTone[status]}>{JourneyStatus.label(status)}</StatusLabel>;
}
