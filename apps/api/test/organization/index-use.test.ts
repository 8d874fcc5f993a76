import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageQuery } from '../../src/modules/organization/admin-list';
import { planOf } from '../helpers/plans';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { adminOrganizationListQuerySchema } from '@cert/domain/contracts';

/**
 * The regex filters must not scan the whole table at scale: with enough rows and fresh statistics, the planner of
 * either engine answers `name ~* …` and `city ~* …` from the trigram GIN indexes.
 */
describe('admin organisation list: trigram indexes at scale', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`
      insert into organizations (type, name, street, postal_code, city, agency_level, created_at, updated_at)
      select 'PublicProcurer', 'Verwaltung ' || md5(i::text), 'Straße ' || i, '10115',
             'Ort ' || md5((i % 500)::text), 'Municipality',
             now() - i * interval '1 minute', now() - i * interval '1 minute'
      from generate_series(1, 20000) as i`);
    await t.database.db.execute(sql`
      insert into organizations (type, name, street, postal_code, city, agency_level)
      values ('PublicProcurer', 'Sonderzweckverband Ostsee', 'Hafen 1', '18055', 'Warnemünde', 'Municipality')`);
    // What autovacuum does on a live database: fresh statistics, and the GIN pending list of the bulk insert
    // merged into the index (until then the planner rightly prices the index higher than a table scan).
    await t.database.db.execute(sql`vacuum analyze organizations`);
  }, SETUP_TIMEOUT_MS * 2);
  afterAll(() => t.close());

  const plan = (query: Record<string, string>, kind: 'all' | 'tasks' = 'all') =>
    planOf(t.database.db, pageQuery(t.database.db, kind, adminOrganizationListQuerySchema.parse(query)));

  it.each([
    [{ 'filter.name._regex_': 'sonderzweck' }, 'organizations_name_trgm_idx'],
    [{ 'filter.name._regex_': '^Sonderzweckverband (Ostsee|Nordsee)$' }, 'organizations_name_trgm_idx'],
    [{ 'filter.city._regex_': 'warnemünde' }, 'organizations_city_trgm_idx'],
  ])('%o is answered from %s', async (query, index) => {
    const explained = await plan(query);
    expect(explained).toContain(index);
    expect(explained).not.toMatch(/Seq Scan on organizations/);
  });

  it('the tasks list with a regex filter uses the index as well', async () => {
    expect(await plan({ 'filter.name._regex_': 'sonderzweck' }, 'tasks')).toContain(
      'organizations_name_trgm_idx',
    );
  });

  it('finds the row through the same query', async () => {
    const parsed = adminOrganizationListQuerySchema.parse({ 'filter.name._regex_': 'SONDERZWECK' });
    const rows = await pageQuery(t.database.db, 'all', parsed);
    expect(rows.map((row) => [row.name, row.totalDocs])).toEqual([['Sonderzweckverband Ostsee', 1]]);
  });
});
