import { adminJourneyPath, adminWorkshopPath, branchOf } from '@cert/domain';
import { Navigate, useParams } from 'react-router';
import { WorkshopFormScreen } from '@/features/journeys';

export function Component() {
  const { organizationId = '', type } = useParams();
  const branch = branchOf(type);
  // Only the two branches have a silver level; any other segment leads back to the journey.
  if (!branch) return <Navigate to={adminJourneyPath(organizationId, 'procurement')} replace />;
  // The specification's certification kind (…/zweig/ProcurementOffice/…) opens the branch's own address.
  if (branch !== type) return <Navigate to={adminWorkshopPath(organizationId, branch)} replace />;
  return (
    <WorkshopFormScreen key={`${organizationId}/${branch}`} organizationId={organizationId} branch={branch} />
  );
}
