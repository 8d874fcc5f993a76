import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  linkedClusters,
  mayPublish,
  MIN_PEER_GROUP,
  PEER_PRIVACY_EPSILON,
  peerGroupMinimum,
  privateQuantile,
  privateQuantileDistribution,
  publishedSpread,
  quantile,
  releasedSpread,
  spreadOf,
} from './comparison';
import { seededRandom } from '../testing/seeded-random';

describe('quantile (definition 7, as percentile_cont)', () => {
  // Reference values computed independently by PostgreSQL 15:
  // SELECT percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY v) FROM unnest(values) v.
  it.each([
    [
      [1, 2, 3, 4],
      [1.75, 2.5, 3.25],
    ],
    [
      [0.3, 0.1, 0.2],
      [0.15, 0.2, 0.25],
    ],
    [[7], [7, 7, 7]],
    [
      [0, 0, 0, 1, 1],
      [0, 0, 1],
    ],
    [
      [0.12, 0.5, 0.64, 0.71, 0.9, 0.93],
      [0.535, 0.675, 0.8525],
    ],
  ])('%j → q1, median, q3 %j', (values, [q1, median, q3]) => {
    const spread = spreadOf(values);
    expect(spread.q1).toBeCloseTo(q1!, 12);
    expect(spread.median).toBeCloseTo(median!, 12);
    expect(spread.q3).toBeCloseTo(q3!, 12);
    expect(spread.count).toBe(values.length);
  });

  it('lies between the smallest and the largest value, ordered by p, whatever the order of the values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(quantile(values, low)).toBeLessThanOrEqual(quantile(values, high) + 1e-12);
          expect(quantile(values, 0)).toBe(Math.min(...values));
          expect(quantile(values, 1)).toBe(Math.max(...values));
          expect(quantile([...values].reverse(), low)).toBe(quantile(values, low));
        },
      ),
    );
  });

  it('refuses an empty group and a p outside 0 to 1', () => {
    expect(() => quantile([], 0.5)).toThrow();
    expect(() => quantile([1], 1.5)).toThrow();
  });
});

describe('privateQuantile: the exponential mechanism (docs/insights.md, "Privacy")', () => {
  const shares = fc.array(
    fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
    { minLength: 1, maxLength: 30 },
  );
  const p = fc.constantFrom(0.25, 0.5, 0.75);
  const epsilon = fc.double({ min: 0.1, max: PEER_PRIVACY_EPSILON, noNaN: true });

  it("changes no figure's probability by more than e^ε when one organisation joins or leaves", () => {
    fc.assert(
      fc.property(shares, fc.integer({ min: 0, max: 100 }), p, epsilon, (values, joining, q, budget) => {
        const without = privateQuantileDistribution(values, q, budget);
        const withIt = privateQuantileDistribution([...values, joining / 100], q, budget);
        const bound = Math.exp(budget) * (1 + 1e-9);
        for (const [percent, probability] of without.entries()) {
          expect(probability / withIt[percent]!).toBeLessThanOrEqual(bound);
          expect(withIt[percent]! / probability).toBeLessThanOrEqual(bound);
        }
      }),
    );
  });

  it('is a distribution over whole percents, and a draw follows it', () => {
    fc.assert(
      fc.property(shares, p, epsilon, (values, q, budget) => {
        const distribution = privateQuantileDistribution(values, q, budget);
        expect(distribution).toHaveLength(101);
        expect(distribution.reduce((sum, probability) => sum + probability, 0)).toBeCloseTo(1, 9);
        // A draw of u lands on the first percent whose cumulative probability passes u.
        const u = 0.5;
        let cumulative = 0;
        const expected = distribution.findIndex((probability) => (cumulative += probability) > u);
        expect(privateQuantile(values, q, budget, () => u)).toBe(expected / 100);
      }),
    );
  });

  it("keeps figures useful from twenty organisations at the default budget (the ADR's honest error)", () => {
    // Groups as real sections are spread (bench/peer-privacy-dp.mjs): the released quartiles' miss of the exact
    // ones, in percentage points, over 300 seeded groups of twenty.
    const random = seededRandom(60);
    const misses: number[] = [];
    for (let group = 0; group < 300; group += 1) {
      const values = Array.from({ length: 20 }, () => {
        const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
        return Math.min(100, Math.max(0, Math.round(50 + 18 * normal))) / 100;
      });
      const exact = spreadOf(values);
      const released = releasedSpread(values, PEER_PRIVACY_EPSILON, random);
      for (const key of ['q1', 'median', 'q3'] as const)
        misses.push(Math.abs(released[key] - exact[key]) * 100);
    }
    misses.sort((a, b) => a - b);
    expect(misses[Math.floor(misses.length / 2)]).toBeLessThanOrEqual(3);
    expect(misses[Math.floor(misses.length * 0.9)]).toBeLessThanOrEqual(10);
  });

  it("releases the quartiles in order, with the group's size", () => {
    fc.assert(
      fc.property(shares, fc.integer(), (values, seed) => {
        const released = releasedSpread(values, PEER_PRIVACY_EPSILON, seededRandom(seed));
        expect(released.count).toBe(values.length);
        expect(released.q1).toBeLessThanOrEqual(released.median);
        expect(released.median).toBeLessThanOrEqual(released.q3);
      }),
    );
  });

  it('refuses an empty group, a p outside 0 to 1 and a budget of nothing', () => {
    expect(() => privateQuantileDistribution([], 0.5, 1)).toThrow();
    expect(() => privateQuantileDistribution([0.5], 1.5, 1)).toThrow();
    expect(() => privateQuantileDistribution([0.5], 0.5, 0)).toThrow();
  });
});

describe('publishedSpread (docs/insights.md, "Privacy")', () => {
  const shares = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 40 });

  it(`publishes nothing below ${MIN_PEER_GROUP}, a band in whole tens below twice that, whole percents from there`, () => {
    fc.assert(
      fc.property(shares, fc.integer({ min: 0, max: 5 }), (values, raise) => {
        const minimum = MIN_PEER_GROUP + raise;
        const spread = spreadOf(values);
        const published = publishedSpread(spread, minimum);
        if (values.length < minimum) {
          expect(published).toBeNull();
          return;
        }
        expect(published).not.toBeNull();
        const { q1, median, q3 } = published!;
        const whole = (share: number, step: number) =>
          expect(Math.abs(Math.round(share / step) * step - share)).toBeLessThan(1e-9);
        if (values.length < 2 * minimum) {
          // No median, and a band that holds the true middle half, widened to tens: no quartile shows.
          expect(median).toBeNull();
          whole(q1, 0.1);
          whole(q3, 0.1);
          expect(q1).toBeLessThanOrEqual(spread.q1 + 0.005);
          expect(q3).toBeGreaterThanOrEqual(spread.q3 - 0.005);
          expect(q3 - q1).toBeGreaterThanOrEqual(0.1 - 1e-9);
          expect(q1).toBeGreaterThanOrEqual(0);
          expect(q3).toBeLessThanOrEqual(1);
        } else {
          for (const [shown, exact] of [
            [q1, spread.q1],
            [median!, spread.median],
            [q3, spread.q3],
          ] as const) {
            whole(shown, 0.01);
            expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
          }
        }
      }),
    );
  });

  it('never goes below the minimum, whatever is configured', () => {
    expect(peerGroupMinimum(2)).toBe(MIN_PEER_GROUP);
    expect(peerGroupMinimum(undefined)).toBe(MIN_PEER_GROUP);
    expect(peerGroupMinimum(8)).toBe(8);
    const five = spreadOf([0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(publishedSpread(five, 2)).toEqual({ q1: 0.2, median: null, q3: 0.4 });
    // Three of five at exactly half: not a band of no width, which would say so.
    expect(publishedSpread(spreadOf([0.1, 0.5, 0.5, 0.5, 0.9]), 5)).toEqual({
      q1: 0.5,
      median: null,
      q3: 0.6,
    });
    expect(publishedSpread(spreadOf([1, 1, 1, 1, 1]), 5)).toEqual({ q1: 0.9, median: null, q3: 1 });
    expect(publishedSpread(spreadOf([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]), 8)).toBeNull();
    // With exactly five, the quartiles are three members' own shares (0.23, 0.35, 0.47): none is published.
    expect(publishedSpread(spreadOf([0.11, 0.23, 0.35, 0.47, 0.59]), 5)).toEqual({
      q1: 0.2,
      median: null,
      q3: 0.5,
    });
  });
});

/** Organisation and member pairs: up to 12 organisations, 8 people. */
const membershipsArbitrary = fc.array(
  fc.tuple(
    fc.integer({ min: 0, max: 11 }).map((n) => `org${n}`),
    fc.integer({ min: 0, max: 7 }).map((n) => `person${n}`),
  ),
  { maxLength: 24 },
);

/** Breadth-first search: the organisations reachable from one through shared members. */
function reachable(pairs: readonly (readonly [string, string])[], start: string): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const organization = queue.shift()!;
    const people = pairs.filter(([o]) => o === organization).map(([, person]) => person);
    for (const [other, person] of pairs)
      if (people.includes(person) && !seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
  }
  return seen;
}

describe('linkedClusters', () => {
  it('puts two organisations in one cluster exactly when a chain of shared members links them', () => {
    fc.assert(
      fc.property(membershipsArbitrary, (pairs) => {
        const clusterOf = linkedClusters(pairs);
        const organizations = Array.from({ length: 12 }, (_, n) => `org${n}`);
        for (const a of organizations) {
          const linked = reachable(pairs, a);
          for (const b of organizations) expect(clusterOf(a) === clusterOf(b)).toBe(linked.has(b));
        }
      }),
    );
  });
});

describe('mayPublish', () => {
  it('moves on only when, for every viewer, the organisations changed outside its own cluster reach the minimum', () => {
    fc.assert(
      fc.property(
        membershipsArbitrary,
        fc.subarray(Array.from({ length: 12 }, (_, n) => `org${n}`)),
        (pairs, changed) => {
          const clusterOf = linkedClusters(pairs);
          const minimum = MIN_PEER_GROUP;
          const published = mayPublish(changed, clusterOf, minimum);
          const clusters = new Set(changed.map(clusterOf));
          expect(published).toBe(clusters.size > minimum);
          if (!published) return;
          // Any viewer: an organisation of a changed cluster, or one outside them all.
          for (const viewer of [...changed, 'elsewhere']) {
            const unlinked = changed.filter((organization) => clusterOf(organization) !== clusterOf(viewer));
            expect(unlinked.length).toBeGreaterThanOrEqual(minimum);
          }
        },
      ),
    );
  });

  it("counts one person's five organisations as one: attack 1(b) of issue 36 cannot move a state", () => {
    const attacker = [1, 2, 3, 4].map((n) => [`attacker-org${n}`, 'attacker'] as const);
    const clusterOf = linkedClusters(attacker);
    expect(
      mayPublish(
        ['attacker-org1', 'attacker-org2', 'attacker-org3', 'attacker-org4', 'victim'],
        clusterOf,
        5,
      ),
    ).toBe(false);
    expect(mayPublish(['attacker-org1', 'a', 'b', 'c', 'd', 'e'], clusterOf, 5)).toBe(true);
  });
});
