import { StatusLabel } from '@/components/ui/status-label';

/** Marks an open change request (Änderungsantrag) in a list row. */
export function OpenChangeRequestBadge() {
  return <StatusLabel tone="info">Änderungsantrag offen</StatusLabel>;
}
