import { StatisticsScreen } from '@/features/page-views';

export function Component() {
  return <StatisticsScreen />;
}
