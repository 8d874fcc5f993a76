export { StatisticsScreen as Component } from '@/features/page-views';
