import { useActiveOrganization } from '@/features/organisations';
import { QuestionnaireOverview } from '@/features/questionnaires';

export function Component() {
  const { activeOrganization, isPending } = useActiveOrganization();
  return <QuestionnaireOverview activeOrganization={activeOrganization} organizationPending={isPending} />;
}
