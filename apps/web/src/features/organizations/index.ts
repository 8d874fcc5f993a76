/*
 * Organisations (docs/product.md §2–§4, docs/decisions/007-organisations.md). Other features use the active
 * organisation through `useActiveOrganization()`; the screens are composed in app/routes/organization*.
 */
export { chooseActiveOrganization, useActiveOrganization } from './active-organization';
export { useInvitations } from './api/organizations-api';
export { CreateOrganizationScreen } from './components/create-organization-screen';
export { OrganizationDetail } from './components/organization-detail';
export { InvitationsScreen, OrganizationsOverview } from './components/organizations-overview';
// The programme office's screens of the same organisations (docs/decisions/007-organisations.md).
export { OrganizationContacts, OrganizationListScreen, OrganizationReviewScreen } from './admin';
