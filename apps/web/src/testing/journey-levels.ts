import { RETENTION, type QuestionnaireLevel } from '@cert/domain';

/** The retention of a questionnaire without a failed result, as the journey read gives it. */
export const noRetention = {
  currentIsFailed: false,
  isInRetention: false,
  endDate: null,
  daysLeft: 0,
  duration: RETENTION,
};

/** A questionnaire level as the journey read gives it: open, nothing submitted, unless overridden. */
export function questionnaireLevel(overrides: Partial<QuestionnaireLevel> = {}): QuestionnaireLevel {
  return {
    status: 'open',
    completedAt: null,
    opensAt: null,
    current: null,
    failed: [],
    draftId: null,
    draftCount: 0,
    retention: noRetention,
    ...overrides,
  };
}
