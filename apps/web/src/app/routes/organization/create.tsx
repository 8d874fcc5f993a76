import { CreateOrganizationScreen } from '@/features/organisations';

export function Component() {
  return <CreateOrganizationScreen />;
}
