export { LoginRedirectScreen as Component } from '@/features/auth';
