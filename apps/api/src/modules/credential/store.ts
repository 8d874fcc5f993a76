import { and, eq, isNull } from 'drizzle-orm';
import { certificateMessages, isPlaceholder } from '@cert/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import type { Issuer } from './issuer';
import { openBadgeOf, signCredential } from './open-badge';

type CertificateRow = typeof certificates.$inferSelect;

/** A signed credential as its file says it: indented JSON in the order it was signed in (`@context` first). */
const credentialText = (credential: object) => JSON.stringify(credential, null, 2);

/**
 * The certificate's credential as its JSON text: signed on first request and kept as that text, so that every
 * download and every baked seal is the same bytes and a later key rotation leaves it as issued
 * (docs/decisions/055-open-badges.md, docs/decisions/058-credentials-for-verifiers-anywhere.md). Two first requests
 * at once both sign; the first to store wins and both answer its text. 409 while the operator's name is a placeholder.
 */
export async function credentialOf(
  db: Database,
  issuer: Issuer,
  config: Pick<Config, 'publicUrl' | 'site'>,
  certificate: CertificateRow,
): Promise<{ certificate: CertificateRow; credential: string }> {
  if (certificate.credential !== null) return { certificate, credential: certificate.credential };
  // The issuer's name is signed into the credential for good: never the example's placeholder (docs/operations.md,
  // "Site configuration"); the office's pages say what is missing.
  if (isPlaceholder(config.site.operator.name)) throw conflict(certificateMessages.issuerNotConfigured);
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
