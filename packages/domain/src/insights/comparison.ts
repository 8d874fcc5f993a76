/**
 * Peer comparison (issue 26): where an organisation's share of points stands among comparable organisations, and
 * the rules that keep a single organisation's shares secret (docs/insights.md, "Privacy"). Pure statistics, so
 * that the rules can be tested on their own.
 */

/**
 * The fewest organisations a comparison shows figures for; a programme may raise it, never lower it.
 * @internal
 */
export const MIN_PEER_GROUP = 5;

/** The group size a configuration asks for, never below MIN_PEER_GROUP. */
export const peerGroupMinimum = (configured: number | undefined): number =>
  Math.max(MIN_PEER_GROUP, Math.floor(configured ?? MIN_PEER_GROUP));

/**
 * The exact p-quantile (0 ≤ p ≤ 1) of values, by linear interpolation between the closest ranks (Hyndman and
 * Fan's definition 7, the default of R, NumPy and PostgreSQL's percentile_cont): never published, the reference the
 * released figures' error is measured against (comparison.test.ts, docs/insights.md).
 * @internal
 */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('quantile of no values');
  if (!(p >= 0 && p <= 1)) throw new Error(`quantile at ${p}: p lies between 0 and 1`);
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const fraction = position - below;
  return sorted[below]! + (sorted[above]! - sorted[below]!) * fraction;
}

/** The middle half of a group and its median. */
export type Spread = { q1: number; median: number; q3: number; count: number };

/** @internal */
export function spreadOf(values: readonly number[]): Spread {
  return {
    q1: quantile(values, 0.25),
    median: quantile(values, 0.5),
    q3: quantile(values, 0.75),
    count: values.length,
  };
}

/**
 * The privacy budget of one section's figures in one published state (docs/insights.md, "Privacy"): ε of
 * differential privacy, split evenly over the three quartiles. A programme may configure less (noisier figures),
 * never more.
 */
export const PEER_PRIVACY_EPSILON = 8;

/** The fewest days between two published states of one group: every state spends the budget again. */
export const PEER_STATE_INTERVAL_DAYS = 30;

/** Released figures lie on a grid of whole percents, 0 to 100. */
const GRID = Array.from({ length: 101 }, (_, percent) => percent);

/**
 * The probabilities with which the p-quantile of shares (0 to 1) is released under ε-differential privacy, one per
 * whole percent: the exponential mechanism (McSherry and Talwar; Smith's private median, as OpenDP releases
 * quantiles) draws the percent c with a probability proportional to exp(−ε·|#{shares below c} − p·n| / 2). Adding
 * or removing one organisation moves that count by at most one, so no single organisation changes the probability
 * of any figure by more than the factor e^ε (comparison.test.ts checks the bound).
 * @internal
 */
export function privateQuantileDistribution(shares: readonly number[], p: number, epsilon: number): number[] {
  if (shares.length === 0) throw new Error('quantile of no values');
  if (!(p >= 0 && p <= 1)) throw new Error(`quantile at ${p}: p lies between 0 and 1`);
  if (!(epsilon > 0)) throw new Error(`a budget of ${epsilon}: ε is positive`);
  // Shares as whole percents, rounded as published: a share of exactly 35 % counts below 36, not below 35.
  const percents = shares.map((share) => Math.round(share * 10_000) / 100);
  const scores = GRID.map((candidate) => {
    const below = percents.reduce((count, percent) => count + (percent < candidate ? 1 : 0), 0);
    return (-epsilon * Math.abs(below - p * shares.length)) / 2;
  });
  // Relative to the best score, so that large groups and budgets do not underflow to zero weights.
  const best = Math.max(...scores);
  const weights = scores.map((score) => Math.exp(score - best));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/**
 * One draw of `privateQuantileDistribution`, as a share on the grid of whole percents. `random` draws uniformly from
 * [0, 1) (crypto in the API; seeded in tests).
 * @internal
 */
export function privateQuantile(
  shares: readonly number[],
  p: number,
  epsilon: number,
  random: () => number,
): number {
  let left = random();
  for (const [percent, probability] of privateQuantileDistribution(shares, p, epsilon).entries()) {
    left -= probability;
    if (left < 0) return percent / 100;
  }
  return 1;
}

/**
 * A section's figures as one published state releases them: its three quartiles, each by `privateQuantile` with a
 * third of the budget, put in order (a release read in any order is still a release: post-processing costs nothing).
 */
export function releasedSpread(shares: readonly number[], epsilon: number, random: () => number): Spread {
  const [q1, median, q3] = [0.25, 0.5, 0.75]
    .map((p) => privateQuantile(shares, p, epsilon / 3, random))
    .sort((a, b) => a - b) as [number, number, number];
  return { q1, median, q3, count: shares.length };
}

/** What a comparison publishes of one section: whole percents; `median` is null where only the band is shown. */
type PublishedSpread = { q1: number; median: number | null; q3: number };

const wholePercent = (share: number) => Math.round(share * 100) / 100;

/**
 * What is published of a released spread (docs/insights.md, "Privacy"): nothing below the minimum; from the
 * minimum to twice the minimum only the middle half, widened outwards to whole tens (at least one ten wide),
 * because in so small a group the noise is large; from twice the minimum on, quartiles and median in whole percents.
 * `count` is the number of organisations in the group's state.
 */
export function publishedSpread(spread: Spread | undefined, minimum: number): PublishedSpread | null {
  const floor = peerGroupMinimum(minimum);
  if (!spread || spread.count < floor) return null;
  if (spread.count < 2 * floor) {
    const low = Math.floor(wholePercent(spread.q1) * 10);
    const high = Math.ceil(wholePercent(spread.q3) * 10);
    // A band of no width would say that several organisations have exactly that share: at least one ten wide.
    if (high > low) return { q1: low / 10, median: null, q3: high / 10 };
    return high < 10 ? { q1: low / 10, median: null, q3: (low + 1) / 10 } : { q1: 0.9, median: null, q3: 1 };
  }
  return { q1: wholePercent(spread.q1), median: wholePercent(spread.median), q3: wholePercent(spread.q3) };
}

/**
 * Organisations linked by people: two organisations are linked when one person is or was a member of both, and
 * linked organisations form one cluster with everyone they are linked to in turn (union-find over the pairs of
 * organisation and member). Returns each organisation's cluster; an organisation without members is its own.
 */
export function linkedClusters(
  memberships: Iterable<readonly [organization: string, member: string]>,
): (organization: string) => string {
  const parent = new Map<string, string>();
  const find = (node: string): string => {
    let root = node;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    // Path compression: every node on the way points at the root.
    for (let at = node; at !== root;) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const union = (a: string, b: string) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(ra, rb);
  };
  for (const [organization, member] of memberships) union(`o:${organization}`, `m:${member}`);
  return (organization) => find(`o:${organization}`);
}

/**
 * Whether a group may move on to a new state (docs/insights.md): only when the organisations whose entry changed
 * since the published state (new, gone, or with a newer submission) belong to more clusters than the minimum, so
 * that one person (whose organisations are one cluster) cannot push states, each of which spends the privacy budget
 * again. The API also waits the interval between states.
 */
export function mayPublish(
  changed: Iterable<string>,
  clusterOf: (organization: string) => string,
  minimum: number,
): boolean {
  return new Set([...changed].map(clusterOf)).size > peerGroupMinimum(minimum);
}
