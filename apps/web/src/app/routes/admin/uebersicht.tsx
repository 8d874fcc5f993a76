import { OverviewScreen } from '@/features/admin-overview/overview-screen';

export function Component() {
  return <OverviewScreen />;
}
