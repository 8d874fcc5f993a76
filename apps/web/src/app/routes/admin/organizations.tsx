import { OrganizationListScreen } from '@/features/organizations';

export function Component() {
  return <OrganizationListScreen />;
}
