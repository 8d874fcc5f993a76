import { useQuestionnaireLevels } from '@/features/journeys';
import { useActiveOrganization } from '@/features/organizations';
import { QuestionnaireOverview } from '@/features/questionnaires';

export function Component() {
  const { activeOrganization, pendingOrganizations, isPending } = useActiveOrganization();
  const levelOf = useQuestionnaireLevels(activeOrganization);
  return (
    <QuestionnaireOverview
      activeOrganization={activeOrganization}
      organizationPending={isPending}
      pendingOrganizations={pendingOrganizations}
      levelOf={levelOf}
    />
  );
}
