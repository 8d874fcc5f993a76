import { isoDateInGermany } from '@cert/domain';
import { FakeClock } from '../../helpers/app';
import { minimalPdf } from '../../helpers/pdf-files';
import type { MatrixRow } from '../matrix';

/** The matrix test's clock day (its FakeClock), inside the date field's window of admin records. */
const today = isoDateInGermany(new FakeClock().now());
const procurement = { journey: 'procurement' } as const;
const provider = { journey: 'provider' } as const;

function reportForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'Bericht.pdf');
  return form;
}

const providerRecord = { performedAt: today, eventName: 'Innovationstag 2026' };

/** Matrix rows of admin journey pages and lists, workshop results and provider records (docs/decisions/014-journeys.md). */
// prettier-ignore
export const adminJourneyRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'POST /api/workshop/procurement/report',                      expect: [401, 403, 403, 403, 403, 403, 201],
    request: () => ({ body: reportForm() }) },
  { route: 'POST /api/workshop/procurement',                             expect: [401, 403, 403, 403, 403, 403, 201],
    fixture: procurement, request: (f) => ({ body: {
      type: 'office', organization: f.organizationId, reportRef: f.journey!.workshopReportRef, performedAt: today, passed: true,
    } }) },
  { route: 'GET /api/workshop/procurement/office/organization/:id',      expect: [401, 404, 404, 200, 200, 404, 200],
    fixture: procurement, request: (f) => ({ params: { id: f.organizationId } }) },
  { route: 'GET /api/workshop/procurement/project/organization/:id',     expect: [401, 404, 404, 200, 200, 404, 200],
    fixture: procurement, request: (f) => ({ params: { id: f.organizationId } }) },
  { route: 'GET /api/workshop/procurement/report/organization/:orgId/:reportRef/:fileName',
                                                                         expect: [401, 404, 404, 200, 200, 404, 200],
    fixture: procurement, request: (f) => ({ params: {
      orgId: f.organizationId, reportRef: f.journey!.workshopReportRef!, fileName: f.journey!.workshopFileName!,
    } }) },
  { route: 'GET /api/admin/journeys',                                    expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'GET /api/admin/journeys/tasks',                              expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'GET /api/admin/organization/:id/journey',                    expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: procurement, request: (f) => ({ params: { id: f.organizationId } }) },
  { route: 'POST /api/admin/journeys/:id/postpone-procurement',          expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: procurement, request: (f) => ({ params: { id: f.journey!.journeyId }, body: { comment: 'Auf Wunsch der Stelle.' } }) },
  { route: 'POST /api/admin/journeys/:id/close-stale-procurement',       expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: procurement, request: (f) => ({ params: { id: f.journey!.journeyId }, body: { comment: 'Seit Monaten ohne Aktivität.' } }) },
  { route: 'POST /api/admin/organization/:id/journey/provider/professional/event',
                                                                         expect: [401, 403, 403, 403, 403, 403, 201],
    fixture: provider, request: (f) => ({ params: { id: f.organizationId }, body: providerRecord }) },
  { route: 'POST /api/admin/organization/:id/journey/provider/professional/elearning',
                                                                         expect: [401, 403, 403, 403, 403, 403, 201],
    fixture: provider, request: (f) => ({ params: { id: f.organizationId }, body: providerRecord }) },
  // The provider fixture completed professional in January, so practitioner is open.
  { route: 'POST /api/admin/organization/:id/journey/provider/practitioner/innovation-entry',
                                                                         expect: [401, 403, 403, 403, 403, 403, 201],
    fixture: provider, request: (f) => ({ params: { id: f.organizationId },
      body: { ...providerRecord, url: 'https://marktplatz.example.de/innovation/1' } }) },
  { route: 'POST /api/admin/organization/:id/journey/provider/practitioner/presentation',
                                                                         expect: [401, 403, 403, 403, 403, 403, 201],
    fixture: provider, request: (f) => ({ params: { id: f.organizationId }, body: providerRecord }) },
  { route: 'PUT /api/admin/organization/:id/journey/procurement/workshop/:recordId/withdraw',
                                                                         expect: [401, 403, 403, 403, 403, 403, 204],
    fixture: procurement, request: (f) => ({ params: { id: f.organizationId, recordId: f.journey!.workshopResultId! },
      body: { reason: 'Für die falsche Organisation erfasst.' } }) },
  { route: 'PUT /api/admin/organization/:id/journey/procurement/workshop/:recordId',
                                                                         expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: procurement, request: (f) => ({ params: { id: f.organizationId, recordId: f.journey!.workshopResultId! },
      body: { performedAt: today, passed: true, reason: 'Datum berichtigt.' } }) },
  { route: 'PUT /api/admin/organization/:id/journey/provider/record/:recordId',
                                                                         expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: provider, request: (f) => ({ params: { id: f.organizationId, recordId: f.journey!.providerRecordId! },
      body: { performedAt: '2026-01-14', eventName: 'Innovationstag Nord', reason: 'Name berichtigt.' } }) },
  { route: 'PUT /api/admin/organization/:id/journey/provider/record/:recordId/withdraw',
                                                                         expect: [401, 403, 403, 403, 403, 403, 204],
    fixture: provider, request: (f) => ({ params: { id: f.organizationId, recordId: f.journey!.providerRecordId! },
      body: { reason: 'Für die falsche Organisation erfasst.' } }) },
  { route: 'POST /api/admin/organization/:id/journey/requests/:requestId/record',
                                                                         expect: [401, 403, 403, 403, 403, 403, 201],
    fixture: provider, request: (f) => ({ params: { id: f.organizationId, requestId: f.journey!.requestId },
      body: { performedAt: today, eventName: 'Innovationstag Süd' } }) },
  { route: 'POST /api/admin/organization/:id/journey/requests/:requestId/dismiss',
                                                                         expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: procurement, request: (f) => ({ params: { id: f.organizationId, requestId: f.journey!.requestId },
      body: { comment: 'Der Workshop ist bereits vereinbart.' } }) },
];
