export { LogoutScreen as Component } from '@/features/auth/components/logout-screen';
