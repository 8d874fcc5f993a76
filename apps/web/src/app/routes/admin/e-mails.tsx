export { UndeliveredMailsScreen as Component } from '@/features/mail-delivery';
