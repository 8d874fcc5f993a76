import { OrganizationsOverview } from '@/features/organizations';

export function Component() {
  return <OrganizationsOverview />;
}
