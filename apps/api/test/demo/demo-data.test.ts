import { eq, sql } from 'drizzle-orm';
import { isoDateInGermany } from '@cert/domain';
import { registerListQuerySchema } from '@cert/domain/contracts';
import { listRegister } from '../../src/modules/register/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import {
  certificates,
  journeys,
  organizations,
  submissionFacts,
  workshopReports,
  workshopResults,
} from '../../src/db/schema';
import { DEMO_WEBSITE, runDemoData } from '../../src/demo/demo-data';
import { overview } from '../../src/modules/insights/overview';
import { isPdf } from '../../src/modules/workshop/report-file';
import { createTestDatabase } from '../helpers/database';
import { insertOrganization } from '../helpers/organizations';

const now = new Date('2026-11-21T10:00:00Z');

/** `npm run demo-data` (docs/insights.md, "Demo data"): what it writes, and when it refuses. */
describe('demo data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('fills an empty database with two years of organisations, submissions, journeys and certificates', async () => {
    const db = database.db;
    const outcome = await runDemoData(db, now, { procurers: 60, providers: 30 });
    expect(outcome.code).toBe(0);
    expect(outcome.message).toMatch(/^Demodaten geschrieben: 90 Organisationen/);

    const rows = await db.select().from(organizations);
    expect(rows).toHaveLength(90);
    expect(rows.every((row) => row.website!.startsWith(DEMO_WEBSITE))).toBe(true);
    const created = rows.map((row) => row.createdAt.getTime());
    expect(Math.min(...created)).toBeGreaterThanOrEqual(now.getTime() - 731 * 24 * 3600 * 1000);
    expect(Math.max(...created)).toBeLessThan(now.getTime());

    const facts = await db.select().from(submissionFacts);
    expect(new Set(facts.map((fact) => fact.kind))).toEqual(
      new Set(['procurement-office', 'procurement-project', 'provider-expert']),
    );
    expect(facts.some((fact) => fact.passed)).toBe(true);
    expect(facts.some((fact) => !fact.passed)).toBe(true);
    const progress = await db.select({ progress: journeys.progress }).from(journeys);
    for (const level of ['bronze', 'silver', 'gold', 'professional', 'practitioner']) {
      expect(
        progress.some((row) => row.progress === level),
        level,
      ).toBe(true);
    }
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(certificates))[0]!.n).toBeGreaterThan(0);
    // Requests wait for the office: both kinds, each its journey's open task.
    const tasks = await db.select({ openTask: journeys.openTask }).from(journeys);
    for (const task of ['participation-reported', 'workshop-requested']) {
      expect(
        tasks.some((row) => row.openTask === task),
        task,
      ).toBe(true);
    }
    // Every workshop result refers to its organisation's own report, a PDF the platform's own check accepts.
    const workshops = await db
      .select({ organizationId: workshopResults.organizationId, report: workshopReports })
      .from(workshopResults)
      .innerJoin(workshopReports, eq(workshopReports.id, workshopResults.reportRef));
    expect(workshops.length).toBeGreaterThan(0);
    expect(workshops.every((row) => row.report.organizationId === row.organizationId)).toBe(true);
    expect(await isPdf(workshops[0]!.report.content)).toBe(true);

    // The register shows some of them, and only those that chose it (docs/product.md, "Register").
    const register = await listRegister(
      db,
      registerListQuerySchema.parse({ pageSize: '100' }),
      isoDateInGermany(now),
    );
    const chose = new Set(rows.filter((row) => row.listedSince !== null).map((row) => row.id));
    expect(register.docs.length).toBeGreaterThan(0);
    expect(register.docs.every((entry) => chose.has(entry._id))).toBe(true);
    expect(chose.size).toBeLessThan(rows.length);

    // What the overview shows of it: two years with registrations, submissions and section means.
    const figures = await overview(db, {}, now);
    expect(figures.organizations.filter((row) => row.registered > 0).length).toBeGreaterThan(12);
    expect(figures.sections.length).toBeGreaterThan(0);
  });

  it('does nothing a second time, and refuses a database with a real organisation', async () => {
    const db = database.db;
    expect(await runDemoData(db, now, { procurers: 5, providers: 5 })).toEqual({
      code: 0,
      message: 'Die Datenbank enthält bereits Demodaten (90 Organisationen); nichts geändert.',
    });
    await insertOrganization(db, {});
    const refused = await runDemoData(db, now, { procurers: 5, providers: 5 });
    expect(refused.code).toBe(1);
    expect(refused.message).toMatch(/^Abgebrochen: Die Datenbank enthält 1 echte Organisation/);
    expect(await db.select().from(organizations)).toHaveLength(91);
  });

  it('a run stopped halfway leaves nothing behind, and the next run fills the database', async () => {
    const fresh = await createTestDatabase();
    try {
      // The database refuses the fifth organisation, as a full disk or a lost connection stops a run midway.
      await fresh.db.execute(sql`
        CREATE FUNCTION refuse_fifth() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF (SELECT count(*) FROM organizations) >= 4 THEN RAISE EXCEPTION 'stopped midway'; END IF;
          RETURN NEW;
        END $$`);
      await fresh.db.execute(
        sql`CREATE TRIGGER refuse_fifth BEFORE INSERT ON organizations FOR EACH ROW EXECUTE FUNCTION refuse_fifth()`,
      );
      await expect(runDemoData(fresh.db, now, { procurers: 5, providers: 5 })).rejects.toThrow();
      expect(await fresh.db.select().from(organizations)).toHaveLength(0);

      await fresh.db.execute(sql`DROP TRIGGER refuse_fifth ON organizations`);
      const outcome = await runDemoData(fresh.db, now, { procurers: 5, providers: 5 });
      expect(outcome.message).toMatch(/^Demodaten geschrieben: 10 Organisationen/);
    } finally {
      await fresh.close();
    }
  });
});
