import { OrganizationListScreen } from '@/features/admin-organizations/organization-list-screen';

export function Component() {
  return <OrganizationListScreen />;
}
