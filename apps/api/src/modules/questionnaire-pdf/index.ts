export { questionnairePdfRoutes } from './routes';
