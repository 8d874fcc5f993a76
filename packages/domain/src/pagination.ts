import { z } from 'zod';
import { DEFAULT_PAGE, ADMIN_LIST_PAGE_SIZE } from './constants';

/** The paginated list of docs/product.md §3. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    docs: z.array(item),
    page: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
    nextPage: z.number().int().nullable(),
    prevPage: z.number().int().nullable(),
    pagingCounter: z.number().int(),
    totalPages: z.number().int(),
    totalDocs: z.number().int(),
    limit: z.number().int(),
  });
}
export type Paginated<T> = {
  docs: T[];
  page: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  nextPage: number | null;
  prevPage: number | null;
  pagingCounter: number;
  totalPages: number;
  totalDocs: number;
  limit: number;
};

/** @internal */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_LIST_PAGE_SIZE),
});

export function paginate<T>(docs: T[], totalDocs: number, page: number, limit: number): Paginated<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return {
    docs,
    page,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    nextPage: page < totalPages ? page + 1 : null,
    prevPage: page > 1 ? page - 1 : null,
    pagingCounter: (page - 1) * limit + 1,
    totalPages,
    totalDocs,
    limit,
  };
}
