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

/**
 * The group-size rule (docs/insights.md): a key's figures are shown only while the whole group and the peers that
 * have the key each number at least the minimum (never below MIN_PEER_GROUP); otherwise nothing is shown for it.
 */
export function shownSpread(spread: Spread | undefined, groupSize: number, minimum: number): Spread | null {
  const floor = peerGroupMinimum(minimum);
  return spread && groupSize >= floor && spread.count >= floor ? spread : null;
}

/** One section (or the total) compared: the organisation's own share beside its peers'. */
export type SectionComparison =
  { key: string; own: number; peers: Spread } | { key: string; own: number; peers: null; peerCount: number };

/**
 * Compares the organisation's shares with its peers' per key (section or "total"). Peers are the other
 * organisations' latest submissions: the caller leaves the organisation's own out. Fewer peers than `minimum`
 * give no figures for that key, only their number, so that no figure lets anyone infer one organisation's answers.
 */
export function compareWithPeers(
  own: Readonly<Record<string, number>>,
  peers: ReadonlyArray<Readonly<Record<string, number>>>,
  minimum: number = MIN_PEER_GROUP,
): SectionComparison[] {
  return Object.entries(own).map(([key, share]) => {
    const values = peers.map((peer) => peer[key]).filter((value): value is number => value !== undefined);
    const shown = shownSpread(values.length > 0 ? spreadOf(values) : undefined, peers.length, minimum);
    return shown
      ? { key, own: share, peers: shown }
      : { key, own: share, peers: null, peerCount: values.length };
  });
}
