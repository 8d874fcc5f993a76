import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  insertQuestionnaire,
  saveDraft,
  type QuestionnaireRow,
} from '../../src/modules/document/questionnaire/repository';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { insertOrganization, insertUser } from '../helpers/organizations';
import { complete } from './support';

const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** The columns a draft save writes (repository.ts saveDraft). */
const savedColumns = ['answers', 'version', 'updated_at'];

// B2 (ADR 024): a draft save must be a HOT update, so that it writes no index entry of the questionnaires table.
describe('draft saves as HOT updates', () => {
  let t: TestContext;
  let userId: string;
  let organizationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    userId = await insertUser(t.database.db);
    organizationId = await insertOrganization(t.database.db, { members: [{ userId, role: 'Member' }] });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('indexes no column a save writes and leaves room on each page for new versions', async () => {
    const indexed = await rowsOf(
      t.database.db,
      sql`SELECT i.relname AS index, a.attname AS column
        FROM pg_index x
        JOIN pg_class i ON i.oid = x.indexrelid
        JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = ANY (x.indkey)
        WHERE x.indrelid = 'questionnaires'::regclass`,
    );
    expect(indexed.map((row) => row.column)).toContain('organization_id');
    expect(indexed.filter((row) => savedColumns.includes(row.column as string))).toEqual([]);
    const [table] = await rowsOf(
      t.database.db,
      sql`SELECT reloptions FROM pg_class WHERE oid = 'questionnaires'::regclass`,
    );
    expect(table?.reloptions).toEqual(['fillfactor=80']);
  });

  it('updates every draft in place: the table statistics count each save as a HOT update', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const drafts: QuestionnaireRow[] = [];
    for (let i = 0; i < 4; i++) {
      drafts.push(
        await insertQuestionnaire(t.database.db, {
          kind: 'procurement-office',
          organizationId,
          answers: {},
          userId,
          now,
        }),
      );
    }
    // One transaction: pg_stat_xact_user_tables counts its own updates at once (the cumulative statistics
    // arrive later), and the same statement as the route's, through the repository.
    const counts = await t.database.db.transaction(async (tx) => {
      for (let save = 1; save <= 3; save++) {
        for (const draft of drafts) {
          const result = await saveDraft(tx, 'procurement-office', draft.id, userId, {
            versions: [save],
            answers: save === 3 ? complete('procurement-office') : { general: {} },
            now: new Date(now.getTime() + save * 1000),
          });
          expect(result?.saved?.version).toBe(save + 1);
        }
      }
      const [row] = await rowsOf(
        tx,
        sql`SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS hot
          FROM pg_stat_xact_user_tables WHERE relid = 'questionnaires'::regclass`,
      );
      return row;
    });
    expect(counts).toEqual({ updates: 12, hot: 12 });
  });
});
