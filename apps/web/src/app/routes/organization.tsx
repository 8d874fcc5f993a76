import { OrganizationsOverview } from '@/features/organisations';

export function Component() {
  return <OrganizationsOverview />;
}
