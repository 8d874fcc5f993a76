import { regexFilterProblem } from '@cert/domain';
import { describe, expect, it } from 'vitest';
import { escapeRegex, SEARCH_MAX_LENGTH, unescapeRegex } from '@/lib/regex-text';
import {
  listQueryOf,
  toApiParams,
  toUrlParams,
  withFilter,
  withSearch,
  sortOrderOf,
  withSortOrder,
  withView,
} from '../list-state';

const plainTexts = [
  'Stadtwerke Musterstadt',
  'Müller & Söhne (GmbH)',
  'a.b*c+d?e^f$g|h[i]j{k}l\\m/n-o',
  '(a+)+',
  '\\1 \\k<name> (?=x)',
  '{25} {3,30} x{2,}',
  '[',
  '\\',
  '.*'.repeat(SEARCH_MAX_LENGTH / 2),
];

describe('regex escaping of the name search', () => {
  it.each(plainTexts)(
    'turns %j into a pattern the API accepts and that matches exactly that text',
    (text) => {
      const pattern = escapeRegex(text);
      expect(regexFilterProblem(pattern)).toBeNull();
      expect(new RegExp(`^${pattern}$`, 'iu').test(text)).toBe(true);
      expect(unescapeRegex(pattern)).toBe(text);
      // The list query parser the API uses (listQuerySchema) keeps it.
      expect(listQueryOf(new URLSearchParams({ 'filter.name._regex_': pattern })).regex.name).toBe(pattern);
    },
  );

  it('escapes the metacharacters and leaves letters alone', () => {
    expect(escapeRegex('a.b (c)')).toBe('a\\.b \\(c\\)');
    expect(escapeRegex('Zoë-Müller')).toBe('Zoë-Müller');
    expect(escapeRegex('x\\1')).toBe('x[\\\\]1');
    expect(new RegExp(escapeRegex('a.b'), 'u').test('axb')).toBe(false);
  });
});

describe('list state in the URL', () => {
  it('reads the defaults from an empty address and writes them back as an empty one', () => {
    // The open tasks, latest change first.
    const query = listQueryOf(new URLSearchParams());
    expect(query).toMatchObject({ page: 1, pageSize: 10, sort: [{ field: 'updatedAt', direction: 'desc' }] });
    expect(toUrlParams('tasks', query).toString()).toBe('');
    expect(Object.fromEntries(toApiParams(query))).toEqual({ page: '1', pageSize: '10', sort: '-updatedAt' });
    // All organisations, newest first.
    const all = listQueryOf(new URLSearchParams({ view: 'all' }));
    expect(all.sort).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    expect(toUrlParams('all', all).toString()).toBe('view=all');
  });

  it("switches views in the other view's own order, with the same filters, and keeps an order chosen", () => {
    const tasks = { ...withFilter(listQueryOf(new URLSearchParams()), 'type', 'Provider'), page: 3 };
    const all = withView(withSortOrder(tasks, 'name'), 'all');
    expect(all).toMatchObject({ page: 1, sort: [{ field: 'createdAt', direction: 'desc' }] });
    expect(all.exact).toEqual({ type: 'Provider' });
    expect(withView(all, 'tasks').sort).toEqual([{ field: 'updatedAt', direction: 'desc' }]);
    // An order chosen in the task list stays in the address.
    const oldestFirst = withSortOrder(tasks, 'createdAt');
    expect(Object.fromEntries(toUrlParams('tasks', oldestFirst))).toEqual({
      sort: 'createdAt',
      'filter.type': 'Provider',
    });
    expect(listQueryOf(toUrlParams('tasks', oldestFirst)).sort).toEqual(oldestFirst.sort);
  });

  it('round-trips search, filters, sort, page and view', () => {
    let query = listQueryOf(new URLSearchParams());
    query = withSearch(query, ' a.b ');
    query = withFilter(query, 'type', 'Provider');
    query = withSortOrder(query, 'name');
    query = { ...query, page: 3 };
    const params = toUrlParams('all', query);
    expect(Object.fromEntries(params)).toEqual({
      page: '3',
      sort: 'name',
      'filter.type': 'Provider',
      'filter.name._regex_': 'a\\.b',
      view: 'all',
    });
    expect(listQueryOf(params)).toEqual(query);
  });

  it('drops invalid keys of a hand-edited address instead of sending them', () => {
    const query = listQueryOf(
      new URLSearchParams('page=2&sort=password&filter.type=Alien&foo=1&filter.approvalStatus=Rejected'),
    );
    expect(query.page).toBe(2);
    // The task list's own order, as without a sort.
    expect(query.sort).toEqual([{ field: 'updatedAt', direction: 'desc' }]);
    expect(query.exact).toEqual({ approvalStatus: 'Rejected' });
  });

  it('sorts by the order chosen, named back by the select (a hand-edited sort as the view’s own); filters restart at page 1', () => {
    const start = { ...listQueryOf(new URLSearchParams()), page: 4 };
    expect(sortOrderOf(start)).toBe('-updatedAt');
    expect(withSortOrder(start, '-name').sort).toEqual([{ field: 'name', direction: 'desc' }]);
    expect(sortOrderOf(withSortOrder(start, '-name'))).toBe('-name');
    expect(withSortOrder(start, 'createdAt').sort).toEqual([{ field: 'createdAt', direction: 'asc' }]);
    // Not a choice: the query stays as it was.
    expect(withSortOrder(start, 'password')).toBe(start);
    // A sort the select cannot name (a hand-edited address, or an old one of the column heads) is the view's own:
    // the select says the order the list is in.
    for (const sort of ['approvalStatus', '-type', 'updatedAt', 'name,-createdAt']) {
      const query = listQueryOf(new URLSearchParams({ view: 'all', sort }));
      expect(query.sort).toEqual([{ field: 'createdAt', direction: 'desc' }]);
      expect(sortOrderOf(query)).toBe('-createdAt');
    }
    expect(withSortOrder(start, 'name').page).toBe(1);
    expect(withFilter(start, 'approvalStatus', 'Pending').page).toBe(1);
    expect(withFilter(withFilter(start, 'type', 'Provider'), 'type', '').exact).toEqual({});
    expect(withSearch(withSearch(start, 'x'), '  ').regex).toEqual({});
  });
});
