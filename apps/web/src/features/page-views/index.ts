/*
 * The office's page statistics (docs/decisions/018-observability.md).
 */
export { StatisticsScreen } from './statistics-screen';
