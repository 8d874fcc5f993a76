/*
 * The programme office's organisation screens (docs/decisions/007-organisations.md): the list, the review with its
 * decisions, and an organisation's contacts.
 */
export { OrganizationContacts } from './organization-contacts';
export { OrganizationListScreen } from './organization-list-screen';
export { OrganizationReviewScreen } from './organization-review-screen';
