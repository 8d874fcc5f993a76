/**
 * Peer comparison (issue 26): where an organisation's share of points stands among comparable organisations.
 * Pure statistics, so that the API's SQL aggregates and these numbers can be checked against each other.
 */

/** The fewest other organisations a comparison shows figures for; a programme may raise it, never lower it. */
export const MIN_PEER_GROUP = 5;

/** The group size a configuration asks for, never below MIN_PEER_GROUP. */
export const peerGroupMinimum = (configured: number | undefined): number =>
  Math.max(MIN_PEER_GROUP, Math.floor(configured ?? MIN_PEER_GROUP));

/**
 * The p-quantile (0 ≤ p ≤ 1) of values, by linear interpolation between the closest ranks (Hyndman and Fan's
 * definition 7, the default of R, NumPy and PostgreSQL's percentile_cont), so that the database computes the same.
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

export function spreadOf(values: readonly number[]): Spread {
  return {
    q1: quantile(values, 0.25),
    median: quantile(values, 0.5),
    q3: quantile(values, 0.75),
    count: values.length,
  };
}

/** What a comparison publishes of one section: whole percents; `median` is null where only the band is shown. */
type PublishedSpread = { q1: number; median: number | null; q3: number };

const wholePercent = (share: number) => Math.round(share * 100) / 100;

/**
 * What is published of a spread (docs/insights.md, "Privacy"): nothing below the minimum; from the minimum to
 * twice the minimum only the middle half, widened outwards to whole tens (at least one ten wide), because in so small a group a quartile
 * or the median is often one organisation's own share; from twice the minimum on, quartiles and median in whole
 * percents. `count` is the number of organisations the spread is over, after everyone the viewer is linked to has
 * been left out.
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
 * Whether a group's figures may move on to a new state (docs/insights.md): only when the organisations whose
 * entry changed since the published state (new, gone, or with a newer submission) belong to more clusters than
 * the minimum. A viewer's own cluster is left out of what they see, so every viewer sees two states differ by at
 * least the minimum of organisations they are not linked to, and no difference of two states describes fewer.
 */
export function mayPublish(
  changed: Iterable<string>,
  clusterOf: (organization: string) => string,
  minimum: number,
): boolean {
  return new Set([...changed].map(clusterOf)).size > peerGroupMinimum(minimum);
}
