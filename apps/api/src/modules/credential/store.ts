import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';
import type { Issuer } from './issuer';
import { openBadgeOf, signCredential } from './open-badge';

type CertificateRow = typeof certificates.$inferSelect;

/** A signed credential as its file says it: indented JSON in the order it was signed in (`@context` first). */
const credentialText = (credential: object) => JSON.stringify(credential, null, 2);

/**
 * The certificate's credential as its JSON text: signed on first request and kept as that text, so that every
 * download and every baked seal is the same bytes and a later key rotation leaves it as issued
 * (docs/decisions/055-open-badges.md, docs/decisions/058-credentials-for-verifiers-anywhere.md). Two first requests
 * at once both sign; the first to store wins and both answer its text.
 */
export async function credentialOf(
  db: Database,
  issuer: Issuer,
  config: Pick<Config, 'publicUrl' | 'site'>,
  certificate: CertificateRow,
): Promise<{ certificate: CertificateRow; credential: string }> {
  if (certificate.credential !== null) return { certificate, credential: certificate.credential };
  const signed = credentialText(
    await signCredential(
      issuer,
      openBadgeOf(certificate, issuer, config.publicUrl, config.site.operator.name),
    ),
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
  return { certificate, credential: row?.credential ?? signed };
}
