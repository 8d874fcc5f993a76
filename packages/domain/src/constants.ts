/** Business constants of docs/product.md §9. */
export const APP_LANGUAGE = 'de';
export const ADMIN_LIST_PAGE_SIZE = 10;
export const ORGANIZATION_LIST_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;
export const NOTIFICATION_LIFETIME_MS = 5000;
export const LOGIN_SUCCESS_DELAY_MS = 3000;
export const LOGIN_FAILURE_DELAY_MS = 6000;
export const LOGIN_USER_NOTICE_MS = 3000;
export const DATE_PICKER_DAYS_BACK = 14;
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy - HH:mm';
export const PAGE_META_DEBOUNCE_MS = 50;
export const SELECT_INPUT_DEBOUNCE_MS = 500;
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
