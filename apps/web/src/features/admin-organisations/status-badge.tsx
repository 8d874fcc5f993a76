import { ApprovalStatus } from '@cert/domain';
import classes from './admin-organisations.module.css';

const statusClass: Record<ApprovalStatus, string | undefined> = {
  Pending: classes.pending,
  Approved: classes.approved,
  Rejected: classes.rejected,
};

/** The approval status as its German label; the colour only supports the text. */
export function StatusBadge({ status }: { status: ApprovalStatus }) {
  return <span className={`${classes.badge} ${statusClass[status]}`}>{ApprovalStatus.label(status)}</span>;
}

/** Marks an open change request (Änderungsantrag) in a list row. */
export function OpenChangeRequestBadge() {
  return <span className={`${classes.badge} ${classes.open}`}>Änderungsantrag offen</span>;
}
