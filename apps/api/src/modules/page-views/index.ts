export { statsRoutes } from './routes';
