import { isoDateInGermany } from '@cert/domain';
import { FakeClock } from '../../helpers/app';
import type { MatrixRow } from '../matrix';

/** The matrix test's clock day (its FakeClock), inside the date window of a reported participation. */
const today = isoDateInGermany(new FakeClock().now());

const levelReads = (pathType: 'procurement' | 'provider', levels: string[]) =>
  ['', ...levels.map((level) => `/${level}`)].map(
    (level) => `GET /api/journey/${pathType}${level}/organization/:id`,
  );

const procurementReads = levelReads('procurement', [
  'bronze/office',
  'bronze/project',
  'silver/office',
  'silver/project',
  'gold',
]);
const providerReads = levelReads('provider', ['professional', 'practitioner']);

/**
 * Matrix rows of the journey reads (docs/decisions/014-journeys.md): members of the organisation and platform
 * admins read the whole journey and its levels; the path of the other organisation type is 404 for everyone.
 */
// prettier-ignore
export const journeyRows: MatrixRow[] = [
  ...procurementReads.flatMap((route): MatrixRow[] => [
    //                                                                            anon nOrg pend mbr  oAdm othr pAdm
    { route,                                                             expect: [401, 404, 404, 200, 200, 404, 200],
      fixture: { journey: 'procurement' }, request: (f) => ({ params: { id: f.organizationId } }) },
    { route,                                                             expect: [401, 404, 404, 404, 404, 404, 404],
      variant: 'a provider has no procurement journey',
      fixture: { journey: 'provider' }, request: (f) => ({ params: { id: f.organizationId } }) },
  ]),
  ...providerReads.flatMap((route): MatrixRow[] => [
    //                                                                            anon nOrg pend mbr  oAdm othr pAdm
    { route,                                                             expect: [401, 404, 404, 200, 200, 404, 200],
      fixture: { journey: 'provider' }, request: (f) => ({ params: { id: f.organizationId } }) },
    { route,                                                             expect: [401, 404, 404, 404, 404, 404, 404],
      variant: 'a procurer has no provider journey',
      fixture: { journey: 'procurement' }, request: (f) => ({ params: { id: f.organizationId } }) },
  ]),
  // Requests to the office: members of an approved organisation; the office answers, it does not ask.
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'POST /api/journey/provider/organization/:id/requests',     expect: [401, 404, 404, 201, 201, 404, 404],
    fixture: { journey: 'provider' }, request: (f) => ({ params: { id: f.organizationId },
      body: { recordKind: 'event', performedAt: today, eventName: 'Innovationstag' } }) },
  { route: 'POST /api/journey/procurement/organization/:id/requests',  expect: [401, 404, 404, 201, 201, 404, 404],
    fixture: { journey: 'procurement' }, request: (f) => ({ params: { id: f.organizationId },
      body: { branch: 'project', note: 'Dienstags passt es am besten.' } }) },
];
