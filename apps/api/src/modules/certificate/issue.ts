import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import {
  addDuration,
  CERTIFICATE_VALIDITY,
  CertificateLevel,
  certificateLevels,
  type ProcurementLevels,
  type ProviderLevels,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 10 characters of Crockford base32 from 50 random bits (docs/decisions/015-certificates.md).
 * @internal
 */
export function newCertificateCode(): string {
  const bits = randomBytes(8).readBigUInt64BE(0) >> 14n; // 64 bits read, 50 kept
  let code = '';
  for (let shift = 45n; shift >= 0n; shift -= 5n) code += CROCKFORD[Number((bits >> shift) & 31n)];
  return code;
}

type LevelRecord = { completedAt: string | null };

/** The levels the rules report completed, with their completion day. */
function completedCertificateLevels(
  levels: ProcurementLevels | ProviderLevels,
): Array<{ level: CertificateLevel; awardedOn: string }> {
  const byField = levels as unknown as Record<string, LevelRecord | undefined>;
  return CertificateLevel.values.flatMap((level) => {
    const awardedOn = byField[certificateLevels[level].levelField]?.completedAt;
    return awardedOn ? [{ level, awardedOn }] : [];
  });
}

/**
 * Issues a certificate for every completed level that has none for this completion and no unrevoked one; call it
 * in the transaction of the write that completed the level (refreshJourney). Concurrent refreshes issue once: the
 * unique indexes turn the second insert into nothing. Returns the levels issued now, for the write's mail to say.
 */
export async function issueCertificates(
  db: Database,
  organizationId: string,
  organizationName: string,
  levels: ProcurementLevels | ProviderLevels,
): Promise<CertificateLevel[]> {
  const issued: CertificateLevel[] = [];
  for (const { level, awardedOn } of completedCertificateLevels(levels)) {
    for (;;) {
      const inserted = await db
        .insert(certificates)
        .values({
          organizationId,
          level,
          code: newCertificateCode(),
          awardedOn,
          validUntil: addDuration(awardedOn, CERTIFICATE_VALIDITY),
          organizationName,
        })
        .onConflictDoNothing()
        .returning({ id: certificates.id });
      if (inserted.length > 0) {
        issued.push(level);
        break;
      }
      const [existing] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            eq(certificates.organizationId, organizationId),
            eq(certificates.level, level),
            or(isNull(certificates.revokedAt), eq(certificates.awardedOn, awardedOn)),
          ),
        )
        .limit(1);
      // Nothing blocked by this completion: the random code collided with another certificate's; draw again.
      if (existing) break;
    }
  }
  return issued;
}
