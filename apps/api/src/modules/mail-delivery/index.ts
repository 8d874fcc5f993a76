export { mailDeliveryRoutes } from './routes';
