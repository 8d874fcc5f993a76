export { CreateOrganizationScreen as Component } from '@/features/organizations';
