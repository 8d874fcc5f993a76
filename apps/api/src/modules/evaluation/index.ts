export { evaluationRoutes } from './routes';
