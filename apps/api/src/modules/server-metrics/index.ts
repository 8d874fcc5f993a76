export { metricsPlugin } from './plugin';
export { metricsRoutes } from './routes';
