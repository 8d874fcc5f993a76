import {
  adminOrganizationListSpec,
  ADMIN_LIST_PAGE_SIZE,
  DEFAULT_PAGE,
  listQuerySchema,
  PAGING_URL_KEYS,
  toListSearchParams,
  type ListQuery,
  type SortTerm,
} from '@cert/domain';
import { listQueryOfUrl } from '@/components/admin-list/list-url';
import { withViewParam, type ListView } from '@/components/admin-list/list-view';
import { escapeRegex, unescapeRegex } from '@/lib/regex-text';

/**
 * The state of the admin organisation lists lives in the URL (docs/product.md §7 keys: page, pageSize, sort,
 * filter.{key}, filter.{key}._regex_), so back, forward and reload keep it. `view` picks the list.
 */

type Spec = typeof adminOrganizationListSpec;
export type SortField = Spec['sortable'][number];
export type FilterKey = keyof Spec['exactFilters'] | Spec['regexFilters'][number];
type SearchKey = Spec['searchable'][number];
export type OrganizationListQuery = ListQuery<SortField, FilterKey, SearchKey>;

const schema = listQuerySchema<SortField, FilterKey, SearchKey>(adminOrganizationListSpec);

/** Reads the list query from the URL; keys that are not valid (a hand-edited address) are dropped, not sent. */
export const listQueryOf = (params: URLSearchParams): OrganizationListQuery => listQueryOfUrl(schema, params);

const sameSort = (a: readonly SortTerm[], b: readonly SortTerm[]) =>
  a.length === b.length &&
  a.every((term, index) => term.field === b[index]?.field && term.direction === b[index]?.direction);

/** The URL of a list state: defaults are left out so that the plain address is the default list. */
export function toUrlParams(view: ListView, query: OrganizationListQuery): URLSearchParams {
  const params = toListSearchParams({
    ...query,
    pageSize: query.pageSize === ADMIN_LIST_PAGE_SIZE ? undefined : query.pageSize,
    sort: sameSort(query.sort, adminOrganizationListSpec.defaultSort) ? [] : query.sort,
  });
  return withViewParam(params, view);
}

/** The query string of the API call: page and page size always, the rest as in the URL. */
export function toApiParams(query: OrganizationListQuery): URLSearchParams {
  const params = toListSearchParams(query);
  params.set(PAGING_URL_KEYS.page, String(query.page));
  params.set(PAGING_URL_KEYS.pageSize, String(query.pageSize));
  return params;
}

/** The search text of the URL's name filter. */
export const searchTextOf = (query: OrganizationListQuery) => unescapeRegex(query.regex.name ?? '');

/** A new name search starts at the first page; an empty text removes the filter. */
export function withSearch(query: OrganizationListQuery, text: string): OrganizationListQuery {
  const pattern = escapeRegex(text.trim());
  const regex = { ...query.regex };
  if (pattern) regex.name = pattern;
  else delete regex.name;
  return { ...query, regex, page: DEFAULT_PAGE };
}

export function withFilter(
  query: OrganizationListQuery,
  key: keyof Spec['exactFilters'],
  value: string,
): OrganizationListQuery {
  const exact = { ...query.exact };
  if (value) exact[key] = value;
  else delete exact[key];
  return { ...query, exact, page: DEFAULT_PAGE };
}

/** Clicking a column: ascending first (newest first for dates), the other direction on the next click. */
export function withSort(query: OrganizationListQuery, field: SortField): OrganizationListQuery {
  const current = query.sort[0];
  const firstDirection = field === 'createdAt' || field === 'updatedAt' ? 'desc' : 'asc';
  const direction =
    current?.field === field ? (current.direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  return { ...query, sort: [{ field, direction }], page: DEFAULT_PAGE };
}

export const withPage = (query: OrganizationListQuery, page: number): OrganizationListQuery => ({
  ...query,
  page,
});
