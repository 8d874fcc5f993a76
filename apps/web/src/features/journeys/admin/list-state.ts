import {
  adminJourneyListQuerySchema,
  ADMIN_LIST_PAGE_SIZE,
  DEFAULT_PAGE,
  ProcurementProgress,
  ProviderProgress,
  type AdminJourneyListQuery,
  type JourneyPathType,
} from '@cert/domain';
import { listQueryOfUrl } from '@/components/admin-list/list-url';
import { withViewParam, type ListView } from '@/components/admin-list/list-view';
import { escapeRegex, unescapeRegex } from '@/lib/regex-text';

/**
 * The state of the admin journey lists lives in the URL with the API's own query keys (docs/decisions/014-journeys.md:
 * page, pageSize, pathType, pathProgress, statusFilter, sortOrder, filter.name._regex_), so back, forward and
 * reload keep it. `view` picks the list: open tasks or all journeys.
 */
const NAME_FILTER_KEY = 'filter.name._regex_';

export type JourneyListQuery = AdminJourneyListQuery;

const defaults = adminJourneyListQuerySchema.parse({});

/** Reads the list query from the URL; keys that are not valid (a hand-edited address) are dropped, not sent. */
export const listQueryOf = (params: URLSearchParams): JourneyListQuery =>
  listQueryOfUrl(adminJourneyListQuerySchema, params);

function toParams(query: JourneyListQuery, keepDefaults: boolean): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['page', keepDefaults || query.page !== DEFAULT_PAGE ? query.page : undefined],
    ['pageSize', keepDefaults || query.pageSize !== ADMIN_LIST_PAGE_SIZE ? query.pageSize : undefined],
    ['pathType', query.pathType],
    ['pathProgress', query.pathProgress],
    ['statusFilter', query.statusFilter],
    ['sortOrder', keepDefaults || query.sortOrder !== defaults.sortOrder ? query.sortOrder : undefined],
    [NAME_FILTER_KEY, query[NAME_FILTER_KEY]],
  ];
  for (const [key, value] of entries) if (value !== undefined) params.set(key, String(value));
  return params;
}

/** The URL of a list state: defaults are left out so that the plain address is the default list. */
export function toUrlParams(view: ListView, query: JourneyListQuery): URLSearchParams {
  return withViewParam(toParams(query, false), view);
}

/** The query string of the API call: page, page size and order always, the rest as in the URL. */
export const toApiParams = (query: JourneyListQuery): URLSearchParams => toParams(query, true);

export const searchTextOf = (query: JourneyListQuery) => unescapeRegex(query[NAME_FILTER_KEY] ?? '');

/** A new name search starts at the first page; an empty text removes the filter. */
export function withSearch(query: JourneyListQuery, text: string): JourneyListQuery {
  const pattern = escapeRegex(text.trim());
  return { ...query, [NAME_FILTER_KEY]: pattern || undefined, page: DEFAULT_PAGE };
}

type FilterKey = 'pathType' | 'pathProgress' | 'statusFilter';

/** The progress values that fit a path (both paths' values when no path is chosen). */
export function progressOptions(pathType: JourneyPathType | undefined): { value: string; label: string }[] {
  const sets =
    pathType === 'procurement'
      ? [ProcurementProgress]
      : pathType === 'provider'
        ? [ProviderProgress]
        : [ProcurementProgress, ProviderProgress];
  const options = new Map<string, string>();
  for (const set of sets) for (const value of set.values) options.set(value, set.label(value as never));
  return [...options].map(([value, label]) => ({ value, label }));
}

/**
 * A filter change starts at the first page. Choosing a path drops a progress that the path does not have
 * (bronze is no provider level), which the API would answer with an empty list.
 */
export function withFilter(query: JourneyListQuery, key: FilterKey, value: string): JourneyListQuery {
  const next = { ...query, [key]: value || undefined, page: DEFAULT_PAGE } as JourneyListQuery;
  if (
    key === 'pathType' &&
    next.pathProgress &&
    !progressOptions(next.pathType).some((option) => option.value === next.pathProgress)
  ) {
    next.pathProgress = undefined;
  }
  return next;
}

export const withSortOrder = (query: JourneyListQuery, sortOrder: string): JourneyListQuery =>
  ({ ...query, sortOrder, page: DEFAULT_PAGE }) as JourneyListQuery;

export const withPage = (query: JourneyListQuery, page: number): JourneyListQuery => ({ ...query, page });
