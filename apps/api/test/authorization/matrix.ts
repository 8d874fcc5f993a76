import {
  QuestionnaireKind,
  questionnaires,
  type CertificateLevel,
  type OrganizationData,
} from '@cert/domain';
import { journeyRows } from './rows/journey';
import { adminJourneyRows } from './rows/admin-journey';
import { caseStudyRows } from './rows/case-study';
import { adminExportRows } from './rows/admin-export';
import { adminMailRows } from './rows/admin-mail';
import { certificateRows } from './rows/certificate';
import { registerRows } from './rows/register';
import { certificateFileRows } from './rows/certificate-files';
import { sampleAnswers } from '@cert/domain/testing';
import { API_BASE } from '@cert/domain/contracts';

/**
 * The authorization matrix (docs/security.md 15–18; how to extend it: README.md next to this file).
 *
 * One row per route: the Fastify route (method and URL pattern as registered), the expected status for each of
 * the seven actors, and how to build a valid request from the cell's fixture. matrix.test.ts turns every row
 * into seven tests and fails for every registered route without a row or exemption, and for every row whose
 * route is not registered.
 */

/** The columns of `expect`, in this order. */
export const actors = [
  /** No session (but a CSRF token, so unsafe requests reach the route). */
  'anonymous',
  /** Signed in, member of no organisation. */
  'signedInWithoutOrganization',
  /** Invited to the organisation under test, not yet accepted (spec: pendingMembers). */
  'pendingMember',
  /** Member of the organisation under test with the role Member. */
  'member',
  /** Member of the organisation under test with the role Admin. */
  'organizationAdmin',
  /** Admin of another organisation, nothing in the one under test. */
  'otherOrganizationMember',
  /** Platform administrator (ADMIN_EMAILS), member of no organisation. */
  'platformAdmin',
] as const;
export type Actor = (typeof actors)[number];

/**
 * Expected status per actor, in the order of `actors`; the column heads in the matrix read anon (anonymous),
 * nOrg (signedInWithoutOrganization), pend (pendingMember), mbr (member), oAdm (organizationAdmin),
 * othr (otherOrganizationMember), pAdm (platformAdmin).
 */
export type Expectations = readonly [number, number, number, number, number, number, number];

export type FixtureUser = { id: string; email: string };

/**
 * Written fresh for every cell (fixture.ts), so that a write in one cell never changes another. Every signed-in
 * actor's memberships and invitations are exactly the ones listed here.
 */
export type Fixture = {
  /** The organisation under test (Approved unless the row asks otherwise): member, organizationAdmin and
   * colleague are its members; pendingMember's invitation is open. */
  organizationId: string;
  /** Its master data, e.g. to send back in an update. */
  organization: OrganizationData;
  /** Another approved organisation; otherOrganizationMember is its admin. */
  otherOrganizationId: string;
  /** pendingMember's open invitation to the organisation under test. */
  invitationId: string;
  /** A second Admin of the organisation under test who never signs in (target of member calls; keeps an admin
   * when the organisation admin leaves). */
  colleague: FixtureUser;
  /** The open change request of the organisation under test, if the row asked for one (else null). */
  changeRequestId: string | null;
  /** A draft (version 1, no answers) and a submitted record of the organisation under test, of the kind the row
   * asked for (else null). */
  draftId: string | null;
  submissionId: string | null;
  /** With the `journey` option: the organisation's journey and its records (else null). */
  journey: JourneyFixture | null;
  /** With the `certificate` option: the code of the organisation's valid certificate of that level (else null). */
  certificateCode: string | null;
  /** The signed-in actors. */
  users: Record<Exclude<Actor, 'anonymous'>, FixtureUser>;
  /** The actor sending this cell's request; null for anonymous. */
  caller: FixtureUser | null;
  /** A fresh, valid sign-in token (as the e-mailed link carries) for a new address. */
  signInToken(): Promise<string>;
};

export type FixtureOptions = {
  /** Status of the organisation under test; default Approved. */
  approvalStatus?: 'Pending' | 'Approved' | 'Rejected';
  /** Give the organisation under test an open change request (fixture.changeRequestId). */
  openChangeRequest?: boolean;
  /** Give the organisation under test a draft and a submission of this kind (fixture.draftId, submissionId);
   * the organisation then has the type that answers it. */
  questionnaire?: QuestionnaireKind;
  /** Give the organisation under test (of this path's type) a journey with records (fixture.journey). */
  journey?: 'procurement' | 'provider';
  /** State of the journey fixture's case study (gold or practitioner); default SUBMITTED. */
  caseStudyState?: 'DRAFT' | 'SUBMITTED';
  /** Give the organisation under test (of the level's type) a valid certificate of this level
   * (fixture.certificateCode). */
  certificate?: CertificateLevel;
};

/**
 * A journey with one record of each kind, written straight into the database: procurement gets a workshop
 * report, a passed office workshop result and a gold case study; provider gets an event and an e-learning record
 * (professional completed in January) and a practitioner case study; each an open request of its path (procurement
 * also a bronze project submission of 2025, so that the project's workshop may be asked for).
 */
export type JourneyFixture = {
  journeyId: string;
  /** Procurement: the stored report and its office workshop result. */
  workshopReportRef: string | null;
  workshopFileName: string | null;
  workshopResultId: string | null;
  /** Provider: the event record. */
  providerRecordId: string | null;
  caseStudyId: string;
  /** An open request: provider a reported event, procurement the office branch's workshop asked for. */
  requestId: string;
};

export type CellRequest = {
  /** Values for the `:name` parameters of the route's URL pattern; every one must be given. */
  params?: Record<string, string>;
  /** A concrete path for wildcard routes (`/*`) instead of params. */
  path?: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Request headers, e.g. the content type of a body that is not JSON. */
  headers?: Record<string, string>;
};

export type MatrixRow = {
  /** `METHOD /url/:pattern`, exactly as Fastify registers it (prefixes included). */
  route: string;
  /** Only for a second row of the same route that checks another case (e.g. leaving vs removing someone). */
  variant?: string;
  expect: Expectations;
  /** A valid request for the cell; default: no params, no body. */
  request?: (fixture: Fixture) => CellRequest | Promise<CellRequest>;
  fixture?: FixtureOptions;
  /** The call ends or replaces the caller's session (logout, sign-in, refresh): the cell signs the actor in anew
   * and sends the request from that session instead of the shared one. */
  freshSession?: boolean;
  /** The call deletes the caller's account: after the cell the actor signs in again (a new user) for the rest. */
  deletesCaller?: boolean;
};

/**
 * Registered routes that need no row, each with its reason. A HEAD route is covered by the row of the GET on the
 * same URL (Fastify's exposeHeadRoutes gives every GET a HEAD twin with the same hooks and no body).
 */
export type Exemption = { route: string; reason: string };

export const exemptions: Exemption[] = [
  {
    route: 'HEAD /api/docs/',
    reason:
      "Fastify serves a plugin's '/' route at /api/docs and /api/docs/ but tells onRoute only of the GET at " +
      '/api/docs (its row); the HEAD twin of /api/docs/ is reported. Same handler as GET /api/docs',
  },
];

/**
 * GET routes of /api whose answers hold nothing personal and may be cached (docs/security.md 35): they opt out of
 * the API's `Cache-Control: no-store` with a header of their own. Every other GET of /api must answer no-store,
 * for every actor and every status (matrix.test.ts checks each cell).
 */
export const cacheableRoutes: Exemption[] = [
  {
    route: 'GET /api/questionnaires/:kind/schema',
    reason: 'the JSON Schema of a questionnaire: the same for everyone',
  },
  {
    route: 'GET /api/questionnaires/:kind/blank-pdf',
    reason: 'the blank questionnaire to print: the same for everyone',
  },
  {
    route: 'GET /api/credentials/status/:list',
    reason:
      'the revocation status list: bits of all certificates, nothing of one; verifiers may keep it 5 minutes',
  },
  {
    route: 'GET /api/credentials/achievements/:level/siegel.png',
    reason: "a level's seal without organisation or year: the same for everyone",
  },
  {
    route: 'GET /api/register/badge/:code',
    reason:
      "a certificate's public badge for websites: what the public check shows; caches keep its state 5 minutes at most",
  },
  {
    route: 'GET /api/docs/static/*',
    reason: "the API documentation's own files (Swagger UI), served by @fastify/static",
  },
  {
    route: 'HEAD /api/docs/static/*',
    reason: "the API documentation's own files (Swagger UI), served by @fastify/static",
  },
];

const profile = { firstName: 'Erika', lastName: 'Mustermann', phoneNumber: '030 123456' };
const organizationBody = (data: OrganizationData) => ({ organization: data, newMembers: [] });

/**
 * The five calls of one questionnaire (docs/decisions/011-questionnaires.md): members only, 404 for the rest;
 * platform admins also read a submitted record.
 */
function questionnaireRows(kind: QuestionnaireKind): MatrixRow[] {
  const { definition } = questionnaires[kind];
  const apiBase = `${API_BASE}${questionnaires[kind].apiBase}`;
  const fixture = { questionnaire: kind };
  const complete = () => ({ ...sampleAnswers(definition), version: 1 });
  // prettier-ignore
  return [
    //                                                                            anon nOrg pend mbr  oAdm othr pAdm
    // Not an approved organisation of the caller: the spec's 400 'no active organization available'.
    { route: `POST ${apiBase}/draft`,                                    expect: [401, 400, 400, 201, 201, 400, 400],
      fixture, request: (f) => ({ body: { ...sampleAnswers(definition), meta: { organization: f.organizationId } } }) },
    { route: `GET ${apiBase}/:id`,                                       expect: [401, 404, 404, 200, 200, 404, 404],
      fixture, request: (f) => ({ params: { id: f.draftId! } }) },
    // Platform admins read what was submitted (the admin journey's read-only view), never a draft.
    { route: `GET ${apiBase}/:id`,                                       expect: [401, 404, 404, 200, 200, 404, 200],
      variant: 'a submitted record', fixture, request: (f) => ({ params: { id: f.submissionId! } }) },
    { route: `PUT ${apiBase}/draft/:id`,                                 expect: [401, 404, 404, 200, 200, 404, 404],
      fixture, request: (f) => ({ params: { id: f.draftId! }, body: complete() }) },
    { route: `DELETE ${apiBase}/draft/:id`,                              expect: [401, 404, 404, 204, 204, 404, 404],
      fixture, request: (f) => ({ params: { id: f.draftId! } }) },
    { route: `PUT ${apiBase}/draft/:id/submit`,                          expect: [401, 404, 404, 200, 200, 404, 404],
      fixture, request: (f) => ({ params: { id: f.draftId! }, body: complete() }) },
  ];
}

/**
 * The evaluation calls of one questionnaire (docs/decisions/013-evaluation-and-retention.md): members of the
 * organisation and platform admins read submitted evaluations, their PDF and the retention; a draft has none.
 */
function evaluationRows(kind: QuestionnaireKind): MatrixRow[] {
  const apiBase = `${API_BASE}${questionnaires[kind].apiBase}`;
  const fixture = { questionnaire: kind };
  // prettier-ignore
  return [
    //                                                                            anon nOrg pend mbr  oAdm othr pAdm
    { route: `GET ${apiBase}/submission/:id/evaluate/`,                  expect: [401, 404, 404, 200, 200, 404, 200],
      fixture, request: (f) => ({ params: { id: f.submissionId! } }) },
    { route: `GET ${apiBase}/submission/:id/evaluate/`,                  expect: [401, 404, 404, 404, 404, 404, 404],
      variant: 'a draft has no evaluation', fixture, request: (f) => ({ params: { id: f.draftId! } }) },
    { route: `GET ${apiBase}/submission/:id/evaluate/pdf`,               expect: [401, 404, 404, 200, 200, 404, 200],
      fixture, request: (f) => ({ params: { id: f.submissionId! } }) },
    { route: `GET ${apiBase}/submission/:id/evaluate/comparison`,        expect: [401, 404, 404, 200, 200, 404, 200],
      fixture, request: (f) => ({ params: { id: f.submissionId! } }) },
    { route: `GET ${apiBase}/submission/:id/evaluate/comparison`,        expect: [401, 404, 404, 404, 404, 404, 404],
      variant: 'a draft has no comparison', fixture, request: (f) => ({ params: { id: f.draftId! } }) },
    { route: `GET ${apiBase}/retention/organization/:organizationId`,    expect: [401, 404, 404, 200, 200, 404, 200],
      fixture, request: (f) => ({ params: { organizationId: f.organizationId } }) },
  ];
}

// prettier-ignore
export const matrix: MatrixRow[] = [
  // System, public configuration and the API documentation: public; the metrics for platform admins.
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'GET /api/health',                                            expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/ready',                                             expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/metrics',                                           expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'GET /api/config/public',                                     expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs',                                              expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/json',                                         expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/yaml',                                         expect: [200, 200, 200, 200, 200, 200, 200] },
  // Redirects to /api/docs/.
  { route: 'GET /api/docs/static/index.html',                            expect: [302, 302, 302, 302, 302, 302, 302] },
  { route: 'GET /api/docs/static/swagger-initializer.js',                expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/static/*',                                     expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ path: '/api/docs/static/swagger-ui.css' }) },
  { route: 'HEAD /api/docs/static/*',                                    expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ path: '/api/docs/static/swagger-ui.css' }) },

  // The web app (SPA): its build files and every client route. Public.
  { route: 'GET /index.html',                                            expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'HEAD /index.html',                                           expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /*',                                                     expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ path: '/organisation' }) },

  // Sign-in and session (docs/decisions/003, 004).
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'GET /api/auth/csrf',                                         expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /api/auth/magic-link',                                  expect: [204, 204, 204, 204, 204, 204, 204],
    request: (f) => ({ body: { email: `new-${f.organizationId}@matrix.example` } }) },
  { route: 'POST /api/auth/verify',                                      expect: [200, 200, 200, 200, 200, 200, 200],
    freshSession: true, request: async (f) => ({ body: { token: await f.signInToken(), confirm: true } }) },
  { route: 'POST /api/auth/verify/preview',                              expect: [200, 200, 200, 200, 200, 200, 200],
    request: async (f) => ({ body: { token: await f.signInToken() } }) },
  { route: 'POST /api/auth/refresh',                                     expect: [401, 204, 204, 204, 204, 204, 204],
    freshSession: true },
  { route: 'POST /api/auth/logout',                                      expect: [204, 204, 204, 204, 204, 204, 204],
    freshSession: true },

  // The own profile.
  { route: 'GET /api/user/me',                                           expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'PUT /api/user/me',                                           expect: [401, 200, 200, 200, 200, 200, 200],
    request: () => ({ body: profile }) },
  { route: 'GET /api/user/me/data',                                      expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'DELETE /api/user/me',                                        expect: [401, 204, 204, 204, 204, 204, 204],
    deletesCaller: true },

  // Page-view statistics: counting is public (after consent in the browser), reading is for platform admins.
  { route: 'POST /api/stats/pageview',                                   expect: [204, 204, 204, 204, 204, 204, 204],
    request: () => ({ body: { path: '/faq' } }) },
  { route: 'GET /api/admin/statistics',                                  expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'GET /api/admin/insights/overview',                           expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'GET /api/admin/insights/overview/:file',                     expect: [401, 403, 403, 403, 403, 403, 200],
    request: () => ({ params: { file: 'funnel.xlsx' } }) },

  // Organisations (docs/decisions/007-organisations.md, Routes). Not a member: 404, as for an unknown id.
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'GET /api/organization/:id',                                  expect: [401, 404, 404, 200, 200, 404, 200],
    request: (f) => ({ params: { id: f.organizationId } }) },
  { route: 'GET /api/user/organization',                                 expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/user/organization/approved',                        expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /api/organization',                                     expect: [401, 201, 201, 201, 201, 201, 201],
    request: (f) => ({ body: organizationBody({ ...f.organization, name: `Neu ${f.organizationId}` }) }) },
  // Approved organisation: the update becomes a change request. Platform admins do not edit master data.
  { route: 'PUT /api/organization/:id',                                  expect: [401, 404, 404, 403, 200, 404, 404],
    request: (f) => ({ params: { id: f.organizationId },
      body: organizationBody({ ...f.organization, name: `Geändert ${f.organizationId}` }) }) },
  { route: 'PUT /api/organization/:id/approve',                          expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: { approvalStatus: 'Pending' },
    request: (f) => ({ params: { id: f.organizationId }, body: { comment: 'Geprüft.' } }) },
  { route: 'PUT /api/organization/:id/reject',                           expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: { approvalStatus: 'Pending' },
    request: (f) => ({ params: { id: f.organizationId }, body: { comment: 'Die Anschrift fehlt.' } }) },
  { route: 'PUT /api/organization/:id/changeRequest/:requestId/approve', expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: { openChangeRequest: true },
    request: (f) => ({ params: { id: f.organizationId, requestId: f.changeRequestId! }, body: {} }) },
  { route: 'PUT /api/organization/:id/changeRequest/:requestId/reject',  expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: { openChangeRequest: true },
    request: (f) => ({ params: { id: f.organizationId, requestId: f.changeRequestId! },
      body: { comment: 'Bitte belegen Sie die Namensänderung.' } }) },
  { route: 'PUT /api/organization/:id/members/:userId/role',             expect: [401, 404, 404, 403, 200, 404, 404],
    request: (f) => ({ params: { id: f.organizationId, userId: f.colleague.id }, body: { role: 'Member' } }) },
  { route: 'DELETE /api/organization/:id/members/:userId',               expect: [401, 404, 404, 403, 204, 404, 404],
    variant: 'remove another member',
    request: (f) => ({ params: { id: f.organizationId, userId: f.colleague.id } }) },
  { route: 'DELETE /api/organization/:id/members/:userId',               expect: [401, 404, 404, 204, 204, 404, 404],
    variant: 'leave: the caller removes themself',
    request: (f) => ({ params: { id: f.organizationId, userId: (f.caller ?? f.colleague).id } }) },
  { route: 'DELETE /api/organization/:id/invitations/:invitationId',     expect: [401, 404, 404, 403, 204, 404, 404],
    request: (f) => ({ params: { id: f.organizationId, invitationId: f.invitationId } }) },

  // Invitations as their invitee sees them: bound to the address, anyone else gets 404.
  { route: 'GET /api/user/invitations',                                  expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'PUT /api/user/invitations/:invitationId/accept',             expect: [401, 404, 200, 404, 404, 404, 404],
    request: (f) => ({ params: { invitationId: f.invitationId } }) },
  { route: 'PUT /api/user/invitations/:invitationId/decline',            expect: [401, 404, 204, 404, 404, 404, 404],
    request: (f) => ({ params: { invitationId: f.invitationId } }) },

  // Platform administration: 403 for every signed-in non-admin (docs/security.md 18).
  { route: 'GET /api/admin/organization',                                expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'GET /api/admin/organization/tasks',                          expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'GET /api/admin/organization/:id/signals',                    expect: [401, 403, 403, 403, 403, 403, 200],
    request: (f) => ({ params: { id: f.organizationId } }) },

  // Questionnaires (docs/decisions/011-questionnaires.md): five calls per kind; lists of the caller's own
  // organisations (empty for everyone else); the JSON Schemas are public.
  ...QuestionnaireKind.values.flatMap(questionnaireRows),
  ...QuestionnaireKind.values.flatMap(evaluationRows),
  { route: 'GET /api/certifications/draft',                              expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/certifications/submission',                         expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/questionnaires/:kind/schema',                       expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ params: { kind: 'procurement-project' } }) },

  // Journeys, workshop results, provider records, case studies (docs/decisions/014-journeys.md).
  ...journeyRows,
  ...adminJourneyRows,
  ...caseStudyRows,
  ...certificateRows,
  ...registerRows,
  ...certificateFileRows,
  ...adminExportRows,
  ...adminMailRows,
];
