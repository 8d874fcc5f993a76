import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { eq } from 'drizzle-orm';
import type { CredentialVerification } from '@cert/domain';
import { certificateVerificationOf } from '../certificate';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';
import type { Issuer, JsonObject } from './issuer';
import { statusListCredential, statusListUrl } from './status-list';

const UUID_URN = /^urn:uuid:([0-9a-f-]{36})$/;

/**
 * Checks a credential as any verifier would, with the same libraries and nothing fetched: the proof against this
 * platform's keys (our DID document), the dates and the status list; then the certificate it names, for the facts
 * the check page shows (docs/decisions/055-open-badges.md). A failed proof is `tampered`: whether a character was
 * changed or another issuer signed, the credential does not say what this platform certified.
 */
export async function verifyCredential(
  db: Database,
  issuer: Issuer,
  publicUrl: string,
  credential: JsonObject,
  now: Date,
  today: string,
): Promise<CredentialVerification> {
  const statusLists = new Map<string, JsonObject>();
  const status = (credential.credentialStatus ?? {}) as { statusListCredential?: unknown };
  const list = typeof status.statusListCredential === 'string' ? status.statusListCredential : '';
  const match = /\/api\/credentials\/status\/(\d+)$/.exec(list);
  if (match && list === statusListUrl(publicUrl, Number(match[1]))) {
    statusLists.set(list, await statusListCredential(db, issuer, publicUrl, Number(match[1]), now));
  }
  const documentLoader = issuer.documentLoader((url) => statusLists.get(url));
  const suite = issuer.verifyingSuite();
  // The proof is checked as of the credential's first valid moment: whether it has expired since is the
  // certificate's status today, said below, not a failed proof.
  const validFrom = typeof credential.validFrom === 'string' ? new Date(credential.validFrom) : now;
  const result = await vc
    .verifyCredential({
      credential,
      suite,
      documentLoader,
      now: Number.isNaN(validFrom.getTime()) ? now : validFrom,
      checkStatus: (options) => checkStatus({ ...options, documentLoader, suite }),
    })
    .catch((error: Error) => ({ verified: false, error }));

  const id = UUID_URN.exec(typeof credential.id === 'string' ? credential.id : '')?.[1];
  const [row] = id ? await db.select().from(certificates).where(eq(certificates.id, id)) : [];
  const proofHolds = proofVerified(result);
  if (!proofHolds || !row) return { check: 'tampered', certificate: null };
  const certificate = certificateVerificationOf(row, today);
  // The status list and the certificate say the same; the list is what verifiers elsewhere read.
  const revokedOnList = statusSaysRevoked(result);
  const check = certificate.status === 'revoked' || revokedOnList ? 'revoked' : certificate.status;
  return { check, certificate };
}

type Result = { verified: boolean; error?: Error & { errors?: Error[] }; results?: JsonObject[] };

/** Whether the proof itself held, whatever the dates or the status say. */
function proofVerified(result: Result): boolean {
  const proofs = (result.results ?? []) as Array<{ verified?: boolean }>;
  return proofs.length > 0 && proofs.every((proof) => proof.verified === true);
}

function statusSaysRevoked(result: Result): boolean {
  const statusResult = (
    result as { statusResult?: { verified?: boolean; results?: Array<{ status?: boolean }> } }
  ).statusResult;
  return statusResult?.results?.some((entry) => entry.status === true) ?? false;
}
