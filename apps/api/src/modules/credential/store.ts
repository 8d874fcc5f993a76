import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';
import type { Issuer, JsonObject } from './issuer';
import { openBadgeOf, signCredential } from './open-badge';

type CertificateRow = typeof certificates.$inferSelect;

/**
 * The certificate's credential: signed on first request and kept, so that every download is the same document and a
 * later key rotation leaves it as issued (docs/decisions/055-open-badges.md). Two first requests at once both sign;
 * the first to store wins and both answer its credential.
 */
export async function credentialOf(
  db: Database,
  issuer: Issuer,
  config: Pick<Config, 'publicUrl' | 'site'>,
  certificate: CertificateRow,
): Promise<{ certificate: CertificateRow; credential: JsonObject }> {
  if (certificate.credential) return { certificate, credential: certificate.credential as JsonObject };
  const signed = await signCredential(
    issuer,
    openBadgeOf(certificate, issuer, config.publicUrl, config.site.operator.name),
  );
  const [stored] = await db
    .update(certificates)
    .set({ credential: signed })
    .where(and(eq(certificates.id, certificate.id), isNull(certificates.credential)))
    .returning({ credential: certificates.credential });
  if (stored) return { certificate, credential: signed };
  const [row] = await db
    .select({ credential: certificates.credential })
    .from(certificates)
    .where(eq(certificates.id, certificate.id));
  return { certificate, credential: (row?.credential ?? signed) as JsonObject };
}
