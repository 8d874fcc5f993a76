import type { MatrixRow } from '../matrix';

/** A well-formed code that names no certificate: the fixture issues none (apps/api/test/certificate covers 200). */
const unknownCode = 'ZZZZZZZZZZ';

/**
 * Matrix rows of the certificates (docs/decisions/015-certificates.md): verification is public (an unknown code
 * is 404 for everyone); the organisation's list is for its members and platform admins; revoking is for platform
 * admins only, who get past authorization to the lookup of the code.
 */
// prettier-ignore
export const certificateRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'GET /api/certificates/:code',                                expect: [404, 404, 404, 404, 404, 404, 404],
    request: () => ({ params: { code: unknownCode } }) },
  { route: 'GET /api/certificates/organization/:id',                     expect: [401, 404, 404, 200, 200, 404, 200],
    fixture: { journey: 'provider' }, request: (f) => ({ params: { id: f.organizationId } }) },
  { route: 'POST /api/admin/certificates/:code/revoke',                  expect: [401, 403, 403, 403, 403, 403, 404],
    request: () => ({ params: { code: unknownCode }, body: { reason: 'Angaben im Praxisbeispiel unzutreffend.' } }) },
];
