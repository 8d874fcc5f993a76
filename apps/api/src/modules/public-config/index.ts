export { publicConfigRoutes } from './routes';
