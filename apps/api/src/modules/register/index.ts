export { registerRoutes } from './routes';
