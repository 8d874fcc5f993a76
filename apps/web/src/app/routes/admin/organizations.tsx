export { OrganizationListScreen as Component } from '@/features/organizations';
