import { ExportsScreen } from '@/features/admin-exports/exports-screen';

export function Component() {
  return <ExportsScreen />;
}
