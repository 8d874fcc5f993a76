import { certificateMessages, ErrorCode, type CertificateLevel } from '@cert/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { requireOrganizationAccess } from '../organization';
import { findCurrentCertificate, type CertificateRow } from './repository';

/**
 * The organisation's unrevoked certificate of a level, for a file of it (seal, document, credential; ADR 015 "Paths",
 * ADR 055): only its members and platform admins (404 for anyone else), and 404 until the level is completed.
 */
export async function requireCurrentCertificate(
  db: Database,
  user: Parameters<typeof requireOrganizationAccess>[1],
  organizationId: string,
  level: CertificateLevel,
): Promise<CertificateRow> {
  await requireOrganizationAccess(db, user, organizationId, { platformAdmin: true });
  const certificate = await findCurrentCertificate(db, organizationId, level);
  if (!certificate) throw new HttpError(404, ErrorCode.NotFound, certificateMessages.levelNotCompleted);
  return certificate;
}
