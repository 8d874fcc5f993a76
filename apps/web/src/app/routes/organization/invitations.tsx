export { InvitationsScreen as Component } from '@/features/organizations';
