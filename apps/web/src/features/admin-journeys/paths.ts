import { JOURNEY_SLUGS, type ProcurementBranch } from '@cert/domain';

/** The admin journey screens (router: admin children, see app/routes/admin/journey-routes.tsx). */
export const LIST_PATH = '/admin/journeys';

/** The report of a workshop result, opened in a new tab (spec platform.md §7 "Workshop"). */
export const workshopReportUrl = (organizationId: string, reportRef: string, fileName: string) =>
  `/api/workshop/procurement/report/organization/${encodeURIComponent(organizationId)}/${encodeURIComponent(reportRef)}/${encodeURIComponent(fileName)}`;

/** Route patterns relative to /admin, built from the domain's slugs so that they match adminJourneyPath. */
export const routePatterns = {
  procurement: `organisation/:organizationId/zertifizierungspfad/${JOURNEY_SLUGS.procurement}`,
  provider: `organisation/:organizationId/zertifizierungspfad/${JOURNEY_SLUGS.provider}`,
} as const;

export const isBranch = (value: string | undefined): value is ProcurementBranch =>
  value === 'office' || value === 'project';
