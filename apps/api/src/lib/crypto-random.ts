import { randomInt } from 'node:crypto';

/** randomInt's widest range (its maximum is exclusive and max − min must stay below 2^48). */
const RANGE = 2 ** 48 - 1;

/**
 * A uniform draw from [0, 1) from the operating system's cryptographic generator: the noise that protects the peer
 * figures (docs/insights.md) must not be predictable from earlier draws, as Math.random's may be.
 */
export const cryptoRandom = (): number => randomInt(RANGE) / RANGE;
