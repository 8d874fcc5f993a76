import { PeerFilterKey, type QuestionnaireKind } from '@cert/domain';
import { evaluationContracts, evaluationPdfPath } from '@cert/domain/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callQuery } from '@/lib/call-query';

/** The evaluation calls (docs/questionnaire-rules.md §7; docs/decisions/012-scoring-model.md). */
/**
 * The PDF of the evaluation with the submitted answers: a document the browser opens itself (new tab), its peer
 * comparison narrowed as on the screen.
 */
export const evaluationPdfHref = evaluationPdfPath;

/** The search parameter that keeps the peer comparison's filters in the address, so that a link shows the same. */
const PEER_FILTER_PARAM = 'vergleich';

/**
 * The filters the peer comparison is narrowed by, kept in the address (`?vergleich=agencyLevel,agencySize`): the
 * screen, a shared link, a reload and the PDF show the same group. Unknown keys are ignored.
 */
export function usePeerFilter(): [PeerFilterKey[], (by: PeerFilterKey[]) => void] {
  const [search, setSearch] = useSearchParams();
  const by = (search.get(PEER_FILTER_PARAM) ?? '')
    .split(',')
    .filter((key): key is PeerFilterKey => (PeerFilterKey as readonly string[]).includes(key));
  const setBy = (next: PeerFilterKey[]) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.length) params.set(PEER_FILTER_PARAM, next.join(','));
        else params.delete(PEER_FILTER_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [by, setBy];
}

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
