import { StatisticsScreen } from '@/features/statistics/statistics-screen';

export function Component() {
  return <StatisticsScreen />;
}
