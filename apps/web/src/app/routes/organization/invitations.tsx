import { InvitationsScreen } from '@/features/organisations';

export function Component() {
  return <InvitationsScreen />;
}
