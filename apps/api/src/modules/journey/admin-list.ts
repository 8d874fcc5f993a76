import { and, asc, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  containsPattern,
  paginate,
  type AdminJourneyListItem,
  type AdminJourneyListQuery,
  type CertificateLevel,
  type JourneyPathType,
  type JourneyStatus,
  type JourneyTask,
  type Paginated,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { journeys } from '../../db/schema';
import { listTotal, rowCount, totalDocs } from '../../db/list-total';

/** @internal */
export type AdminJourneyListKind = 'all' | 'tasks';

const orderBy = {
  'activity-desc': [desc(journeys.lastActivityAt)],
  'activity-asc': [asc(journeys.lastActivityAt)],
  // Case-insensitive, as in the organisation list.
  'name-asc': [asc(sql`lower(${journeys.organizationName})`)],
  'name-desc': [desc(sql`lower(${journeys.organizationName})`)],
} satisfies Record<AdminJourneyListQuery['sortOrder'], SQL[]>;

/**
 * The WHERE clause: tasks restriction, exact filters and the case-insensitive name pattern (`~*`) on the journey's
 * copy of its organisation's name, with a trigram index of its own: no join of every matching organisation (B3).
 */
function journeyListConditions(kind: AdminJourneyListKind, query: AdminJourneyListQuery) {
  const conditions: SQL[] = [];
  // Postponed and closed journeys have no open task (ADR 014); the status condition keeps it so in the list too.
  if (kind === 'tasks') conditions.push(isNotNull(journeys.openTask), eq(journeys.status, 'active'));
  if (query.pathType) conditions.push(eq(journeys.pathType, query.pathType));
  if (query.pathProgress) conditions.push(eq(journeys.progress, query.pathProgress));
  if (query.statusFilter) conditions.push(eq(journeys.status, query.statusFilter));
  const pattern = query['filter.name._regex_'];
  if (pattern !== undefined) conditions.push(sql`${journeys.organizationName} ~* ${pattern}`);
  const search = query['search.name'];
  if (search !== undefined) conditions.push(ilike(journeys.organizationName, containsPattern(search)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The columns of a list item. */
const listItemColumns = {
  id: journeys.id,
  organizationId: journeys.organizationId,
  organizationName: journeys.organizationName,
  pathType: journeys.pathType,
  progress: journeys.progress,
  status: journeys.status,
  openTask: journeys.openTask,
  nextOpensAt: journeys.nextOpensAt,
  nextOpensLevels: journeys.nextOpensLevels,
  lastActivityAt: journeys.lastActivityAt,
};

/**
 * One page of the list with its total; the builder is exposed for EXPLAIN in the tests.
 * @internal
 */
export function journeyPageQuery(db: Database, kind: AdminJourneyListKind, query: AdminJourneyListQuery) {
  return (
    db
      .select({ ...listItemColumns, totalDocs })
      .from(journeys)
      .where(journeyListConditions(kind, query))
      // The id makes the order total, so pages never overlap or skip rows of equal sort keys.
      .orderBy(...orderBy[query.sortOrder], asc(journeys.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
  );
}

type ItemRow = {
  id: string;
  organizationId: string;
  organizationName: string;
  pathType: string;
  progress: string;
  status: string;
  openTask: string | null;
  nextOpensAt: string | null;
  nextOpensLevels: string[];
  lastActivityAt: Date;
};

const toJourneyListItem = (row: ItemRow): AdminJourneyListItem => ({
  _id: row.id,
  organization: row.organizationId,
  organizationName: row.organizationName,
  pathType: row.pathType as JourneyPathType,
  progress: row.progress,
  status: row.status as JourneyStatus,
  openTask: row.openTask as JourneyTask | null,
  nextOpensAt: row.nextOpensAt,
  nextOpensLevels: row.nextOpensLevels as CertificateLevel[],
  lastActivityAt: row.lastActivityAt.toISOString(),
});

/**
 * A page of the admin journey list: one query for the rows and their total; a second, count-only query only
 * when the page lies beyond the end (no row carries the total then).
 */
export async function listJourneys(
  db: Database,
  kind: AdminJourneyListKind,
  query: AdminJourneyListQuery,
): Promise<Paginated<AdminJourneyListItem>> {
  const rows = await journeyPageQuery(db, kind, query);
  const total = await listTotal(rows, query.page, () =>
    db.select(rowCount).from(journeys).where(journeyListConditions(kind, query)),
  );
  return paginate(rows.map(toJourneyListItem), total, query.page, query.pageSize);
}

/** One journey as a list item (the answer of postpone and close). */
export async function loadJourneyListItem(db: Database, journeyId: string) {
  const [row] = await db.select(listItemColumns).from(journeys).where(eq(journeys.id, journeyId));
  return row ? toJourneyListItem(row) : undefined;
}
