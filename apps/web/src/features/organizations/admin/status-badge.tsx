import { ApprovalStatus } from '@cert/domain';
import { StatusLabel, type StatusTone } from '@/components/ui/status-label';

const statusTone: Record<ApprovalStatus, StatusTone> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
};

/** The approval status as its German label; the colour only supports the text. */
export function StatusBadge({ status }: { status: ApprovalStatus }) {
  return <StatusLabel tone={statusTone[status]}>{ApprovalStatus.label(status)}</StatusLabel>;
}

/** Marks an open change request (Änderungsantrag) in a list row. */
export function OpenChangeRequestBadge() {
  return <StatusLabel tone="info">Änderungsantrag offen</StatusLabel>;
}
