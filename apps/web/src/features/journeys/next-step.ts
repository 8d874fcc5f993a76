import type { LevelStatus } from '@cert/domain';

/** A level by its name; `missing`: what it still needs, where it is made of several parts (a provider's levels). */
type NamedLevel = { name: string; status: LevelStatus; opensAt: string | null; missing?: string[] };

/** `behind`: every level named lies before one already done (a branch left open), so it is not what comes next. */
export type NextStep =
  | { kind: 'all-done' }
  | ({ behind: boolean } & (
      | { kind: 'open'; names: string[]; missing?: string[] }
      | { kind: 'in-review'; name: string; missing?: string[] }
      | { kind: 'opens'; name: string; opensAt: string }
      | { kind: 'locked'; name: string }
    ));

/** A level card's address on the journey page, from the level's name: the summary links there. */
export const levelAnchor = (name: string): string =>
  `stufe-${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * What comes next on a journey, from its levels in path order: the levels to work on now first (both bronze branches
 * at the start: either may come first), then one an admin is reviewing, then the level that opens soonest; a locked
 * level only when nothing else is pending.
 */
export function nextStep(levels: readonly NamedLevel[]): NextStep {
  const pending = levels.filter((level) => level.status !== 'done');
  const first = pending[0];
  if (!first) return { kind: 'all-done' };
  const lastDone = levels.map((level) => level.status).lastIndexOf('done');
  const behind = (...named: NamedLevel[]) => named.every((level) => levels.indexOf(level) < lastDone);
  const open = pending.filter((level) => level.status === 'open');
  if (open.length === 1 && open[0]!.missing?.length)
    return { kind: 'open', names: [open[0]!.name], missing: open[0]!.missing, behind: behind(open[0]!) };
  if (open.length > 0)
    return { kind: 'open', names: open.map((level) => level.name), behind: behind(...open) };
  const review = pending.find((level) => level.status === 'in-review');
  // A provider's case study in review while records are still missing: both are said, or the records go unseen.
  if (review)
    return {
      kind: 'in-review',
      name: review.name,
      ...(review.missing?.length ? { missing: review.missing } : {}),
      behind: behind(review),
    };
  const opening = pending
    .filter((level): level is NamedLevel & { opensAt: string } => level.opensAt !== null)
    .sort((a, b) => a.opensAt.localeCompare(b.opensAt))[0];
  if (opening)
    return { kind: 'opens', name: opening.name, opensAt: opening.opensAt, behind: behind(opening) };
  return { kind: 'locked', name: first.name, behind: behind(first) };
}
