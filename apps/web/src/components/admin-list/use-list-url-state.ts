import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { viewOf, type ListView } from './list-view';

/**
 * The view and query of an admin list, kept in the URL. Every change is a history entry: back and forward walk
 * through the list states.
 */
export function useListUrlState<Query>(
  queryOf: (params: URLSearchParams) => Query,
  toUrlParams: (view: ListView, query: Query) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams);
  const query = useMemo(() => queryOf(searchParams), [queryOf, searchParams]);
  const go = (nextView: ListView, next: Query) =>
    setSearchParams(toUrlParams(nextView, next), { preventScrollReset: true });
  return { view, query, go };
}
