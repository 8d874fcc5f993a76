import { useParams } from 'react-router';
import { GoldCaseStudyScreen } from '@/features/case-studies';
import { useActiveOrganization } from '@/features/organizations';

export function Component() {
  const { id } = useParams();
  const { activeOrganization, isPending } = useActiveOrganization();
  return (
    <GoldCaseStudyScreen id={id} activeOrganization={activeOrganization} organizationPending={isPending} />
  );
}
