export {
  accessCondition,
  grantOrganizationAccess,
  requireOrganizationAccess,
  type AccessRule,
} from './access';
export { recordOrganizationAdminMails } from './admin-mail';
export { adminOrganizationRoutes } from './admin-routes';
export { membershipOrganization, organizationName } from './repository';
export { organizationRoutes, type OrganizationOptions } from './routes';
