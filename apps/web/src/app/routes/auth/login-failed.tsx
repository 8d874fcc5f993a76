export { LoginFailedScreen as Component } from '@/features/auth';
