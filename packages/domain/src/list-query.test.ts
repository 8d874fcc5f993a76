import { describe, expect, it } from 'vitest';
import { listQueryMessages, listQuerySchema, regexFilterProblem, toListSearchParams } from './list-query';

const germanMessages = Object.values(listQueryMessages).map((m) => (typeof m === 'function' ? m(100) : m));

const schema = listQuerySchema<'name' | 'createdAt', 'type' | 'name', 'city'>({
  sortable: ['name', 'createdAt'],
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  exactFilters: { type: ['PublicProcurer', 'Provider'] },
  regexFilters: ['name'],
  searchable: ['city'],
});

describe('list query parser (docs/product.md §7 list query rules)', () => {
  it('applies defaults: page 1, page size 10, the default sort', () => {
    expect(schema.parse({})).toEqual({
      page: 1,
      pageSize: 10,
      sort: [{ field: 'createdAt', direction: 'desc' }],
      exact: {},
      regex: {},
      search: {},
    });
  });

  it('reads page, pageSize, sort with "-" for descending, filters and searches', () => {
    const query = schema.parse({
      page: '3',
      pageSize: '25',
      sort: 'name,-createdAt',
      'filter.type': 'Provider',
      'filter.name._regex_': '^stadt',
      'search.city': ' Berlin ',
    });
    expect(query).toEqual({
      page: 3,
      pageSize: 25,
      sort: [
        { field: 'name', direction: 'asc' },
        { field: 'createdAt', direction: 'desc' },
      ],
      exact: { type: 'Provider' },
      regex: { name: '^stadt' },
      search: { city: 'Berlin' },
    });
  });

  it('round-trips through URL parameters', () => {
    const query = schema.parse({
      page: '2',
      sort: '-name',
      'filter.name._regex_': 'amt',
      'filter.type': 'Provider',
    });
    expect(schema.parse(Object.fromEntries(toListSearchParams(query)))).toEqual(query);
  });

  it.each([
    ['page', '0'],
    ['page', 'x'],
    ['pageSize', '101'],
    ['sort', 'password'],
    ['filter.type', 'Admin'],
    ['filter.city._regex_', 'x'],
    ['filter.name', 'x'],
    ['search.name', 'x'],
    ['limit', '5'],
  ])('refuses %s=%s with a German message at that key', (key, value) => {
    const result = schema.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([key]);
    expect(germanMessages).toContain(result.error?.issues[0]?.message);
  });

  it('refuses a repeated parameter', () => {
    expect(schema.safeParse({ page: ['1', '2'] }).success).toBe(false);
  });
});

describe('dotted and id filters', () => {
  const organization = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const withIds = listQuerySchema<'updatedAt', 'meta.state' | 'organization', never>({
    sortable: ['updatedAt'],
    defaultSort: [{ field: 'updatedAt', direction: 'desc' }],
    exactFilters: { 'meta.state': ['IN_DRAFT', 'PASSED'] },
    idFilters: ['organization'],
  });

  it('reads a dotted exact filter and a UUID id filter (lower-cased)', () => {
    const query = withIds.parse({
      'filter.meta.state': 'PASSED',
      'filter.organization': organization.toUpperCase(),
    });
    expect(query.exact).toEqual({ 'meta.state': 'PASSED', organization });
    expect(withIds.parse(Object.fromEntries(toListSearchParams(query)))).toEqual(query);
  });

  it('ignores an empty id filter', () => {
    expect(withIds.parse({ 'filter.organization': '' }).exact).toEqual({});
  });

  it.each([
    ['filter.organization', 'x'],
    ['filter.organization', `${organization}0`],
    ['filter.organization', "' or 1=1 --"],
    ['filter.meta.state', 'IN_REVIEW'],
    ['filter.meta', 'PASSED'],
    ['filter.toString', 'x'],
    ['filter.organization._regex_', 'x'],
  ])('refuses %s=%s at that key', (key, value) => {
    const result = withIds.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([key]);
    expect(germanMessages).toContain(result.error?.issues[0]?.message);
  });
});

describe('regex filter safety', () => {
  it.each([
    'stadt',
    '^Stadt .*amt$',
    '[0-9]{5}',
    'berlin|hamburg',
    '(ober|unter)franken',
    '((ober|unter)franken)',
    '(a(b)c)+',
    '(\\(a\\))+',
    '([a-z]x)+',
    '(a)(b+)',
  ])('accepts %s', (pattern) => {
    expect(regexFilterProblem(pattern)).toBeNull();
  });

  it.each([
    ['(a+)+$', 'nested repetition'],
    ['(a|aa)*b', 'nested repetition'],
    ['((a+)b)+', 'nested repetition through an intermediate group'],
    ['((a{20})b){20}', 'nested bounded repetition through an intermediate group'],
    ['(x(a|b)y)*', 'alternation in a group inside a quantified group'],
    ['(((a?)))+', 'nested repetition through several groups'],
    ['(\\(a+\\))+', 'nested repetition beside escaped parentheses'],
    ['(x)\\1', 'back-reference'],
    ['a{1000}', 'large bound'],
    ['(?=a)', 'look-around'],
    ['((', 'syntax'],
    ['[', 'syntax'],
    ['a'.repeat(101), 'length'],
  ])('refuses %s (%s)', (pattern) => {
    expect(regexFilterProblem(pattern)).not.toBeNull();
  });
});
