import { OrganizationListScreen } from '@/features/admin-organizations';

export function Component() {
  return <OrganizationListScreen />;
}
