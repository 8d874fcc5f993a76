import { ApprovalStatus, ChangeRequestStatus } from '@cert/domain';
import type { ReactNode } from 'react';
import classes from './status-badge.module.css';

function Badge({
  tone,
  children,
}: {
  tone: 'Pending' | 'Approved' | 'Rejected' | 'neutral';
  children: ReactNode;
}) {
  return <span className={`${classes.badge} ${classes[tone]}`}>{children}</span>;
}

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={status}>{ApprovalStatus.label(status)}</Badge>;
}

export function ChangeRequestBadge({ status }: { status: ChangeRequestStatus }) {
  return <Badge tone={status}>{ChangeRequestStatus.label(status)}</Badge>;
}

export function NeutralBadge({ children }: { children: ReactNode }) {
  return <Badge tone="neutral">{children}</Badge>;
}
