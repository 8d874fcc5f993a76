export { OverviewScreen as Component } from '@/features/insights';
