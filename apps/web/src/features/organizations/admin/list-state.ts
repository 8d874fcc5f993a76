import {
  adminOrganizationListSpec,
  ADMIN_LIST_PAGE_SIZE,
  defineOptions,
  DEFAULT_PAGE,
  listQuerySchema,
  PAGING_URL_KEYS,
  toListSearchParams,
  type ListQuery,
  type OptionValue,
  type SortTerm,
} from '@cert/domain';
import { listQueryOfUrl } from '@/components/admin-list/list-url';
import { viewOf, withViewParam, type ListView } from '@/components/admin-list/list-view';
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

/**
 * The order a view starts in: the open tasks by their latest change, so that a change request filed today stands
 * on top even for an organisation of long ago (docs/decisions/007-organisations.md); all organisations newest first,
 * the API's default.
 */
const defaultSortOf = (view: ListView): readonly SortTerm<SortField>[] =>
  view === 'tasks' ? [{ field: 'updatedAt', direction: 'desc' }] : adminOrganizationListSpec.defaultSort;

const sameSort = (a: readonly SortTerm[], b: readonly SortTerm[]) =>
  a.length === b.length &&
  a.every((term, index) => term.field === b[index]?.field && term.direction === b[index]?.direction);

/**
 * The orders the office chooses from ("Sortierung", as on the journeys list, a phone's cards too), each a sort of
 * the API's list query (`-` for descending).
 */
export const OrganizationSortOrder = defineOptions({
  '-updatedAt': 'Zuletzt geändert zuerst',
  '-createdAt': 'Neueste zuerst',
  createdAt: 'Älteste zuerst',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
});
type OrganizationSortOrder = OptionValue<typeof OrganizationSortOrder>;

const orderOf = ({ field, direction }: SortTerm<SortField>) => `${direction === 'desc' ? '-' : ''}${field}`;

const isSortOrder = (sort: readonly SortTerm<SortField>[]) =>
  sort.length === 1 && OrganizationSortOrder.is(orderOf(sort[0]!));

/** The order a query is in, as the select names it (`listQueryOf` keeps no other). */
export function sortOrderOf(query: OrganizationListQuery): OrganizationSortOrder {
  const order = query.sort[0] ? orderOf(query.sort[0]) : '';
  return OrganizationSortOrder.is(order) ? order : '-createdAt';
}

/**
 * Reads the list query from the URL; keys that are not valid (a hand-edited address) are dropped, not sent. A sort
 * the select cannot name (another field, several terms) gives the view's own order, so that the select always says
 * the order the list is in.
 */
export function listQueryOf(params: URLSearchParams): OrganizationListQuery {
  const query = listQueryOfUrl(schema, params);
  const sort = params.get(PAGING_URL_KEYS.sort);
  const valid = sort !== null && schema.safeParse({ [PAGING_URL_KEYS.sort]: sort }).success;
  const chosen = valid && isSortOrder(query.sort);
  return chosen ? query : { ...query, sort: [...defaultSortOf(viewOf(params))] };
}

/** The other view with the same search and filters, at its first page and in its own order (its date column). */
export const withView = (query: OrganizationListQuery, to: ListView): OrganizationListQuery => ({
  ...query,
  sort: [...defaultSortOf(to)],
  page: DEFAULT_PAGE,
});

/** The URL of a list state: defaults are left out so that the plain address is the default list. */
export function toUrlParams(view: ListView, query: OrganizationListQuery): URLSearchParams {
  const params = toListSearchParams({
    ...query,
    pageSize: query.pageSize === ADMIN_LIST_PAGE_SIZE ? undefined : query.pageSize,
    sort: sameSort(query.sort, defaultSortOf(view)) ? [] : query.sort,
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

/** A chosen order starts at the first page. */
export function withSortOrder(query: OrganizationListQuery, order: string): OrganizationListQuery {
  if (!OrganizationSortOrder.is(order)) return query;
  const descending = order.startsWith('-');
  const field = (descending ? order.slice(1) : order) as SortField;
  return { ...query, sort: [{ field, direction: descending ? 'desc' : 'asc' }], page: DEFAULT_PAGE };
}

export const withPage = (query: OrganizationListQuery, page: number): OrganizationListQuery => ({
  ...query,
  page,
});
