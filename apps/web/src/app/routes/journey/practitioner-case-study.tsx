import { useParams } from 'react-router';
import { PractitionerCaseStudyScreen } from '@/features/case-studies';
import { useCaseStudyLock } from '@/features/journeys';
import { useActiveOrganization } from '@/features/organizations';

export function Component() {
  const { organizationId = '' } = useParams();
  const { approvedOrganizations, isPending } = useActiveOrganization();
  // The submit's lock, said before any answer (docs/questionnaire-rules.md §4).
  const lock = useCaseStudyLock('practitioner', organizationId || undefined);
  return (
    <PractitionerCaseStudyScreen
      key={organizationId}
      organizationId={organizationId}
      approvedOrganizations={approvedOrganizations}
      organizationPending={isPending}
      lock={lock}
    />
  );
}
