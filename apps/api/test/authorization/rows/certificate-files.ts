import { CertificateLevel, certificateLevels } from '@cert/domain';
import type { MatrixRow } from '../matrix';

const routes = CertificateLevel.values.flatMap((level) =>
  ['certificate-seal', 'certificate-document'].map(
    (file) => `GET /api/journey/${certificateLevels[level].apiSegment}/${file}/organization/:id`,
  ),
);

/**
 * Matrix rows of the seals and certificate documents (docs/decisions/015-certificates.md), one per level and file:
 * the fixture's organisation holds no certificate, so after the sign-in check everyone learns the same 404
 * (non-members are refused before the lookup). The 200 of members and platform admins once a level is completed
 * is proven in test/certificate/seals.test.ts and documents.test.ts.
 */
// prettier-ignore
export const certificateFileRows: MatrixRow[] = routes.map((route) => (
  //                                                                              anon nOrg pend mbr  oAdm othr pAdm
  { route,                                                               expect: [401, 404, 404, 404, 404, 404, 404],
    request: (f) => ({ params: { id: f.organizationId } }) }
));
