/** The source of "now" for everything time-bound (token expiry, sessions), replaceable in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whole seconds from now until the date, never negative (cookie lifetimes, Retry-After). */
export function secondsUntil(date: Date, now: Date): number {
  return Math.max(0, Math.floor((date.getTime() - now.getTime()) / 1000));
}
