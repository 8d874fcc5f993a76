import { useMemo } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { viewOf, type ListView } from './list-view';

/**
 * The view and query of an admin list, kept in the URL. A change of view, page or a column's sort is a history
 * entry: back and forward walk through them. What is chosen in the search form (the search, a filter, the journey
 * list's order) replaces the current entry (`replace`): on some systems every arrow key on a closed select is a
 * change, and Back should not step through each option passed over.
 */
export function useListUrlState<Query>(
  queryOf: (params: URLSearchParams) => Query,
  toUrlParams: (view: ListView, query: Query) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Another page loading (a result clicked while the list still followed the typing): the search form waits.
  const navigating = useNavigation().state !== 'idle';
  const view = viewOf(searchParams);
  const query = useMemo(() => queryOf(searchParams), [queryOf, searchParams]);
  const go = (nextView: ListView, next: Query, replace = false) =>
    setSearchParams(toUrlParams(nextView, next), { preventScrollReset: true, replace });
  return { view, query, go, navigating };
}
