import { lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ErrorCode } from '@cert/domain';
import { secondsUntil, type Clock } from './clock';
import { HttpError } from './http-error';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

export type RateLimitRule = { max: number; windowMs: number };

/** Counters older than this are deleted; no rule may use a longer window. */
const RETENTION_MS = 24 * 60 * 60 * 1000;
const MAX_WINDOW_MS = RETENTION_MS;
/** Pruning runs on about one hit in this many, which keeps the table small without a timer. */
const PRUNE_EVERY = 200;

type RateLimitResult = { allowed: boolean; resetAt: Date };

/**
 * Fixed-window counter in the database, so the limit holds across every API instance on it.
 * Counts the hit (`cost` times: one request inviting five people costs five) and tells whether it is still within
 * the rule, and when its window ends. Inside a transaction, a rollback takes the count back.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date,
  cost = 1,
): Promise<RateLimitResult> {
  if (rule.windowMs > MAX_WINDOW_MS) throw new Error(`Rate-limit window longer than ${MAX_WINDOW_MS} ms`);
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, count: cost })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + ${cost}` },
    })
    .returning({ count: rateLimitHits.count });
  if (Math.random() * PRUNE_EVERY < 1) await pruneRateLimits(db, now);
  return {
    allowed: (row?.count ?? Number.POSITIVE_INFINITY) <= rule.max,
    resetAt: new Date(windowStart.getTime() + rule.windowMs),
  };
}

async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - RETENTION_MS)));
}

/** Answers 429 with the seconds until the limit's window ends (at least one) as Retry-After. */
export function refuseOverLimit(reply: FastifyReply, resetAt: Date, now: Date): never {
  reply.header('retry-after', String(Math.max(1, secondsUntil(resetAt, now))));
  throw new HttpError(429, ErrorCode.RateLimited);
}

/**
 * An onRequest hook that counts each request of a client address against `rule` before its body is read: a body
 * refused as too large, too deep or malformed counts like any other, and one over the limit is answered 429 without
 * being read (docs/security.md 45).
 */
export function limitPerAddress(
  db: Database,
  rule: RateLimitRule,
  keyOf: (request: FastifyRequest) => string,
  clock: Clock,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const now = clock.now();
    const limit = await hitRateLimit(db, keyOf(request), rule, now);
    if (!limit.allowed) refuseOverLimit(reply, limit.resetAt, now);
  };
}
