import { useParams } from 'react-router';
import { JourneyScreen } from '@/features/admin-journeys';
import { OrganizationContacts } from '@/features/admin-organizations';

export function Component() {
  const { organizationId = '' } = useParams();
  // Keyed by organisation: another organisation starts with a fresh page (no open dialog, no old notice).
  return (
    <JourneyScreen
      key={organizationId}
      organizationId={organizationId}
      pathType="provider"
      contacts={<OrganizationContacts organizationId={organizationId} />}
    />
  );
}
