import type { LevelStatus } from '@cert/domain';

/** A level by its name; `missing`: what it still needs, where it is made of several parts (a provider's levels). */
type NamedLevel = { name: string; status: LevelStatus; opensAt: string | null; missing?: string[] };

export type NextStep =
  | { kind: 'all-done' }
  | { kind: 'open'; names: string[]; missing?: string[] }
  | { kind: 'in-review'; name: string }
  | { kind: 'opens'; name: string; opensAt: string }
  | { kind: 'locked'; name: string };

/**
 * What comes next on a journey, from its levels in path order: the levels to work on now first (both bronze branches
 * at the start: either may come first), then one an admin is reviewing, then the level that opens soonest; a locked
 * level only when nothing else is pending.
 */
export function nextStep(levels: readonly NamedLevel[]): NextStep {
  const pending = levels.filter((level) => level.status !== 'done');
  const first = pending[0];
  if (!first) return { kind: 'all-done' };
  const open = pending.filter((level) => level.status === 'open');
  if (open.length === 1 && open[0]!.missing?.length)
    return { kind: 'open', names: [open[0]!.name], missing: open[0]!.missing };
  if (open.length > 0) return { kind: 'open', names: open.map((level) => level.name) };
  const review = pending.find((level) => level.status === 'in-review');
  if (review) return { kind: 'in-review', name: review.name };
  const opening = pending
    .filter((level): level is NamedLevel & { opensAt: string } => level.opensAt !== null)
    .sort((a, b) => a.opensAt.localeCompare(b.opensAt))[0];
  if (opening) return { kind: 'opens', name: opening.name, opensAt: opening.opensAt };
  return { kind: 'locked', name: first.name };
}
