import { useParams } from 'react-router';
import { OrganizationReviewScreen } from '@/features/organizations';

export function Component() {
  const { id = '' } = useParams();
  // Keyed by id: another organisation starts with a fresh review state (no open dialog, no old notice).
  return <OrganizationReviewScreen key={id} organizationId={id} />;
}
