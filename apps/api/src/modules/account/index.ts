export { authPlugin, currentUser } from './auth-plugin';
export { authRoutes } from './auth-routes';
export { csrfPlugin } from './csrf-plugin';
export type { AuthSettings } from './settings';
export { userRoutes } from './user-routes';
