import { type CaseStudyKind } from '@cert/domain';
import { adminCaseStudyDecisionPath, caseStudyApiBase } from '../../helpers/case-study-paths';
import { complete } from '../../case-study/support';
import type { MatrixRow } from '../matrix';

/**
 * The six calls of one kind of case study, under the documents' one rule (ADR 053): members of the organisation
 * write (platform admins get 404 like any non-member); members read, platform admins once it is submitted, never a
 * draft. Creating for an organisation that is not an approved one of the caller answers the spec's 400 'no active
 * organization available'.
 */
function caseStudyUserRows(kind: CaseStudyKind): MatrixRow[] {
  const base = caseStudyApiBase[kind];
  const journey = kind === 'gold' ? 'procurement' : 'provider';
  const withRecord = { journey } as const;
  const withDraft = { journey, caseStudyState: 'DRAFT' } as const;
  // Create needs an organisation of the kind's type without a case study in work: the questionnaire fixture
  // gives the provider type, the default organisation is a procurer.
  const withoutCaseStudy = kind === 'gold' ? {} : ({ questionnaire: 'provider-expert' } as const);
  // The journey fixture completes the level before each case study in January (a passed workshop; an event and
  // the e-learning), so both submits pass the level gate.
  // prettier-ignore
  return [
    //                                                                            anon nOrg pend mbr  oAdm othr pAdm
    { route: `POST ${base}`,                                             expect: [401, 400, 400, 201, 201, 400, 400],
      fixture: withoutCaseStudy, request: (f) => ({ body: { organization: f.organizationId, content: {} } }) },
    { route: `GET ${base}/organization/:organizationId`,                 expect: [401, 404, 404, 200, 200, 404, 200],
      fixture: withRecord, request: (f) => ({ params: { organizationId: f.organizationId } }) },
    { route: `GET ${base}/organization/:organizationId`,                 expect: [401, 404, 404, 200, 200, 404, 404],
      variant: 'a draft is the organisation\'s own', fixture: withDraft,
      request: (f) => ({ params: { organizationId: f.organizationId } }) },
    { route: `GET ${base}/:id`,                                          expect: [401, 404, 404, 200, 200, 404, 200],
      fixture: withRecord, request: (f) => ({ params: { id: f.journey!.caseStudyId } }) },
    { route: `GET ${base}/:id`,                                          expect: [401, 404, 404, 200, 200, 404, 404],
      variant: 'a draft is the organisation\'s own', fixture: withDraft,
      request: (f) => ({ params: { id: f.journey!.caseStudyId } }) },
    { route: `PUT ${base}/:id`,                                          expect: [401, 404, 404, 200, 200, 404, 404],
      fixture: withDraft,
      request: (f) => ({ params: { id: f.journey!.caseStudyId }, body: { content: { title: 'Entwurf' }, version: 1 } }) },
    { route: `PUT ${base}/:id/submit`,                                   expect: [401, 404, 404, 200, 200, 404, 404],
      fixture: withDraft,
      request: (f) => ({ params: { id: f.journey!.caseStudyId }, body: { content: complete(), version: 1 } }) },
    { route: `DELETE ${base}/:id`,                                       expect: [401, 404, 404, 204, 204, 404, 404],
      fixture: withDraft, request: (f) => ({ params: { id: f.journey!.caseStudyId } }) },
  ];
}

/** The platform admins' decisions on a submitted case study: 403 for every signed-in non-admin. */
function caseStudyDecisionRows(kind: CaseStudyKind): MatrixRow[] {
  const fixture = { journey: kind === 'gold' ? 'procurement' : 'provider' } as const;
  const route = (decision: 'accept' | 'reject') => `PUT ${adminCaseStudyDecisionPath(':id', kind, decision)}`;
  // prettier-ignore
  return [
    //                                                                            anon nOrg pend mbr  oAdm othr pAdm
    { route: route('accept'),                                            expect: [401, 403, 403, 403, 403, 403, 200],
      fixture, request: (f) => ({ params: { id: f.organizationId }, body: {} }) },
    { route: route('reject'),                                            expect: [401, 403, 403, 403, 403, 403, 200],
      fixture, request: (f) => ({ params: { id: f.organizationId }, body: { comment: 'Die Ergebnisse fehlen.' } }) },
  ];
}

/** Matrix rows of case studies and their admin decisions (docs/decisions/014-journeys.md). */
export const caseStudyRows: MatrixRow[] = [
  ...caseStudyUserRows('gold'),
  ...caseStudyUserRows('practitioner'),
  ...caseStudyDecisionRows('gold'),
  ...caseStudyDecisionRows('practitioner'),
];
