export { LoginRedirectScreen as Component } from '@/features/auth/components/login-redirect-screen';
