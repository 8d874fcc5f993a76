/** The source of "now" for everything time-bound (token expiry, sessions), replaceable in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
