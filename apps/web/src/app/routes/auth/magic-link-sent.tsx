export { MagicLinkSentScreen as Component } from '@/features/auth';
