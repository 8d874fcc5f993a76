import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CERTIFICATE_CODE_PATTERN,
  CertificateLevel,
  certificateNumber,
  certificateStatus,
  isoDateInGermany,
  type CertificateVerification,
  type OrganizationCertificate,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';

/** A stored certificate (docs/decisions/015-certificates.md). */
export type CertificateRow = typeof certificates.$inferSelect;

/** The public facts of a certificate, with its status on `today` (YYYY-MM-DD, German time). */
export function certificateVerificationOf(row: CertificateRow, today: string): CertificateVerification {
  const level = row.level;
  const revokedOn = row.revokedAt ? isoDateInGermany(row.revokedAt) : null;
  return {
    code: row.code,
    number: certificateNumber(row.code, row.awardedOn),
    level,
    levelLabel: CertificateLevel.labels[level],
    status: certificateStatus({ validUntil: row.validUntil, revokedOn }, today),
    organizationName: row.organizationName,
    awardedOn: row.awardedOn,
    validUntil: row.validUntil,
    revokedOn,
  };
}

/** A certificate as its organisation's members and the platform admins see it: with id and revocation reason. */
export function organizationCertificateOf(row: CertificateRow, today: string): OrganizationCertificate {
  return {
    ...certificateVerificationOf(row, today),
    _id: row.id,
    organization: row.organizationId,
    revokeReason: row.revokeReason,
  };
}

/** The organisation's unrevoked certificate of a level, or undefined (none issued yet, or revoked). */
export async function findCurrentCertificate(
  db: Database,
  organizationId: string,
  level: CertificateLevel,
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.organizationId, organizationId),
        eq(certificates.level, level),
        isNull(certificates.revokedAt),
      ),
    );
  return row;
}

/** The certificate with this code, or undefined: also for any text that cannot be a code (no query then). */
export async function findCertificateByCode(db: Database, code: string): Promise<CertificateRow | undefined> {
  if (!CERTIFICATE_CODE_PATTERN.test(code)) return undefined;
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

/** Every certificate of the organisation, revoked ones included, newest award first. */
export function listOrganizationCertificates(
  db: Database,
  organizationId: string,
): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.organizationId, organizationId))
    .orderBy(desc(certificates.awardedOn), desc(certificates.createdAt), desc(certificates.id));
}
