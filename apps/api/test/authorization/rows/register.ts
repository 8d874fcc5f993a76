import type { MatrixRow } from '../matrix';

/**
 * Matrix rows of the public register (docs/product.md, "Register"): the list is public; the choice to be listed is
 * the organisation's admins'; taking an entry out is the platform admins'.
 */
// prettier-ignore
export const registerRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'GET /api/register',                                          expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({}) },
  { route: 'GET /api/register/badge/:code',                              expect: [200, 200, 200, 200, 200, 200, 200],
    fixture: { certificate: 'bronze-office' }, request: (f) => ({ params: { code: f.certificateCode! } }) },
  { route: 'PUT /api/organization/:id/register',                         expect: [401, 404, 404, 403, 200, 404, 404],
    request: (f) => ({ params: { id: f.organizationId }, body: { listed: true } }) },
  { route: 'DELETE /api/admin/register/:id',                             expect: [401, 403, 403, 403, 403, 403, 204],
    request: (f) => ({ params: { id: f.organizationId } }) },
];
