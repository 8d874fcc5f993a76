import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** The plan PostgreSQL (or PGlite) would choose for `query`, as EXPLAIN's text. */
export async function planOf(db: Database, query: SQLWrapper): Promise<string> {
  const result = await db.execute(sql`explain ${query.getSQL()}`);
  return (result as unknown as { rows: Array<Record<string, string>> }).rows
    .map((row) => Object.values(row)[0])
    .join('\n');
}

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

/** The rows each table gave the plan: every scan node of it, its rows times its loops. */
function rowsRead(node: PlanNode, read = new Map<string, number>()): Map<string, number> {
  const relation = node['Relation Name'];
  if (relation) read.set(relation, (read.get(relation) ?? 0) + node['Actual Rows'] * node['Actual Loops']);
  for (const child of node.Plans ?? []) rowsRead(child, read);
  return read;
}

/** `query` run under EXPLAIN ANALYZE: the rows it returned and the rows each table gave it. */
export async function rowsReadBy(
  db: Database,
  query: SQLWrapper,
): Promise<{ rows: number; read: Map<string, number> }> {
  const result = (await db.execute(sql`explain (analyze, format json) ${query.getSQL()}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const json = Object.values(result.rows[0]!)[0];
  // Depending on the engine's driver the JSON plan arrives parsed or as text.
  const [{ Plan: plan }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
  return { rows: plan['Actual Rows'], read: rowsRead(plan) };
}
