export { LogoutScreen as Component } from '@/features/auth';
