export { MagicLinkSentScreen as Component } from '@/features/auth/components/magic-link-sent-screen';
