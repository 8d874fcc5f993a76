import { useParams } from 'react-router';
import { PractitionerCaseStudyScreen } from '@/features/case-studies';
import { useCaseStudyLevel } from '@/features/journeys';
import { useActiveOrganization } from '@/features/organizations';

export function Component() {
  const { organizationId = '' } = useParams();
  const { approvedOrganizations, isPending } = useActiveOrganization();
  // The submit's lock, said before any answer (docs/questionnaire-rules.md §4), and the rejected one a new case
  // study answers.
  const level = useCaseStudyLevel('practitioner', organizationId || undefined);
  const organizations = { approvedOrganizations, organizationPending: isPending };
  return (
    <PractitionerCaseStudyScreen
      key={organizationId}
      organizationId={organizationId}
      {...organizations}
      {...level}
    />
  );
}
