import { z } from 'zod';
import { ADMIN_LIST_PAGE_SIZE, DEFAULT_PAGE, PAGING_URL_KEYS } from './constants';
import { isStorableText, textMessages } from './text';

/**
 * The list query rules of docs/product.md §7, parsed in one place for every list endpoint:
 * `page`, `pageSize`, `sort=name,-createdAt` ('-' = descending), `filter.{key}=value` (exact),
 * `filter.{key}._regex_=pattern` (case-insensitive regular expression) and `search.{key}=text` (contains).
 * Each list declares which keys it accepts; any other key is an error, never silently ignored (docs/security.md 19).
 */
type ListQuerySpec<
  Sort extends string = string,
  Filter extends string = string,
  Search extends string = string,
> = {
  sortable: readonly Sort[];
  /** Applied when the query has no `sort`. */
  defaultSort: readonly SortTerm<Sort>[];
  /** Exact filters: the allowed values of each key (an option list's values). Keys may be dotted (`meta.state`). */
  exactFilters?: Partial<Readonly<Record<Filter, readonly string[]>>>;
  /**
   * Exact filters on an id (e.g. `filter.organization`): the value must be a UUID; which ids the user may
   * see is the caller's check, since the parser cannot know them.
   */
  idFilters?: readonly Filter[];
  /** Keys that accept `filter.{key}._regex_`. */
  regexFilters?: readonly Filter[];
  searchable?: readonly Search[];
  defaultPageSize?: number;
  maxPageSize?: number;
};

export type SortTerm<Sort extends string = string> = { field: Sort; direction: 'asc' | 'desc' };

export type ListQuery<
  Sort extends string = string,
  Filter extends string = string,
  Search extends string = string,
> = {
  page: number;
  pageSize: number;
  sort: SortTerm<Sort>[];
  exact: Partial<Record<Filter, string>>;
  regex: Partial<Record<Filter, string>>;
  search: Partial<Record<Search, string>>;
};

/**
 * What a caller sends: the list's own keys only, each as it stands in the address (a page number, or the text of a
 * sort, filter or search). A misspelt key or a page size in words does not compile.
 */
type ListQueryInput<
  Sort extends string = string,
  Filter extends string = string,
  Search extends string = string,
> = {
  page?: number | `${number}`;
  pageSize?: number | `${number}`;
  /** Comma-separated fields, '-' before one for descending. */
  sort?: `${'' | '-'}${Sort}` | `${'' | '-'}${Sort},${string}`;
} & Partial<Record<`filter.${Filter}` | `filter.${Filter}._regex_` | `search.${Search}`, string>>;

export const REGEX_FILTER_MAX_LENGTH = 100;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const listQueryMessages = {
  unknownKey: 'Dieser Parameter wird hier nicht unterstützt.',
  page: 'Bitte geben Sie eine ganze Zahl ab 1 an.',
  pageSize: (max: number) => `Bitte geben Sie eine Seitengröße zwischen 1 und ${max} an.`,
  sort: 'Nach diesem Feld kann nicht sortiert werden.',
  filterValue: 'Dieser Filterwert ist nicht zulässig.',
  regexInvalid: 'Dieses Suchmuster ist kein gültiger regulärer Ausdruck.',
  regexUnsafe:
    'Dieses Suchmuster ist zu aufwendig. Bitte verzichten Sie auf Rückverweise und verschachtelte Wiederholungen.',
  regexTooLong: `Bitte verwenden Sie höchstens ${REGEX_FILTER_MAX_LENGTH} Zeichen.`,
  searchTooLong: 'Bitte verwenden Sie höchstens 100 Zeichen.',
  repeated: 'Dieser Parameter darf nur einmal vorkommen.',
} as const;

/**
 * A `search.{key}` text as a LIKE pattern that matches it anywhere: `%`, `_` and the escape character itself stand
 * for themselves (PostgreSQL's default escape is the backslash).
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Why a regular expression may not be sent to the database, or null if it may. PostgreSQL's engine falls back
 * to backtracking for back-references, and nested or large bounded repetitions can still blow up: refuse them
 * before they reach the database. The syntax check uses JavaScript's parser; the database still rejects the
 * few patterns valid here but not there, and the API turns that into the same 400.
 */
export function regexFilterProblem(pattern: string): string | null {
  if (pattern.length > REGEX_FILTER_MAX_LENGTH) return listQueryMessages.regexTooLong;
  if (/\\[1-9kK]/.test(pattern) || /\(\?/.test(pattern)) return listQueryMessages.regexUnsafe;
  // A quantified group that itself contains a quantifier, e.g. (a+)+ or (a|b*){2,}.
  if (/\([^()]*[*+?}|][^()]*\)\s*[*+?{]/.test(pattern)) return listQueryMessages.regexUnsafe;
  // The same through intermediate groups, e.g. ((a+)b)+ or ((a{20})b){20}, which the check above cannot see.
  if (hasQuantifiedGroupWithRepetition(pattern)) return listQueryMessages.regexUnsafe;
  const bounds = [...pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)];
  if (
    bounds.some(([, min, max]) => Number(min) > 20 || (max !== undefined && max !== '' && Number(max) > 20))
  ) {
    return listQueryMessages.regexUnsafe;
  }
  try {
    new RegExp(pattern, 'u');
  } catch {
    return listQueryMessages.regexInvalid;
  }
  return null;
}

/**
 * Whether a quantified group contains a quantifier or an alternation at any depth. Escapes and character
 * classes are skipped, so `\\(` and `[(+]` are plain characters here.
 */
function hasQuantifiedGroupWithRepetition(pattern: string): boolean {
  // Per open group: whether it holds a quantifier or an alternation so far.
  const open: boolean[] = [];
  // Set right after a ')': whether the group just closed holds one.
  let closedHolds: boolean | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      i++;
      closedHolds = null;
      continue;
    }
    if (char === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
      closedHolds = null;
      continue;
    }
    if (char === '(') {
      open.push(false);
      closedHolds = null;
      continue;
    }
    if (char === ')') {
      closedHolds = open.pop() ?? false;
      continue;
    }
    const quantifier =
      char === '*' ||
      char === '+' ||
      char === '?' ||
      (char === '{' && /^\{\d+(?:,\d*)?\}/.test(pattern.slice(i)));
    if (quantifier && closedHolds) return true;
    if (quantifier || char === '|') open.fill(true);
    closedHolds = null;
  }
  return false;
}

type RawQuery = Record<string, unknown>;

/**
 * The parameters a list accepts, as JSON Schema properties for the OpenAPI document: the query string is parsed by
 * hand (below), so the schema would otherwise say only "any keys".
 */
function listQueryParameters(spec: ListQuerySpec, maxPageSize: number) {
  const text = (description: string, extra: Record<string, unknown> = {}) => ({
    type: 'string',
    description,
    ...extra,
  });
  const parameters: Record<string, Record<string, unknown>> = {
    [PAGING_URL_KEYS.page]: {
      type: 'integer',
      minimum: 1,
      default: DEFAULT_PAGE,
      description: 'Page, from 1.',
    },
    [PAGING_URL_KEYS.pageSize]: {
      type: 'integer',
      minimum: 1,
      maximum: maxPageSize,
      default: spec.defaultPageSize ?? ADMIN_LIST_PAGE_SIZE,
      description: 'Rows per page.',
    },
    [PAGING_URL_KEYS.sort]: text(
      `Comma-separated fields, '-' before a field for descending. Fields: ${spec.sortable.join(', ')}. ` +
        `Default: ${spec.defaultSort.map((term) => (term.direction === 'desc' ? '-' : '') + term.field).join(',')}.`,
    ),
  };
  for (const [key, values] of Object.entries(spec.exactFilters ?? {}) as Array<[string, readonly string[]]>) {
    parameters[`${PAGING_URL_KEYS.filter}.${key}`] = text('Exact value.', { enum: [...values] });
  }
  for (const key of spec.idFilters ?? []) {
    parameters[`${PAGING_URL_KEYS.filter}.${key}`] = text('Exact id.', { format: 'uuid' });
  }
  for (const key of spec.regexFilters ?? []) {
    parameters[`${PAGING_URL_KEYS.filter}.${key}._regex_`] = text(
      'Case-insensitive regular expression (no back-references, lookarounds or nested quantifiers).',
      { maxLength: REGEX_FILTER_MAX_LENGTH },
    );
  }
  for (const key of spec.searchable ?? []) {
    parameters[`${PAGING_URL_KEYS.search}.${key}`] = text('Contains this text, case-insensitive.', {
      maxLength: 100,
    });
  }
  return parameters;
}

/** The zod schema of one list's query string: validates against the spec and returns a typed ListQuery. */
export function listQuerySchema<Sort extends string, Filter extends string, Search extends string>(
  spec: ListQuerySpec<Sort, Filter, Search>,
) {
  const maxPageSize = spec.maxPageSize ?? 100;
  const exactFilters = (spec.exactFilters ?? {}) as Record<string, readonly string[]>;
  const idFilters = new Set<string>(spec.idFilters ?? []);
  const regexFilters = new Set<string>(spec.regexFilters ?? []);
  const searchable = new Set<string>(spec.searchable ?? []);
  const sortable = new Set<string>(spec.sortable);

  const schema = z
    .record(z.string(), z.unknown())
    .meta({ properties: listQueryParameters(spec, maxPageSize), additionalProperties: false })
    .transform((raw: RawQuery, ctx): ListQuery<Sort, Filter, Search> => {
      const query: ListQuery<Sort, Filter, Search> = {
        page: DEFAULT_PAGE,
        pageSize: spec.defaultPageSize ?? ADMIN_LIST_PAGE_SIZE,
        sort: [...spec.defaultSort],
        exact: {},
        regex: {},
        search: {},
      };
      const fail = (key: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [key], message, input: raw[key] });

      for (const [key, value] of Object.entries(raw)) {
        if (typeof value !== 'string') {
          fail(key, listQueryMessages.repeated);
          continue;
        }
        if (key === PAGING_URL_KEYS.page || key === PAGING_URL_KEYS.pageSize) {
          const number = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
          if (key === PAGING_URL_KEYS.page) {
            if (number >= 1) query.page = number;
            else fail(key, listQueryMessages.page);
          } else if (number >= 1 && number <= maxPageSize) query.pageSize = number;
          else fail(key, listQueryMessages.pageSize(maxPageSize));
          continue;
        }
        if (key === PAGING_URL_KEYS.sort) {
          const terms = value.split(',').map((term) => term.trim());
          const parsed = terms.map((term) => {
            const descending = term.startsWith('-');
            return {
              field: descending ? term.slice(1) : term,
              direction: descending ? 'desc' : 'asc',
            } as const;
          });
          if (parsed.every((term) => sortable.has(term.field))) query.sort = parsed as SortTerm<Sort>[];
          else fail(key, listQueryMessages.sort);
          continue;
        }
        const regexMatch = /^filter\.([A-Za-z][\w]*)\._regex_$/.exec(key);
        if (regexMatch && regexFilters.has(regexMatch[1]!)) {
          const problem = regexFilterProblem(value);
          if (problem) fail(key, problem);
          else if (value !== '') query.regex[regexMatch[1] as Filter] = value;
          continue;
        }
        const filterMatch = /^filter\.([A-Za-z]\w*(?:\.[A-Za-z]\w*)*)$/.exec(key);
        if (filterMatch && Object.hasOwn(exactFilters, filterMatch[1]!)) {
          if (exactFilters[filterMatch[1]!]!.includes(value)) query.exact[filterMatch[1] as Filter] = value;
          else if (value !== '') fail(key, listQueryMessages.filterValue);
          continue;
        }
        if (filterMatch && idFilters.has(filterMatch[1]!)) {
          if (UUID_PATTERN.test(value)) query.exact[filterMatch[1] as Filter] = value.toLowerCase();
          else if (value !== '') fail(key, listQueryMessages.filterValue);
          continue;
        }
        const searchMatch = /^search\.([A-Za-z][\w]*)$/.exec(key);
        if (searchMatch && searchable.has(searchMatch[1]!)) {
          if (value.length > 100) fail(key, listQueryMessages.searchTooLong);
          // A NUL or a lone surrogate cannot reach the database (a 500 otherwise).
          else if (!isStorableText(value)) fail(key, textMessages.invalidCharacter);
          else if (value.trim() !== '') query.search[searchMatch[1] as Search] = value.trim();
          continue;
        }
        fail(key, listQueryMessages.unknownKey);
      }
      return query;
    });
  // The address holds any keys: the schema takes them all and refuses the unknown ones with a message of their
  // own; callers are typed by the keys it accepts.
  return schema as unknown as z.ZodType<
    ListQuery<Sort, Filter, Search>,
    ListQueryInput<Sort, Filter, Search>
  >;
}

/** Serialises a ListQuery back into URL parameters (the web app's list screens keep their state in the URL). */
export function toListSearchParams(query: Partial<ListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page && query.page !== DEFAULT_PAGE) params.set(PAGING_URL_KEYS.page, String(query.page));
  if (query.pageSize) params.set(PAGING_URL_KEYS.pageSize, String(query.pageSize));
  if (query.sort?.length) {
    params.set(
      PAGING_URL_KEYS.sort,
      query.sort.map((term) => (term.direction === 'desc' ? '-' : '') + term.field).join(','),
    );
  }
  for (const [key, value] of Object.entries(query.exact ?? {})) if (value) params.set(`filter.${key}`, value);
  for (const [key, value] of Object.entries(query.regex ?? {}))
    if (value) params.set(`filter.${key}._regex_`, value);
  for (const [key, value] of Object.entries(query.search ?? {}))
    if (value) params.set(`search.${key}`, value);
  return params;
}
