import { OrganizationListScreen } from '@/features/admin-organisations/organization-list-screen';

export function Component() {
  return <OrganizationListScreen />;
}
