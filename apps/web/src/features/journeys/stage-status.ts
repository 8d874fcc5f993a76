import type { LevelStatus } from '@cert/domain';

/**
 * The marker of a level with two branches, on the journey and in the office's view of it: reached once one branch
 * is done (as the journey's progress counts it), else the most advanced state.
 */
export const stageStatus = (...statuses: LevelStatus[]): LevelStatus =>
  statuses.includes('done')
    ? 'done'
    : ((['open', 'in-review', 'waiting', 'retention', 'locked'] as const).find((status) =>
        statuses.includes(status),
      ) ?? 'locked');
