import { and, eq, exists, gt, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { refreshTokens, sessions, users } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { UserRow } from './users';
import type { AuthSettings } from './settings';

export type StartedSession = { sessionId: string; expiresAt: Date; refreshToken: string };

/** A new session with the first refresh token of its family. */
export async function startSession(
  db: Database,
  userId: string,
  now: Date,
  settings: AuthSettings,
): Promise<StartedSession> {
  const expiresAt = new Date(now.getTime() + settings.sessionTtlMs);
  const [session] = await db
    .insert(sessions)
    .values({ userId, createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  if (!session) throw new Error('Session insert returned no row');
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    sessionId: session.id,
    tokenHash: sha256Hex(refreshToken),
    parentId: null,
    createdAt: now,
    expiresAt,
  });
  return { sessionId: session.id, expiresAt, refreshToken };
}

/** `now` may be the placeholder of a prepared statement. */
const sessionIsLive = (now: Date | Placeholder) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** Every signed-in request runs it. */
const sessionUserStatement = preparedPerDatabase((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), sessionIsLive(sql.placeholder('now'))))
    .limit(1)
    .prepare('auth_session_user'),
);

/** The user of a live session, read fresh from the database on every request (SECURITY 10, 11). */
export async function loadSessionUser(db: Database, sessionId: string, now: Date): Promise<UserRow | null> {
  const [row] = await sessionUserStatement(db).execute({ sessionId, now: now.toISOString() });
  return row?.user ?? null;
}

export async function revokeSession(
  db: Database,
  sessionId: string,
  now: Date,
  reason: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function sessionIdOfRefreshToken(db: Database, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)))
    .limit(1);
  return row?.sessionId ?? null;
}

type RefreshOutcome =
  /** The presented token was spent for a new one. */
  | { kind: 'rotated'; sessionId: string; sessionExpiresAt: Date; refreshToken: string }
  /**
   * The presented token had just been rotated by a concurrent request (another tab); the session goes on
   * with the newer token that request set, this one only gets a new access token.
   */
  | { kind: 'grace'; sessionId: string; sessionExpiresAt: Date }
  | { kind: 'rejected'; reason: 'unknown' | 'expired' | 'session-ended' | 'reuse' };

/**
 * Refresh-token rotation with reuse detection (SECURITY 9, docs/decisions/002). Spending the token is one
 * conditional UPDATE, so of several concurrent requests exactly one rotates; the others see it rotated.
 */
export async function rotateRefreshToken(
  db: Database,
  refreshToken: string,
  now: Date,
  settings: AuthSettings,
): Promise<RefreshOutcome> {
  const tokenHash = sha256Hex(refreshToken);

  const rotated = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          gt(refreshTokens.expiresAt, now),
          exists(
            tx
              .select({ one: sql`1` })
              .from(sessions)
              .where(and(eq(sessions.id, refreshTokens.sessionId), sessionIsLive(now))),
          ),
        ),
      )
      .returning({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
      });
    if (!spent) return null;
    const child = randomToken();
    // The child is inserted in the same transaction, so a concurrent request that finds the parent
    // rotated also finds its child (the grace check below depends on it).
    await tx.insert(refreshTokens).values({
      sessionId: spent.sessionId,
      tokenHash: sha256Hex(child),
      parentId: spent.id,
      createdAt: now,
      expiresAt: spent.expiresAt,
    });
    return {
      kind: 'rotated' as const,
      sessionId: spent.sessionId,
      sessionExpiresAt: spent.expiresAt,
      refreshToken: child,
    };
  });
  if (rotated) return rotated;

  const [presented] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      rotatedAt: refreshTokens.rotatedAt,
      sessionRevokedAt: sessions.revokedAt,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!presented) return { kind: 'rejected', reason: 'unknown' };
  if (presented.sessionRevokedAt || presented.sessionExpiresAt <= now)
    return { kind: 'rejected', reason: 'session-ended' };
  if (!presented.rotatedAt) return { kind: 'rejected', reason: 'expired' };

  // The family has exactly one unrotated token: the newest.
  const [newest] = await db
    .select({ parentId: refreshTokens.parentId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, presented.sessionId), isNull(refreshTokens.rotatedAt)))
    .limit(1);
  const withinGrace = now.getTime() - presented.rotatedAt.getTime() <= settings.refreshGraceMs;
  if (withinGrace && newest?.parentId === presented.id) {
    return { kind: 'grace', sessionId: presented.sessionId, sessionExpiresAt: presented.sessionExpiresAt };
  }
  await revokeSession(db, presented.sessionId, now, 'refresh-token-reuse');
  return { kind: 'rejected', reason: 'reuse' };
}
