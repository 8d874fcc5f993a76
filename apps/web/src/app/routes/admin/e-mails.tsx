import { UndeliveredMailsScreen } from '@/features/mail-delivery';

export function Component() {
  return <UndeliveredMailsScreen />;
}
