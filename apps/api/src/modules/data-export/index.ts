export { adminExportRoutes } from './routes';
