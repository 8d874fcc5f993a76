import { type PeerFilterKey, type QuestionnaireKind } from '@cert/domain';
import { evaluationContracts, evaluationPdfPath } from '@cert/domain/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/call-query';

/** The evaluation calls (docs/questionnaire-rules.md §7; docs/decisions/012-scoring-model.md). */
/** The PDF of the evaluation with the submitted answers: a document the browser opens itself (new tab). */
export const evaluationPdfHref = evaluationPdfPath;

const evaluationQuery = (kind: QuestionnaireKind, id: string) =>
  queryOptions({
    // Every number is there: the API answers through the contract's schema.
    ...callQuery(evaluationContracts(kind).evaluation, { params: { id } }),
    // The screen shows a 404 itself, not as a notice.
    meta: { handlesErrors: true },
    // A stored result never changes; only its retention's days left move, once a day.
    staleTime: 60 * 60 * 1000,
  });

export const useEvaluation = (kind: QuestionnaireKind, id: string) => useQuery(evaluationQuery(kind, id));

/** The submission's shares beside comparable organisations' (docs/insights.md), narrowed by the filters in `by`. */
export const usePeerComparison = (kind: QuestionnaireKind, id: string, by: readonly PeerFilterKey[]) =>
  useQuery({
    ...callQuery(evaluationContracts(kind).comparison, {
      params: { id },
      query: by.length ? { by: by.join(',') } : {},
    }),
    // The figures move as others submit, not while the page is open; a filter change keeps the last figures in
    // view until the new ones arrive.
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
    // The section says itself when the comparison could not be loaded; the evaluation stays readable.
    meta: { handlesErrors: true },
  });
