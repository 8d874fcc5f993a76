import { StatisticsScreen } from '@/features/statistics';

export function Component() {
  return <StatisticsScreen />;
}
