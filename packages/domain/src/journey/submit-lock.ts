import type {
  GoldLevel,
  PractitionerLevel,
  ProcurementJourney,
  ProviderJourney,
  QuestionnaireLevel,
} from './model';
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

/**
 * What holds a case study's submit back today, for its screen to say before any answer (docs/questionnaire-rules.md
 * §4): the day its level opens after a waiting period, or `opensAt: null` while an earlier level is missing; null
 * when nothing does. A case study has no retention: a rejected one is written anew at once.
 */
export type CaseStudyLock = { opensAt: string | null } | null;

export function caseStudyLockOf(level: GoldLevel | PractitionerLevel): CaseStudyLock {
  if (level.status === 'locked') return { opensAt: null };
  if (level.status === 'waiting') return { opensAt: level.opensAt };
  return null;
}
