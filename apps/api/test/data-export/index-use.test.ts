import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_PAGE_SIZE,
  exportPageQuery,
  organizationsOf,
} from '../../src/modules/data-export/journey-pages';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { rowsReadBy } from '../helpers/plans';

/**
 * An export page must cost the same at any point of the export: at 20,000 journeys and with fresh statistics, a
 * page in the middle reads no more journeys and organisations than it shows, on either engine (before, PostgreSQL merged the
 * page with every organisation from the first one on: the export's reading grew with the square of its length).
 */
describe('admin export pages at scale', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.execute(sql`
      insert into organizations (type, name, street, postal_code, city, agency_level, approval_status)
      select 'PublicProcurer', 'Verwaltung ' || i, 'Straße ' || i, '10115', 'Berlin', 'Municipality', 'Approved'
      from generate_series(1, 20000) as i`);
    await t.database.db.execute(sql`
      insert into journeys (organization_id, path_type) select id, 'procurement' from organizations`);
    await t.database.db.execute(sql`vacuum analyze organizations`);
    await t.database.db.execute(sql`vacuum analyze journeys`);
  }, SETUP_TIMEOUT_MS * 2);
  afterAll(() => t.close());

  it.each([
    ['the first page', 0],
    ['a page in the middle', 10_000],
    ['the last page', 19_799],
  ])('%s reads no more journeys and organisations than it shows', async (_, offset) => {
    const db = t.database.db;
    const [start] = (
      (await db.execute(
        sql`select organization_id::text as id from journeys order by organization_id offset ${offset} limit 1`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    const after = offset === 0 ? null : start!.id;
    const page = await rowsReadBy(db, exportPageQuery(db, 'procurement', after));
    expect(page.rows).toBe(EXPORT_PAGE_SIZE);
    expect(page.read.get('journeys')).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);

    const ids = (await exportPageQuery(db, 'procurement', after)).map((row) => row.organizationId);
    const organizations = await rowsReadBy(db, organizationsOf(db, ids));
    expect(organizations.rows).toBe(EXPORT_PAGE_SIZE);
    expect(organizations.read.get('organizations')).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
  });
});
