/**
 * A small seeded generator (mulberry32): uniform draws from [0, 1) that repeat with the seed, for the demo data and
 * for tests that must draw what the platform draws (the peer figures' noise, docs/insights.md). Never for anything
 * secret: the platform's own noise comes from crypto.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
