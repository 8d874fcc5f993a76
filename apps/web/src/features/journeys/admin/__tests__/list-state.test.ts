import { describe, expect, it } from 'vitest';
import { escapeRegex, unescapeRegex } from '@/lib/regex-text';
import { listQueryOf, searchTextOf, toApiParams, toUrlParams, withFilter, withSearch } from '../list-state';

const params = (query: string) => new URLSearchParams(query);

describe('journey list state', () => {
  it('reads the defaults from a plain address and writes none of them back', () => {
    const query = listQueryOf(params(''));
    expect(query).toEqual({ page: 1, pageSize: 10, sortOrder: 'activity-desc' });
    expect(toUrlParams('tasks', query).toString()).toBe('');
    expect(Object.fromEntries(toApiParams(query))).toEqual({
      page: '1',
      pageSize: '10',
      sortOrder: 'activity-desc',
    });
  });

  it('drops invalid and unknown keys but keeps the valid ones', () => {
    const query = listQueryOf(
      params('page=0&pathType=procurement&statusFilter=open&x=1&sortOrder=name-desc'),
    );
    expect(query).toEqual({ page: 1, pageSize: 10, pathType: 'procurement', sortOrder: 'name-desc' });
  });

  it('escapes the search text so that it matches literally, and reads it back', () => {
    for (const text of ['Stadt (Nord)', 'a.b*c', 'C:\\Amt', '[x]{2}|^$+?']) {
      const pattern = escapeRegex(text);
      expect(new RegExp(pattern, 'u').test(`vor ${text} nach`)).toBe(true);
      expect(unescapeRegex(pattern)).toBe(text);
    }
    const query = withSearch({ ...listQueryOf(params('page=4')) }, '  a.b ');
    expect(query.page).toBe(1);
    expect(query['filter.name._regex_']).toBe('a\\.b');
    expect(searchTextOf(query)).toBe('a.b');
    expect(withSearch(query, ' ')['filter.name._regex_']).toBeUndefined();
  });

  it('keeps a level that fits the chosen path and drops one that does not', () => {
    const gold = listQueryOf(params('pathProgress=gold&page=3'));
    expect(withFilter(gold, 'pathType', 'procurement')).toMatchObject({ pathProgress: 'gold', page: 1 });
    expect(withFilter(gold, 'pathType', 'provider').pathProgress).toBeUndefined();
    expect(withFilter(gold, 'pathType', '').pathType).toBeUndefined();
  });
});
