import { and, eq, gt, isNull } from 'drizzle-orm';
import { MAGIC_LINK_TTL_MINUTES } from '@cert/domain';
import type { Database } from '../../db/client';
import { magicLinkTokens } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';

/**
 * Stores a new sign-in token for the address and spends every older unused one (SECURITY 1, 2).
 * Returns the token itself, which only the e-mail will carry.
 */
export async function issueMagicLinkToken(
  db: Database,
  values: { email: string; callbackUrl: string | null; requestedBy: string; now: Date },
): Promise<string> {
  const token = randomToken();
  const { email, callbackUrl, requestedBy, now } = values;
  await db.transaction(async (tx) => {
    await tx
      .update(magicLinkTokens)
      .set({ consumedAt: now })
      .where(and(eq(magicLinkTokens.email, email), isNull(magicLinkTokens.consumedAt)));
    await tx.insert(magicLinkTokens).values({
      tokenHash: sha256Hex(token),
      email,
      callbackUrl,
      requestedBy,
      createdAt: now,
      expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MINUTES * 60_000),
    });
  });
  return token;
}

/** The row of the token while it is unspent and unexpired: the one rule for reading and spending it. */
const usable = (token: string, now: Date) =>
  and(
    eq(magicLinkTokens.tokenHash, sha256Hex(token)),
    isNull(magicLinkTokens.consumedAt),
    gt(magicLinkTokens.expiresAt, now),
  );

/** Spends the token if it is unused and unexpired; one conditional UPDATE, so only one caller can win (SECURITY 3). */
export async function consumeMagicLinkToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ email: string; callbackUrl: string | null } | null> {
  const [row] = await db
    .update(magicLinkTokens)
    .set({ consumedAt: now })
    .where(usable(token, now))
    .returning({ email: magicLinkTokens.email, callbackUrl: magicLinkTokens.callbackUrl });
  return row ?? null;
}

/** The unspent, unexpired token's address and the browser that asked for it; spends nothing. */
export async function peekMagicLinkToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ email: string; requestedBy: string | null } | null> {
  const [row] = await db
    .select({ email: magicLinkTokens.email, requestedBy: magicLinkTokens.requestedBy })
    .from(magicLinkTokens)
    .where(usable(token, now));
  return row ?? null;
}
