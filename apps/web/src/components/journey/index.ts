/*
 * The journey's presentational pieces (docs/decisions/014-journeys.md), shared by the user's journey screens
 * and the admin journey pages: the path of levels, a level's card with status, dates and opening day, and the
 * retention countdown.
 */
export { daysLeftText, daysUntil } from './countdown';
export { LevelCard, type LevelCardProps } from './level-card';
export { LevelPath, LevelPathStep, type LevelPathStepProps } from './level-path';
export { LevelStatusBadge } from './level-status-badge';
export { RetentionCountdown } from './retention-countdown';
