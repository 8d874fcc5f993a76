import type { ProcurementJourney, ProviderJourney, QuestionnaireLevel } from './model';
import type { QuestionnaireKind } from '../questionnaires/registry';

/** The questionnaire's level on the organisation's journey (docs/decisions/014-journeys.md): bronze of its branch or
 * expert; null when the journey is of the other path. */
export function questionnaireLevelOf(
  journey: ProcurementJourney | ProviderJourney,
  kind: QuestionnaireKind,
): QuestionnaireLevel | null {
  switch (kind) {
    case 'procurement-office':
      return journey.pathType === 'procurement' ? journey.bronzeOffice : null;
    case 'procurement-project':
      return journey.pathType === 'procurement' ? journey.bronzeProject : null;
    case 'provider-expert':
      return journey.pathType === 'provider' ? journey.expert : null;
  }
}

/**
 * What holds a questionnaire's submit back today, as its screens say before any answer is typed (ADR 014): an
 * earlier level missing, a waiting period or the retention after a failed result with the day it ends, or a passed
 * result that a new submission would replace. A draft can be prepared and saved in every case.
 */
type SubmitLock =
  | { kind: 'none' }
  | { kind: 'locked' }
  | { kind: 'waiting'; opensAt: string }
  | { kind: 'retention'; opensAt: string; daysLeft: number }
  | { kind: 'passed' };

export function submitLockOf(level: QuestionnaireLevel): SubmitLock {
  switch (level.status) {
    case 'locked':
      return { kind: 'locked' };
    case 'waiting':
      return level.opensAt ? { kind: 'waiting', opensAt: level.opensAt } : { kind: 'none' };
    case 'retention': {
      const opensAt = level.retention.endDate ?? level.opensAt;
      return opensAt ? { kind: 'retention', opensAt, daysLeft: level.retention.daysLeft } : { kind: 'none' };
    }
    case 'done':
      return { kind: 'passed' };
    case 'open':
    case 'in-review':
      return { kind: 'none' };
  }
}
