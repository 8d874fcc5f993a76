import { InvitationsScreen } from '@/features/organizations';

export function Component() {
  return <InvitationsScreen />;
}
