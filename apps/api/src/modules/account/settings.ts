import type { RateLimitRule } from '../../lib/rate-limit';

/** Lifetimes and limits of sign-in and sessions; tests override them through buildApp's dependencies. */
export type AuthSettings = {
  /** Lifetime of the signed access token; every request still checks the session row. */
  accessTokenTtlMs: number;
  /** Absolute lifetime of a session and of its refresh tokens, counted from sign-in. */
  sessionTtlMs: number;
  /** How long the direct parent of the newest refresh token may still be presented (two tabs refreshing at once). */
  refreshGraceMs: number;
  magicLinkPerAddress: RateLimitRule;
  magicLinkPerIp: RateLimitRule;
};

const MINUTE = 60_000;

export const defaultAuthSettings: AuthSettings = {
  accessTokenTtlMs: 10 * MINUTE,
  sessionTtlMs: 30 * 24 * 60 * MINUTE,
  refreshGraceMs: 30_000,
  magicLinkPerAddress: { max: 5, windowMs: 15 * MINUTE },
  // Generous: many staff of one authority share an office NAT.
  magicLinkPerIp: { max: 30, windowMs: 15 * MINUTE },
};
