import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareWithPeers, MIN_PEER_GROUP, peerGroupMinimum, quantile, spreadOf } from './comparison';

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

describe('compareWithPeers', () => {
  const peers = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ strategy: (index + 1) / 10, total: 0.5 }));

  it(`shows figures from ${MIN_PEER_GROUP} other organisations on, and only their number below`, () => {
    expect(compareWithPeers({ strategy: 0.8 }, peers(MIN_PEER_GROUP - 1))).toEqual([
      { key: 'strategy', own: 0.8, peers: null, peerCount: MIN_PEER_GROUP - 1 },
    ]);
    const [shown] = compareWithPeers({ strategy: 0.8 }, peers(MIN_PEER_GROUP));
    expect(shown).toEqual({
      key: 'strategy',
      own: 0.8,
      peers: { q1: 0.2, median: 0.3, q3: 0.4, count: MIN_PEER_GROUP },
    });
  });

  it('never goes below the minimum, whatever is configured', () => {
    expect(peerGroupMinimum(2)).toBe(MIN_PEER_GROUP);
    expect(peerGroupMinimum(undefined)).toBe(MIN_PEER_GROUP);
    expect(peerGroupMinimum(8)).toBe(8);
    expect(compareWithPeers({ strategy: 0.8 }, peers(MIN_PEER_GROUP), 2)[0]!.peers).not.toBeNull();
    expect(compareWithPeers({ strategy: 0.8 }, peers(6), 8)[0]).toMatchObject({ peers: null, peerCount: 6 });
  });

  it('counts per key only the peers that have it (a section a questionnaire version did not score)', () => {
    const group = [...peers(4), { total: 0.6 }, { total: 0.7 }];
    const result = compareWithPeers({ strategy: 0.8, total: 0.5 }, group);
    expect(result[0]).toMatchObject({ key: 'strategy', peers: null, peerCount: 4 });
    expect(result[1]).toMatchObject({ key: 'total', peers: { count: 6, median: 0.5 } });
  });
});
