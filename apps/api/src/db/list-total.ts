import { sql } from 'drizzle-orm';

/** The total of a filtered list in the page's own query: a window count over the rows before LIMIT. */
export const totalDocs = sql<number>`count(*) over ()`.mapWith(Number).as('total_docs');

/** What the count-only query of a page beyond the end selects. */
export const rowCount = { count: sql<number>`count(*)`.mapWith(Number) };

/**
 * A list's total: every row of the page carries it (`totalDocs`); a page beyond the end has no row, and only then
 * does the count-only query run (docs/product.md §7 "List queries": such a page answers with the real total).
 */
export async function listTotal(
  rows: readonly { totalDocs: number }[],
  page: number,
  countRows: () => Promise<{ count: number }[]>,
): Promise<number> {
  if (rows.length > 0 || page <= 1) return rows[0]?.totalDocs ?? 0;
  const [row] = await countRows();
  return row?.count ?? 0;
}
