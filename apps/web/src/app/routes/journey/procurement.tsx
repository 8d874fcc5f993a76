import { JourneyScreen } from '@/features/journeys';
import { useActiveOrganization } from '@/features/organizations';

export function Component() {
  const { activeOrganization, pendingOrganizations, isPending } = useActiveOrganization();
  return (
    <JourneyScreen
      pathType="procurement"
      activeOrganization={activeOrganization}
      organizationPending={isPending}
      pendingOrganizations={pendingOrganizations}
    />
  );
}
