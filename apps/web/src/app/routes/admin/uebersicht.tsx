import { OverviewScreen } from '@/features/insights';

export function Component() {
  return <OverviewScreen />;
}
