import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CertificateLevel,
  containsPattern,
  OrganizationType,
  paginate,
  type Paginated,
  type RegisterEntry,
} from '@cert/domain';
import { registerListQuerySchema } from '@cert/domain/contracts';
import type { Database } from '../../db/client';
import { certificates, organizations } from '../../db/schema';
import { listTotal, rowCount, totalDocs } from '../../db/list-total';

type RegisterListQuery = ReturnType<typeof registerListQuerySchema.parse>;

/** A certificate that counts as a level held on `today` (YYYY-MM-DD): neither revoked nor expired. */
const currentOn = (today: string) => and(isNull(certificates.revokedAt), gte(certificates.validUntil, today));

const sortColumns = {
  name: sql`lower(${organizations.name})`,
  city: sql`lower(${organizations.city})`,
  listedSince: organizations.listedSince,
} as const;

/**
 * Who the register shows (docs/product.md, "Register"): approved organisations that chose to be listed and hold a
 * current certificate (of the level asked for, if one is), narrowed by type and the searches.
 */
function listConditions(query: RegisterListQuery, today: string): SQL | undefined {
  const { type, level } = query.exact;
  const held = and(
    eq(certificates.organizationId, organizations.id),
    currentOn(today),
    CertificateLevel.is(level) ? eq(certificates.level, level) : undefined,
  );
  return and(
    isNotNull(organizations.listedSince),
    eq(organizations.approvalStatus, 'Approved'),
    sql`exists (select 1 from ${certificates} where ${held})`,
    OrganizationType.is(type) ? eq(organizations.type, type) : undefined,
    query.search.name !== undefined
      ? ilike(organizations.name, containsPattern(query.search.name))
      : undefined,
    query.search.city !== undefined
      ? ilike(organizations.city, containsPattern(query.search.city))
      : undefined,
  );
}

/** One page of the register, each organisation with its current levels in the order of the levels. */
export async function listRegister(
  db: Database,
  query: RegisterListQuery,
  today: string,
): Promise<Paginated<RegisterEntry>> {
  const order = query.sort.map((term) =>
    term.direction === 'desc' ? desc(sortColumns[term.field]) : asc(sortColumns[term.field]),
  );
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      city: organizations.city,
      type: organizations.type,
      listedSince: organizations.listedSince,
      totalDocs,
    })
    .from(organizations)
    .where(listConditions(query, today))
    .orderBy(...order, asc(organizations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = await listTotal(rows, query.page, () =>
    db.select(rowCount).from(organizations).where(listConditions(query, today)),
  );
  const held = rows.length
    ? await db
        .select()
        .from(certificates)
        .where(
          and(
            inArray(
              certificates.organizationId,
              rows.map((row) => row.id),
            ),
            currentOn(today),
          ),
        )
    : [];
  const docs = rows.map((row): RegisterEntry => ({
    _id: row.id,
    name: row.name,
    city: row.city,
    type: row.type,
    listedSince: row.listedSince!.toISOString(),
    levels: held
      .filter((certificate) => certificate.organizationId === row.id)
      .sort((a, b) => CertificateLevel.values.indexOf(a.level) - CertificateLevel.values.indexOf(b.level))
      .map((certificate) => ({
        level: certificate.level,
        levelLabel: CertificateLevel.labels[certificate.level],
        awardedOn: certificate.awardedOn,
        validUntil: certificate.validUntil,
        code: certificate.code,
      })),
  }));
  return paginate(docs, total, query.page, query.pageSize);
}
