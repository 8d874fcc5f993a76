import { ExportKind } from '@cert/domain';
import { adminExportPath } from '@cert/domain/contracts';
import type { MatrixRow } from '../matrix';

/**
 * Matrix rows of the admin exports (platform admins only, docs/security.md 18) and the blank questionnaire PDFs
 * (public like the schema: the questions are no secret). docs/decisions/015-certificates.md.
 */
// prettier-ignore
export const adminExportRows: MatrixRow[] = [
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  ...ExportKind.values.map((kind): MatrixRow => (
    { route: `POST ${adminExportPath(kind)}`,                            expect: [401, 403, 403, 403, 403, 403, 200] })),
  { route: 'GET /api/questionnaires/:kind/blank-pdf',                    expect: [200, 200, 200, 200, 200, 200, 200],
    request: () => ({ params: { kind: 'provider-expert' } }) },
];
