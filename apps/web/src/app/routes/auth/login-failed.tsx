export { LoginFailedScreen as Component } from '@/features/auth/components/login-failed-screen';
