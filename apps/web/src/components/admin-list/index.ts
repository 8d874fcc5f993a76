/*
 * The building blocks of the platform admins' paged lists (spec platform.md §7): view tabs, search form,
 * result count, load and empty notices, pager. The lists keep their own URL state, columns and texts.
 */
export { EmptyListNotice, ListLoader, ListLoadError, ResultSummary } from './list-notices';
export { useListAddress, useListLinkState } from './list-address';
export { ListPager } from './list-pager';
export { ListResults } from './list-results';
export { ListSearchForm } from './list-search-form';
export { viewOf, VIEW_URL_KEY, withViewParam, type ListView } from './list-view';
export { ListViewTabs } from './list-view-tabs';
export { listQueryOfUrl } from './list-url';
export { useListUrlState } from './use-list-url-state';
