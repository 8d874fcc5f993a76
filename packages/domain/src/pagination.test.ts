import { describe, expect, it } from 'vitest';
import { paginate, pageQuerySchema } from './pagination';

describe('paginate', () => {
  it('describes a middle page', () => {
    expect(paginate(['k'], 35, 2, 10)).toEqual({
      docs: ['k'],
      page: 2,
      hasNextPage: true,
      hasPrevPage: true,
      nextPage: 3,
      prevPage: 1,
      pagingCounter: 11,
      totalPages: 4,
      totalDocs: 35,
      limit: 10,
    });
  });

  it('describes an empty list as one page without neighbours', () => {
    expect(paginate([], 0, 1, 10)).toMatchObject({
      totalPages: 1,
      hasNextPage: false,
      nextPage: null,
      prevPage: null,
    });
  });

  it('defaults to page 1 and page size 10 and rejects nonsense', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
  });
});
