export { LoginScreen as Component } from '@/features/auth';
