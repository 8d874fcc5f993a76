import type { OrganizationType } from '../organization';
import type { QuestionnaireKind } from '../questionnaires/registry';

type JourneyPathType = keyof typeof JOURNEY_SLUGS;

/**
 * The two journey slugs (docs/product.md §2 leaves them open; docs/decisions/014-journeys.md): the route slugs
 * the spec gives the organisation types, so that /zertifizierungspfad/beschaffung and
 * /zertifizierungspfad/unternehmen read as German and match organisation/:id/unternehmen/….
 */
export const JOURNEY_SLUGS = { procurement: 'beschaffung', provider: 'unternehmen' } as const;

export const pathTypeOf = (type: OrganizationType): JourneyPathType | null =>
  type === 'PublicProcurer' ? 'procurement' : type === 'Provider' ? 'provider' : null;

/** The user's journey screen (named targets journeyProcurement and journeyProvider). */
export const journeyPath = (pathType: JourneyPathType) => `/zertifizierungspfad/${JOURNEY_SLUGS[pathType]}`;

/** The gold case study screen; without id it creates the case study on first save. */
export const goldCaseStudyPath = (id?: string) =>
  `${journeyPath('procurement')}/gold/praxisbeispiel${id ? `/${id}` : ''}`;

/** The provider's practitioner case study screen (one case study in work per organisation). */
export const practitionerCaseStudyPath = (organizationId: string) =>
  `/organisation/${organizationId}/unternehmen/practitioner/praxisbeispiel`;

/** The admin's review of an organisation: its approval and its change requests (docs/product.md §2). */
export const adminOrganizationReviewPath = (organizationId: string) =>
  `/admin/organizations/${encodeURIComponent(organizationId)}`;

/** An organisation's journey in the admin area (docs/product.md §2 "Admin pages"). */
export const adminJourneyPath = (organizationId: string, pathType: JourneyPathType) =>
  `/admin/organisation/${organizationId}/zertifizierungspfad/${JOURNEY_SLUGS[pathType]}`;

/** Where the admin journey page's case study stands, for the office's notice to lead to its decision. */
export const CASE_STUDY_ANCHOR = 'praxisbeispiel';

/** Admin: a submitted questionnaire's answers, read-only, as the organisation's review page shows them. */
export const adminSubmissionPath = (
  organizationId: string,
  pathType: JourneyPathType,
  kind: QuestionnaireKind,
  id: string,
) => `${adminJourneyPath(organizationId, pathType)}/fragebogen/${kind}/${id}`;

/** Admin: the evaluation of a submitted questionnaire. */
export const adminEvaluationPath = (...args: Parameters<typeof adminSubmissionPath>) =>
  `${adminSubmissionPath(...args)}/auswertung`;

/** Admin: enter a workshop result for a branch (…/zweig/:type/stufe/silber). */
export const adminWorkshopPath = (organizationId: string, branch: 'office' | 'project') =>
  `${adminJourneyPath(organizationId, 'procurement')}/zweig/${branch}/stufe/silber`;

/** Admin: the four provider record pages. */
export const adminProviderRecordPaths = {
  event: 'stufe/professional/subtask/event',
  elearning: 'stufe/professional/subtask/elearning',
  'innovation-entry': 'stufe/practitioner/subtask/innovationseintrag',
  presentation: 'stufe/practitioner/subtask/praesentation',
} as const;

/** What the office records on each of those pages: the page's title and heading, and the button that leads there. */
export const providerRecordTitles: Record<keyof typeof adminProviderRecordPaths, string> = {
  event: 'Teilnahme an einer Programmveranstaltung erfassen',
  elearning: 'Teilnahme am E-Learning erfassen',
  'innovation-entry': 'Innovationseintrag auf dem Marktplatz erfassen',
  presentation: 'Präsentation des Praxisbeispiels erfassen',
};

export const adminProviderRecordPath = (
  organizationId: string,
  kind: keyof typeof adminProviderRecordPaths,
) => `${adminJourneyPath(organizationId, 'provider')}/${adminProviderRecordPaths[kind]}`;
