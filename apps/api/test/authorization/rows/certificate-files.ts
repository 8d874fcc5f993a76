import { CertificateLevel, certificateLevels } from '@cert/domain';
import type { MatrixRow } from '../matrix';

const files = [
  'certificate-seal',
  'certificate-document',
  'certificate-credential',
  'certificate-badge',
] as const;
const route = (level: CertificateLevel, file: (typeof files)[number]) =>
  `GET /api/journey/${certificateLevels[level].apiSegment}/${file}/organization/:id`;

/**
 * Matrix rows of the seals, certificate documents and Open Badges credentials (docs/decisions/015-certificates.md,
 * 055-open-badges.md), one per level and file:
 * the organisation's members and platform admins get the file of a level it holds a certificate of; whoever is
 * not a member learns nothing (404). Without a certificate of the level it is 404 for everyone.
 */
// prettier-ignore
export const certificateFileRows: MatrixRow[] = [
  ...CertificateLevel.values.flatMap((level) => files.map((file): MatrixRow => (
    //                                                                            anon nOrg pend mbr  oAdm othr pAdm
    { route: route(level, file),                                         expect: [401, 404, 404, 200, 200, 404, 200],
      fixture: { certificate: level }, request: (f) => ({ params: { id: f.organizationId } }) }
  ))),
  ...files.map((file): MatrixRow => (
    { route: route('bronze-office', file),                               expect: [401, 404, 404, 404, 404, 404, 404],
      variant: 'no certificate of the level', fixture: { certificate: 'bronze-project' },
      request: (f) => ({ params: { id: f.organizationId } }) }
  )),
];
