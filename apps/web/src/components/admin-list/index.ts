/*
 * The building blocks of the platform admins' paged lists (docs/product.md §7): the view in the URL and its
 * tabs, the URL query (invalid keys dropped), the search form, the results (count, load error, empty notice,
 * pager) and the way back from a detail screen. The lists keep their own query keys, filters, columns and texts.
 */
export { FilterSelect, SortSelect } from './filter-select';
export { useListAddress, useListLinkState } from './list-address';
export { ListResults } from './list-results';
export { ListSearchForm } from './list-search-form';

export { type ListView } from './list-view';
export { ListViewTabs } from './list-view-tabs';
export { useListUrlState } from './use-list-url-state';
