import { adminJourneyPath } from '@cert/domain';
import { Navigate, useParams } from 'react-router';
import { isBranch } from '@/features/admin-journeys/paths';
import { WorkshopFormScreen } from '@/features/admin-journeys/workshop-form-screen';

export function Component() {
  const { organizationId = '', type } = useParams();
  // Only the two branches have a silver level; any other segment leads back to the journey.
  if (!isBranch(type)) return <Navigate to={adminJourneyPath(organizationId, 'procurement')} replace />;
  return (
    <WorkshopFormScreen key={`${organizationId}/${type}`} organizationId={organizationId} branch={type} />
  );
}
