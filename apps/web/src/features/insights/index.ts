/*
 * The programme office's overview across all participants (docs/insights.md).
 */
export { OverviewScreen } from './overview-screen';
