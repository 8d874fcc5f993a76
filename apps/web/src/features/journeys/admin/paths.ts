/** The admin journey list (router: admin child `journeys`, see app/routes/admin/journey-routes.tsx). */
export const LIST_PATH = '/admin/journeys';

/** The report of a workshop result, opened in a new tab (docs/product.md §7 "Files"). */
export const workshopReportUrl = (organizationId: string, reportRef: string, fileName: string) =>
  `/api/workshop/procurement/report/organization/${encodeURIComponent(organizationId)}/${encodeURIComponent(reportRef)}/${encodeURIComponent(fileName)}`;
