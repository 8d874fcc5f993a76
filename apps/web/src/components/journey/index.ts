/*
 * The journey's presentational pieces (docs/decisions/014-journeys.md), shared by the user's journey screens
 * and the admin journey pages: the path of levels, a level's card with status, dates and opening day, and the
 * retention countdown.
 */

export { LevelCard } from './level-card';
export { LevelPath, LevelPathStep } from './level-path';

export { RetentionCountdown } from './retention-countdown';
export { daysLeftText, daysUntil } from './countdown';
