import type { MatrixRow } from '../matrix';

/**
 * Matrix rows of the certificates (docs/decisions/015-certificates.md): verification is public; the organisation's
 * list is for its members and platform admins; revoking is for platform admins only.
 */
// prettier-ignore
export const certificateRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'GET /api/certificates/:code',                                expect: [200, 200, 200, 200, 200, 200, 200],
    fixture: { certificate: 'bronze-office' }, request: (f) => ({ params: { code: f.certificateCode! } }) },
  { route: 'GET /api/certificates/organization/:id',                     expect: [401, 404, 404, 200, 200, 404, 200],
    fixture: { journey: 'provider' }, request: (f) => ({ params: { id: f.organizationId } }) },
  { route: 'POST /api/admin/certificates/:code/revoke',                  expect: [401, 403, 403, 403, 403, 403, 200],
    fixture: { certificate: 'gold' },
    request: (f) => ({ params: { code: f.certificateCode! }, body: { reason: 'Angaben im Praxisbeispiel unzutreffend.' } }) },
];
