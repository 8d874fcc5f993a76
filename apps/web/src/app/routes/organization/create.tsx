import { CreateOrganizationScreen } from '@/features/organizations';

export function Component() {
  return <CreateOrganizationScreen />;
}
