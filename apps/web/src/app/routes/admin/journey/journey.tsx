import type { JourneyPathType } from '@cert/domain';
import { useParams } from 'react-router';
import { OfficeJourneyScreen } from '@/features/journeys';
import { OrganizationContacts } from '@/features/organizations';

function JourneyPage({ pathType }: { pathType: JourneyPathType }) {
  const { organizationId = '' } = useParams();
  // Keyed by organisation: another organisation starts with a fresh page (no open dialog, no old notice).
  return (
    <OfficeJourneyScreen
      key={organizationId}
      organizationId={organizationId}
      pathType={pathType}
      contacts={<OrganizationContacts organizationId={organizationId} />}
    />
  );
}

/** One module for both journey pages; each route picks its type. */
export const journeyPages = {
  procurement: () => <JourneyPage pathType="procurement" />,
  provider: () => <JourneyPage pathType="provider" />,
};
