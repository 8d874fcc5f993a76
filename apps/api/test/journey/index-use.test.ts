import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyPageQuery, type AdminJourneyListKind } from '../../src/modules/journey/admin-list';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { planOf } from '../helpers/plans';
import { journeyListQuerySchema } from '@cert/domain/contracts';

/**
 * The journey lists' name pattern must not scan every journey at scale: with enough rows and fresh statistics,
 * the planner of either engine finds the names through the journeys' own trigram index, with no join.
 */
describe('admin journey list: trigram index at scale', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`
      insert into organizations (type, name, street, postal_code, city, agency_level, approval_status, created_at, updated_at)
      select 'PublicProcurer', 'Verwaltung ' || md5(i::text), 'Straße ' || i, '10115', 'Berlin', 'Municipality',
             'Approved', now() - i * interval '1 minute', now() - i * interval '1 minute'
      from generate_series(1, 20000) as i`);
    await t.database.db.execute(sql`
      insert into organizations (type, name, street, postal_code, city, agency_level, approval_status)
      values ('PublicProcurer', 'Sonderzweckverband Ostsee', 'Hafen 1', '18055', 'Rostock', 'Municipality', 'Approved')`);
    await t.database.db.execute(sql`
      insert into journeys (organization_id, path_type, progress, open_task, last_activity_at)
      select id, 'procurement', 'bronze',
             case when random() < 0.1 then 'workshop-due' end, created_at
      from organizations`);
    await t.database.db.execute(sql`vacuum analyze organizations`);
    await t.database.db.execute(sql`vacuum analyze journeys`);
  }, SETUP_TIMEOUT_MS * 2);
  afterAll(() => t.close());

  const plan = (query: Record<string, string>, kind: AdminJourneyListKind = 'all') =>
    planOf(t.database.db, journeyPageQuery(t.database.db, kind, journeyListQuerySchema.parse(query)));

  it.each([
    [{ 'filter.name._regex_': 'sonderzweck' }, 'all'],
    [{ 'filter.name._regex_': '^Sonderzweckverband (Ostsee|Nordsee)$', sortOrder: 'name-asc' }, 'all'],
    [{ 'filter.name._regex_': 'sonderzweck', pathType: 'procurement' }, 'tasks'],
  ] as const)('%o (%s) finds the names through journeys_organization_name_trgm_idx', async (query, kind) => {
    const explained = await plan(query, kind);
    expect(explained).toContain('journeys_organization_name_trgm_idx');
    expect(explained).not.toMatch(/Seq Scan on journeys/);
    expect(explained).not.toMatch(/organizations/);
  });

  it('finds the row through the same query', async () => {
    const parsed = journeyListQuerySchema.parse({ 'filter.name._regex_': 'SONDERZWECK' });
    const rows = await journeyPageQuery(t.database.db, 'all', parsed);
    expect(rows.map((row) => [row.organizationName, row.totalDocs])).toEqual([
      ['Sonderzweckverband Ostsee', 1],
    ]);
  });
});
