import { useActiveOrganization } from '@/features/organizations';
import { QuestionnaireOverview } from '@/features/questionnaires';

export function Component() {
  const { activeOrganization, isPending } = useActiveOrganization();
  return <QuestionnaireOverview activeOrganization={activeOrganization} organizationPending={isPending} />;
}
