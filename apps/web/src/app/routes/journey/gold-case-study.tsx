import { useParams } from 'react-router';
import { GoldCaseStudyScreen } from '@/features/case-studies';
import { useCaseStudyLevel } from '@/features/journeys';
import { useActiveOrganization } from '@/features/organizations';

export function Component() {
  const { id } = useParams();
  const { activeOrganization, isPending } = useActiveOrganization();
  // The submit's lock, said before any answer (docs/questionnaire-rules.md §4), and the rejected one a new case
  // study answers.
  const level = useCaseStudyLevel(
    'gold',
    activeOrganization?.type === 'PublicProcurer' ? activeOrganization._id : undefined,
  );
  const organization = { activeOrganization, organizationPending: isPending };
  return <GoldCaseStudyScreen id={id} {...organization} {...level} />;
}
