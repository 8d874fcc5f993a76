import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerSpreadsQuery } from '../../src/modules/insights/comparison';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { planOf } from '../helpers/plans';

const SECTIONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'total'];

/**
 * A peer group's shares must not be a scan of every share ever stored: with thousands of organisations, each with
 * an older and a latest submission of two kinds, and fresh statistics, the planner of either engine reads the
 * group from the partial index of the latest shares (evaluation_shares_peers_idx, docs/insights.md).
 */
describe('peer comparison: the latest shares index at scale', () => {
  let t: TestContext;
  let excluded: string;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    await db.execute(sql`
      insert into organizations (type, name, street, postal_code, city, agency_level, approval_status)
      select 'PublicProcurer', 'Vergabestelle ' || i, 'Straße ' || i, '10115', 'Berlin', 'Municipality', 'Approved'
      from generate_series(1, 3000) as i`);
    await db.execute(sql`
      insert into questionnaires (kind, organization_id, answers, state, submitted_at, scoring_version)
      select kind, o.id, '{}'::jsonb, 'FAILED', now() - age * interval '100 days', '1.0.0'
      from organizations o,
           (values ('procurement-office'), ('procurement-project')) as kinds(kind),
           (values (0), (1)) as ages(age)`);
    await db.execute(sql`
      insert into submission_facts (questionnaire_id, organization_id, kind, submitted_at, passed, agency_level,
                                    agency_size, latest)
      select id, organization_id, kind, submitted_at, false, 'Municipality',
             case when random() < 0.5 then 'Small' else 'Large' end, submitted_at > now() - interval '1 day'
      from questionnaires`);
    await db.execute(sql`
      insert into evaluation_shares (questionnaire_id, section, share, kind, organization_id, latest)
      select f.questionnaire_id, s.section, random(), f.kind, f.organization_id, f.latest
      from submission_facts f, unnest(${`{${SECTIONS.join(',')}}`}::text[]) as s(section)`);
    await db.execute(sql`vacuum analyze submission_facts`);
    await db.execute(sql`vacuum analyze evaluation_shares`);
    const [first] = (
      (await db.execute(sql`select id from organizations order by name limit 1`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    excluded = first!.id;
  }, SETUP_TIMEOUT_MS * 2);
  afterAll(() => t.close());

  const plan = (narrow: Record<string, string>) =>
    planOf(
      t.database.db,
      peerSpreadsQuery(t.database.db, {
        kind: 'procurement-office',
        excludeOrganizationId: excluded,
        narrow,
      }),
    );

  it.each([[{}], [{ agencySize: 'Small' }]])(
    'narrowed by %o, reads the group through evaluation_shares_peers_idx',
    async (narrow) => {
      const explained = await plan(narrow);
      expect(explained).toContain('evaluation_shares_peers_idx');
      expect(explained).not.toMatch(/Seq Scan on evaluation_shares/);
    },
  );

  it('counts each other organisation once per section, with its latest submission', async () => {
    const rows = await peerSpreadsQuery(t.database.db, {
      kind: 'procurement-office',
      excludeOrganizationId: excluded,
      narrow: {},
    });
    expect(rows.map((row) => [row.section, row.count]).sort()).toEqual(
      SECTIONS.map((section) => [section, 2999]).sort(),
    );
  });
});
