import { QuestionnaireKind } from '@cert/domain';

type JustSubmitted = { kind: QuestionnaireKind; id: string };

/**
 * The navigation state of the way from a submitted questionnaire to the journey (docs/questionnaire-rules.md §4):
 * the journey screen shows that questionnaire's result and the way to its evaluation first.
 */
export const justSubmittedState = (kind: QuestionnaireKind, id: string) => ({ justSubmitted: { kind, id } });

export function justSubmittedOf(state: unknown): JustSubmitted | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as { justSubmitted?: Partial<JustSubmitted> }).justSubmitted;
  if (!value || typeof value.id !== 'string' || !QuestionnaireKind.values.some((kind) => kind === value.kind))
    return null;
  return { kind: value.kind!, id: value.id };
}

/** The way from a submitted case study: the journey says first that it is with the programme office. */
export const caseStudySubmittedState = { caseStudySubmitted: true } as const;

export const isCaseStudyJustSubmitted = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { caseStudySubmitted?: unknown }).caseStudySubmitted === true;
