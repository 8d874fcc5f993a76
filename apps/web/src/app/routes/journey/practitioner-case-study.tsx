import { useParams } from 'react-router';
import { PractitionerCaseStudyScreen } from '@/features/case-studies';
import { useActiveOrganization } from '@/features/organizations';

export function Component() {
  const { organizationId = '' } = useParams();
  const { approvedOrganizations, isPending } = useActiveOrganization();
  return (
    <PractitionerCaseStudyScreen
      key={organizationId}
      organizationId={organizationId}
      approvedOrganizations={approvedOrganizations}
      organizationPending={isPending}
    />
  );
}
