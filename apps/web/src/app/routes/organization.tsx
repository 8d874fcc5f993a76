export { OrganizationsOverview as Component } from '@/features/organizations';
