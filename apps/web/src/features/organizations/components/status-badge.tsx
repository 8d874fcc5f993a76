import { ApprovalStatus, ChangeRequestStatus } from '@cert/domain';
import { StatusLabel, type StatusTone } from '@/components/ui/status-label';

/** An approval's or a change request's status (the same three): the colour only supports the text. */
const tone: Record<ApprovalStatus, StatusTone> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
};

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return <StatusLabel tone={tone[status]}>{ApprovalStatus.label(status)}</StatusLabel>;
}

export function ChangeRequestBadge({ status }: { status: ChangeRequestStatus }) {
  return <StatusLabel tone={tone[status]}>{ChangeRequestStatus.label(status)}</StatusLabel>;
}
