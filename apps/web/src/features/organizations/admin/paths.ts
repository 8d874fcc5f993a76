import { adminOrganizationReviewPath } from '@cert/domain/journey/slugs';

/** The admin organisation screens (router: admin children `organizations` and `organizations/:id`). */
export const LIST_PATH = '/admin/organizations';
export const reviewPath = adminOrganizationReviewPath;
