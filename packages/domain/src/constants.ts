/** Business constants of docs/product.md §9. */
/** Where the API answers: every contract's path is below it (api/contract.ts). */
export const API_BASE = '/api';
/** @public the specification's constant (docs/product.md §9), not read by code yet. */
export const APP_LANGUAGE = 'de';
export const ADMIN_LIST_PAGE_SIZE = 10;
/** @public the specification's constant (docs/product.md §9), not read by code yet. */
export const ORGANIZATION_LIST_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;
export const NOTIFICATION_LIFETIME_MS = 5000;
export const LOGIN_SUCCESS_DELAY_MS = 3000;
export const LOGIN_FAILURE_DELAY_MS = 6000;
/**
 * @public the specification's constant (docs/product.md §9): the sign-in's notice is the page "Sie sind angemeldet",
 * shown for LOGIN_SUCCESS_DELAY_MS, the same 3,000 ms (docs/decisions/065-lasting-confirmations.md).
 */
export const LOGIN_USER_NOTICE_MS = 3000;
/** @internal Used inside the domain (or by tests), not through this entry. */
export const DATE_PICKER_DAYS_BACK = 14;
/** @public the specification's constant (docs/product.md §9), not read by code yet. */
export const DATE_FORMAT = 'dd.MM.yyyy';
/** @public the specification's constant (docs/product.md §9), not read by code yet. */
export const DATE_TIME_FORMAT = 'dd.MM.yyyy - HH:mm';
export const PAGE_META_DEBOUNCE_MS = 50;
export const SELECT_INPUT_DEBOUNCE_MS = 500;
/** @public the specification's constant (docs/product.md §9), not read by code yet. */
export const OTHER_OPTION_LITERAL = 'Sonstige';
export const PAGING_URL_KEYS = {
  page: 'page',
  pageSize: 'pageSize',
  sort: 'sort',
  filter: 'filter',
  search: 'search',
} as const;

/** Sign-in: a magic link is valid this long and only once (docs/security.md 2, 3). */
export const MAGIC_LINK_TTL_MINUTES = 15;
