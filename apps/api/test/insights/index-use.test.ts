import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveShares, stateMembers } from '../../src/modules/insights/comparison';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { planOf, rowsReadBy } from '../helpers/plans';

const SECTIONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'total'];

/**
 * A peer group's shares must not be a scan of every share ever stored: with thousands of organisations, each with
 * an older and a latest submission of two kinds, and fresh statistics, the planner of either engine reads the live
 * group from the partial index of the latest shares (evaluation_shares_peers_idx, docs/insights.md) and the
 * published state by its key.
 */
describe('peer comparison: the latest shares index at scale', () => {
  let t: TestContext;

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
    // Each kind's published groups (the whole kind, narrowed by level, by size, and by both): their members.
    await db.execute(sql`
      insert into peer_group_shares (kind, group_key, questionnaire_id, organization_id, section, share)
      select s.kind, g.group_key, s.questionnaire_id, s.organization_id, s.section, s.share
      from evaluation_shares s
      join submission_facts f on f.questionnaire_id = s.questionnaire_id,
      lateral (values (''), ('agencyLevel=' || f.agency_level), ('agencySize=' || f.agency_size),
                      ('agencyLevel=' || f.agency_level || '&agencySize=' || f.agency_size)) as g(group_key)
      where s.latest and s.section = 'total'`);
    await db.execute(sql`vacuum analyze peer_group_shares`);
    await db.execute(sql`vacuum analyze organizations`);
    await db.execute(sql`vacuum analyze submission_facts`);
    await db.execute(sql`vacuum analyze evaluation_shares`);
  }, SETUP_TIMEOUT_MS * 2);
  afterAll(() => t.close());

  it.each([[{}], [{ agencySize: 'Small' }]])(
    'narrowed by %o, reads the live group through evaluation_shares_peers_idx',
    async (narrow) => {
      const explained = await planOf(
        t.database.db,
        liveShares(t.database.db, { kind: 'procurement-office', narrow }, 'total'),
      );
      expect(explained).toContain('evaluation_shares_peers_idx');
      expect(explained).not.toMatch(/Seq Scan on evaluation_shares/);
    },
  );

  it("reads of the published states only its own group's members", async () => {
    // Each kind has four published groups of 3,000 organisations; one group's members are read by its key.
    const query = stateMembers(t.database.db, { kind: 'procurement-office', narrow: {} });
    const explained = await planOf(t.database.db, query);
    expect(explained).not.toMatch(/Seq Scan on peer_group_shares/);
    const { rows, read } = await rowsReadBy(t.database.db, query);
    expect(rows).toBe(3000);
    expect(read.get('peer_group_shares')).toBe(3000);
  });
});
