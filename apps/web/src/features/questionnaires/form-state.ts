import type { QuestionnaireAnswers, QuestionnaireKind } from '@cert/domain';

/** Slug of the page after the last step: all answers with "Ändern" links and the submit button. */
export const REVIEW_SLUG = 'pruefen-und-absenden';

/** The last segment of a submission's evaluation (`{routeBase}/:id/evaluation`, docs/questionnaire-rules.md §2): never a step. */
export const EVALUATION_SLUG = 'evaluation';

export const evaluationPath = (routeBase: string, id: string) =>
  `${routeBase}/${encodeURIComponent(id)}/${EVALUATION_SLUG}`;

export function stepPath(routeBase: string, id: string | undefined, slug: string, anchor?: string): string {
  const path = id ? `${routeBase}/${encodeURIComponent(id)}/${slug}` : `${routeBase}/${slug}`;
  return anchor ? `${path}#${anchor}` : path;
}

/** A saved questionnaire continued: its id without a step, which opens at its first step with an open answer. */
export const continuePath = (routeBase: string, id: string) => `${routeBase}/${encodeURIComponent(id)}`;

/** The search of a questionnaire's address that asks for a further draft beside the one the organisation has. */
const NEW_DRAFT_SEARCH = '?neu=1';

/** Where a further draft starts: the first step, with NEW_DRAFT_SEARCH. */
export const newDraftPath = (routeBase: string, firstSlug: string) =>
  `${stepPath(routeBase, undefined, firstSlug)}${NEW_DRAFT_SEARCH}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answers a screen starts with: the definition's defaults, overlaid by a loaded record's answers. */
export function mergeAnswers(
  initial: QuestionnaireAnswers,
  loaded: QuestionnaireAnswers,
): QuestionnaireAnswers {
  const merged: QuestionnaireAnswers = {};
  for (const [section, defaults] of Object.entries(initial)) {
    const stored = loaded[section];
    merged[section] = { ...defaults, ...(isRecord(stored) ? stored : {}) };
  }
  return merged;
}

/** The key of a questionnaire kind's drafts in this browser: their copies and their writes (components/draft-editor). */
export const draftLocal = (kind: QuestionnaireKind) => `questionnaire:${kind}`;
