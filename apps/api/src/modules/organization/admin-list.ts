import {
  containsPattern,
  paginate,
  type AdminOrganizationListItem,
  ApprovalStatus,
  OrganizationType,
  type Paginated,
} from '@cert/domain';
import { adminOrganizationListQuerySchema } from '@cert/domain/contracts';
import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema';
import { listTotal, rowCount, totalDocs } from '../../db/list-total';

type AdminOrganizationListQuery = ReturnType<typeof adminOrganizationListQuerySchema.parse>;

type AdminOrganizationListKind = 'all' | 'tasks';

/** memberCount and hasOpenChangeRequest as correlated subqueries: index lookups per row, no N+1 round trips. */
const memberCount =
  sql<number>`(select count(*) from memberships m where m.organization_id = ${organizations.id})`
    .mapWith(Number)
    .as('member_count');
const openChangeRequest = sql`exists (select 1 from organization_change_requests cr where cr.organization_id = ${organizations.id} and cr.status = 'Pending')`;
const hasOpenChangeRequest = sql<boolean>`${openChangeRequest}`
  .mapWith(Boolean)
  .as('has_open_change_request');

const sortColumns = {
  // Case-insensitive: "amt" and "Amt" next to each other on both engines.
  name: sql`lower(${organizations.name})`,
  createdAt: organizations.createdAt,
  updatedAt: organizations.updatedAt,
  approvalStatus: organizations.approvalStatus,
  type: organizations.type,
} as const;

/**
 * The WHERE clause of a list: tasks restriction, exact filters, case-insensitive regex filters (`~*`) and searches
 * (`ILIKE`), both on trigram indexes.
 */
function listConditions(kind: AdminOrganizationListKind, query: AdminOrganizationListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (kind === 'tasks')
    conditions.push(sql`(${organizations.approvalStatus} = 'Pending' or ${openChangeRequest})`);
  // The query's parser admitted only the options' values: the checks narrow the type.
  const { type, approvalStatus, listed } = query.exact;
  if (OrganizationType.is(type)) conditions.push(eq(organizations.type, type));
  if (ApprovalStatus.is(approvalStatus)) conditions.push(eq(organizations.approvalStatus, approvalStatus));
  if (listed === 'true') conditions.push(isNotNull(organizations.listedSince));
  if (listed === 'false') conditions.push(isNull(organizations.listedSince));
  if (query.regex.name !== undefined) conditions.push(sql`${organizations.name} ~* ${query.regex.name}`);
  if (query.regex.city !== undefined) conditions.push(sql`${organizations.city} ~* ${query.regex.city}`);
  // search.{key}: contains the text, case-insensitive; ILIKE uses the same trigram indexes as the patterns.
  if (query.search.name !== undefined)
    conditions.push(ilike(organizations.name, containsPattern(query.search.name)));
  if (query.search.city !== undefined)
    conditions.push(ilike(organizations.city, containsPattern(query.search.city)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * One page of a list with its total; the query builder is exposed for EXPLAIN in the tests.
 * @internal
 */
export function pageQuery(db: Database, kind: AdminOrganizationListKind, query: AdminOrganizationListQuery) {
  const order = query.sort.map((term) =>
    term.direction === 'desc' ? desc(sortColumns[term.field]) : asc(sortColumns[term.field]),
  );
  return (
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        city: organizations.city,
        approvalStatus: organizations.approvalStatus,
        listedSince: organizations.listedSince,
        createdAt: organizations.createdAt,
        updatedAt: organizations.updatedAt,
        memberCount,
        hasOpenChangeRequest,
        totalDocs,
      })
      .from(organizations)
      .where(listConditions(kind, query))
      // The id makes the order total, so pages never overlap or skip rows of equal sort keys.
      .orderBy(...order, asc(organizations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
  );
}

/**
 * A page of the admin organisation list: one query for the rows and their total; a second, count-only query
 * only when the page lies beyond the end (no row carries the total then).
 */
export async function listOrganizations(
  db: Database,
  kind: AdminOrganizationListKind,
  query: AdminOrganizationListQuery,
): Promise<Paginated<AdminOrganizationListItem>> {
  const rows = await pageQuery(db, kind, query);
  const total = await listTotal(rows, query.page, () =>
    db.select(rowCount).from(organizations).where(listConditions(kind, query)),
  );
  const docs = rows.map((row): AdminOrganizationListItem => ({
    _id: row.id,
    name: row.name,
    type: row.type,
    city: row.city,
    approvalStatus: row.approvalStatus,
    memberCount: row.memberCount,
    hasOpenChangeRequest: row.hasOpenChangeRequest,
    listedSince: row.listedSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return paginate(docs, total, query.page, query.pageSize);
}
