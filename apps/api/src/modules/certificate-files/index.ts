export { certificateFileRoutes } from './routes';
