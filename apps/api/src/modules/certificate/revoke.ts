import { eq } from 'drizzle-orm';
import { certificateMessages } from '@cert/domain';
import type { Database } from '../../db/client';
import { certificates, organizations } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict } from '../../lib/http-error';
import { certificateNotFound } from './not-found';
import type { CertificateRow } from './repository';

export type Revocation = { reason: string; actorId: string; now: Date };

/**
 * Marks one certificate revoked and writes its audit row `certificate.revoked`, in the caller's transaction: the
 * admin's revocation below, and a record withdrawn or corrected so that its level is no longer completed.
 */
export async function writeRevocation(
  tx: Database,
  certificate: { id: string; organizationId: string },
  revocation: Revocation,
): Promise<CertificateRow> {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: revocation.now, revokedBy: revocation.actorId, revokeReason: revocation.reason })
    .where(eq(certificates.id, certificate.id))
    .returning();
  await recordAudit(tx, {
    action: 'certificate.revoked',
    actorId: revocation.actorId,
    organizationId: certificate.organizationId,
    subjectId: certificate.id,
    comment: revocation.reason,
    now: revocation.now,
  });
  return row!;
}

/**
 * Revokes the certificate with this code with the admin's reason, in one transaction with its audit row
 * `certificate.revoked` (docs/decisions/015-certificates.md). 404 for an unknown code, 409 when it is revoked
 * already. Answers the revoked certificate and its organisation's current name (for the mail).
 */
export async function revokeCertificate(
  db: Database,
  code: string,
  revocation: Revocation,
  /** Records the mails of the revocation in its transaction (docs/decisions/063-mail-outbox.md); their ids. */
  recordMails: (tx: Database, certificate: CertificateRow, organizationName: string) => Promise<string[]>,
): Promise<{ certificate: CertificateRow; organizationName: string; mailIds: string[] }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ certificate: certificates, organizationName: organizations.name })
      .from(certificates)
      .innerJoin(organizations, eq(organizations.id, certificates.organizationId))
      .where(eq(certificates.code, code))
      .for('update', { of: certificates });
    if (!found) throw certificateNotFound();
    if (found.certificate.revokedAt) throw conflict(certificateMessages.alreadyRevoked);
    const certificate = await writeRevocation(tx, found.certificate, revocation);
    const mailIds = await recordMails(tx, certificate, found.organizationName);
    return { certificate, organizationName: found.organizationName, mailIds };
  });
}
