/** The admin journey list (router: admin child `journeys`, see app/routes/admin/journey-routes.tsx). */
export const LIST_PATH = '/admin/journeys';
