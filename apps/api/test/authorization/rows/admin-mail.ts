import { randomUUID } from 'node:crypto';
import type { MatrixRow } from '../matrix';

/** Matrix rows of the office's view of undelivered mails (platform admins only, docs/security.md 18 and 52). */
// prettier-ignore
export const adminMailRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route: 'GET /api/admin/mails/undelivered',                            expect: [401, 403, 403, 403, 403, 403, 200] },
  // No such mail: the admin's 404 shows the route let them through.
  { route: 'POST /api/admin/mails/:id/resend',                            expect: [401, 403, 403, 403, 403, 403, 404],
    request: () => ({ params: { id: randomUUID() } }) },
];
