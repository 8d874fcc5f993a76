import * as vc from '@digitalbazaar/vc';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificates } from '../../db/schema';
import type { Issuer, JsonObject } from './issuer';

/**
 * Revocation as a Bitstring Status List (docs/decisions/055-open-badges.md): every certificate has an index, never
 * reused; list n holds the indexes (n−1)·LIST_LENGTH … n·LIST_LENGTH−1. 131,072 entries is the specification's
 * minimum length (16 KiB), so that a list reveals nothing of one organisation.
 */
const LIST_LENGTH = 131_072;

/** A moment as credentials write it: to the second, in UTC. */
export const isoSeconds = (moment: Date) => moment.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const statusListUrl = (publicUrl: string, list: number) =>
  `${publicUrl}/api/credentials/status/${list}`;

const listOf = (index: number) => Math.floor(index / LIST_LENGTH) + 1;

/** A credential's entry: its list and its place in it. */
export function statusEntry(publicUrl: string, index: number): JsonObject {
  const url = statusListUrl(publicUrl, listOf(index));
  return {
    id: `${url}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index % LIST_LENGTH),
    statusListCredential: url,
  };
}

/**
 * The bits of list `list`: set for every index issued so far whose certificate is revoked or no longer exists
 * (an organisation deleted with its certificates: what it was shown must not go on verifying).
 */
async function revokedBits(db: Database, list: number): Promise<{ bits: number[]; key: string }> {
  const first = (list - 1) * LIST_LENGTH;
  const last = list * LIST_LENGTH - 1;
  const rows = await db
    .select({ index: certificates.statusIndex, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(and(gte(certificates.statusIndex, first), lte(certificates.statusIndex, last)))
    .orderBy(asc(certificates.statusIndex));
  const current = new Set(rows.filter((row) => row.revokedAt === null).map((row) => row.index));
  const highest = rows.at(-1)?.index ?? first - 1;
  const bits: number[] = [];
  for (let index = Math.max(first, 1); index <= highest; index += 1)
    if (!current.has(index)) bits.push(index);
  return { bits, key: `${highest}:${bits.join(',')}` };
}

const cache = new Map<string, { key: string; credential: Promise<JsonObject> }>();

/**
 * The signed status list credential of list `list`. Signed again only when a bit changed or an index was added,
 * else served from memory (per issuer and list).
 */
export async function statusListCredential(
  db: Database,
  issuer: Issuer,
  publicUrl: string,
  list: number,
  now: Date,
): Promise<JsonObject> {
  const { bits, key } = await revokedBits(db, list);
  const cacheKey = `${issuer.signingKeyId} ${list}`;
  const cached = cache.get(cacheKey);
  if (cached?.key === key) return cached.credential;
  const credential = (async () => {
    const bitstring = await createList({ length: LIST_LENGTH });
    for (const index of bits) bitstring.setStatus(index % LIST_LENGTH, true);
    const unsigned = await createCredential({
      id: statusListUrl(publicUrl, list),
      list: bitstring,
      statusPurpose: 'revocation',
    });
    return vc.issue({
      credential: { ...unsigned, issuer: issuer.did, validFrom: isoSeconds(now) },
      suite: issuer.signingSuite(),
      documentLoader: issuer.documentLoader(),
    });
  })();
  cache.set(cacheKey, { key, credential });
  credential.catch(() => cache.delete(cacheKey));
  return credential;
}
