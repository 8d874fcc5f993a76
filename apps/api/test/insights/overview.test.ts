import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  evaluate,
  overviewSchema,
  questionnaires as registry,
  type Overview,
  type QuestionnaireAnswers,
} from '@cert/domain';
import { organizations } from '../../src/db/schema';
import { insertQuestionnaire } from '../../src/modules/document/questionnaire/repository';
import { submitQuestionnaire } from '../../src/modules/document/questionnaire/kind';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { expectApiError, uniqueEmail } from '../organization/support';
import { extremeAnswers } from '@cert/domain/testing';
import { adminOverviewDownloadPath, API_BASE, insightsContracts } from '@cert/domain/contracts';

const ADMIN = 'admin@programm.example';
const kind = 'procurement-office';
const { definition } = registry[kind];

/**
 * The programme office's overview (issue 26, docs/insights.md) on PostgreSQL (the embedded engine runs the
 * same queries in e2e/overview.spec.ts, docs/decisions/032), against fixtures whose figures
 * are known: three organisations registered and approved on known days, two office submissions, the test clock at
 * 2026-11-21 in Berlin.
 *
 * - A (Kommune): registered 10.09.2026, approved 12.09.2026, passes the office questionnaire on 10.11.2026;
 * - B (Bund): registered 31.10.2026 at 23:30 UTC, which is 01.11.2026 00:30 in Berlin: November, not October;
 *   approved 02.11.2026, fails on 03.11.2026, so it waits until 03.02.2027;
 * - C (provider): registered 05.11.2026, not approved.
 */
const adminOverviewPath = `${API_BASE}${insightsContracts.overview.path}`;

describe('overview of the programme office', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  const answers = { best: extremeAnswers(definition, 'max'), worst: extremeAnswers(definition, 'min') };
  const evaluations = { best: evaluate(kind, answers.best, 'x'), worst: evaluate(kind, answers.worst, 'x') };

  const get = async (query = '') => {
    const res = await admin.browser.get(`${adminOverviewPath}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return overviewSchema.parse(res.json());
  };

  const organization = async (
    type: 'PublicProcurer' | 'Provider',
    agencyLevel: string | null,
    createdAt: string,
    reviewedAt: string | null,
  ) => {
    const db = t.database.db;
    const id = await insertOrganization(db, {
      data: { ...organizationData(type), agencyLevel: agencyLevel as never },
      approvalStatus: reviewedAt ? 'Approved' : 'Pending',
    });
    await db
      .update(organizations)
      .set({ createdAt: new Date(createdAt), reviewedAt: reviewedAt ? new Date(reviewedAt) : null })
      .where(eq(organizations.id, id));
    return id;
  };

  const submitAt = async (organizationId: string, submission: QuestionnaireAnswers, at: string) => {
    const db = t.database.db;
    const draft = await insertQuestionnaire(db, {
      kind,
      organizationId,
      answers: submission,
      userId: member.user._id,
      now: new Date(at),
    });
    await submitQuestionnaire(db, kind, draft.id, {
      organizationId,
      versions: [draft.version],
      answers: submission,
      now: new Date(at),
    });
  };

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    member = await signIn(t, uniqueEmail('mitglied'));
    const a = await organization(
      'PublicProcurer',
      'Municipality',
      '2026-09-10T08:00:00Z',
      '2026-09-12T08:00:00Z',
    );
    const b = await organization(
      'PublicProcurer',
      'Federation',
      '2026-10-31T23:30:00Z',
      '2026-11-02T08:00:00Z',
    );
    await organization('Provider', null, '2026-11-05T08:00:00Z', null);
    await submitAt(a, answers.best, '2026-11-10T09:00:00Z');
    await submitAt(b, answers.worst, '2026-11-03T09:00:00Z');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const month = (figures: Overview, key: string) => figures.organizations.find((row) => row.month === key);

  it('counts registrations and approvals per German calendar month over the last two years by default', async () => {
    const figures = await get();
    expect([figures.from, figures.to]).toEqual(['2024-12', '2026-11']);
    expect(figures.organizations).toHaveLength(24);
    expect(month(figures, '2026-09')).toEqual({ month: '2026-09', registered: 1, approved: 1 });
    expect(month(figures, '2026-10')).toEqual({ month: '2026-10', registered: 0, approved: 0 });
    expect(month(figures, '2026-11')).toEqual({ month: '2026-11', registered: 2, approved: 1 });
    const others = figures.organizations.filter(
      (row) => !['2026-09', '2026-10', '2026-11'].includes(row.month),
    );
    expect(others.every((row) => row.registered === 0 && row.approved === 0)).toBe(true);
  });

  it('counts submissions per month and kind, pass rates, the journeys reached and who waits', async () => {
    const figures = await get();
    const office = (key: string) => figures.submissions.find((row) => row.month === key && row.kind === kind);
    expect(office('2026-11')).toEqual({ month: '2026-11', kind, submitted: 2, passed: 1 });
    expect(office('2026-10')).toEqual({ month: '2026-10', kind, submitted: 0, passed: 0 });
    expect(figures.passRates).toEqual([
      { kind: 'procurement-office', submitted: 2, passed: 1 },
      { kind: 'procurement-project', submitted: 0, passed: 0 },
      { kind: 'provider-expert', submitted: 0, passed: 0 },
    ]);
    expect(figures.funnel.filter((row) => row.path === 'procurement')).toEqual([
      { path: 'procurement', level: 'none', reached: 2 },
      { path: 'procurement', level: 'bronze', reached: 1 },
      { path: 'procurement', level: 'silver', reached: 0 },
      { path: 'procurement', level: 'gold', reached: 0 },
    ]);
    // Both journeys wait for a date: A's second branch opens 6 weeks after its bronze, B's office questionnaire
    // after its failed result (03.02.2027); B alone waits after a failure.
    expect(figures.waiting).toEqual({ levelOpensLater: 2, inRetention: 1 });
  });

  it('averages each section over the organisations’ latest submissions', async () => {
    const figures = await get();
    const sections = figures.sections.filter((row) => row.kind === kind);
    expect(sections.map((row) => row.section)).toEqual(
      evaluations.best.evaluatedItems.map((item) => item.section),
    );
    for (const row of sections) {
      const share = (result: typeof evaluations.best) =>
        result.evaluatedItems.find((item) => item.section === row.section)!.share;
      expect(row.organizations).toBe(2);
      expect(row.average).toBeCloseTo((share(evaluations.best) + share(evaluations.worst)) / 2, 12);
    }
  });

  it('filters by period, kind and administrative level', async () => {
    const october = await get('?from=2026-10&to=2026-10');
    expect(october.organizations).toEqual([{ month: '2026-10', registered: 0, approved: 0 }]);
    expect(october.passRates.find((row) => row.kind === kind)).toEqual({ kind, submitted: 0, passed: 0 });
    expect(october.sections).toEqual([]);

    const municipal = await get('?agencyLevel=Municipality');
    expect(month(municipal, '2026-10')).toMatchObject({ registered: 0 });
    expect(month(municipal, '2026-09')).toMatchObject({ registered: 1, approved: 1 });
    expect(municipal.passRates.find((row) => row.kind === kind)).toEqual({ kind, submitted: 1, passed: 1 });
    expect(municipal.waiting.inRetention).toBe(0);

    const providers = await get('?kind=provider-expert');
    expect(month(providers, '2026-11')).toEqual({ month: '2026-11', registered: 1, approved: 0 });
    expect(providers.passRates).toEqual([{ kind: 'provider-expert', submitted: 0, passed: 0 }]);
    expect(new Set(providers.funnel.map((row) => row.path))).toEqual(new Set(['provider']));
  });

  it('refuses a period that ends before it begins, naming the field', async () => {
    const error = expectApiError(
      await admin.browser.get(`${adminOverviewPath}?from=2026-11&to=2026-01`),
      400,
    );
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.fields?.map((field) => field.path)).toContain('querystring.from');
  });

  it.each([
    ['?from=0000-01', 'querystring.from'],
    ['?from=9999-12&to=9999-12', 'querystring.from'],
    ['?to=0001-01', 'querystring.to'],
    ['?from=2019-01&to=2029-01', 'querystring.from'],
  ])(
    'refuses %s at once with the field named: a period lies in the programme’s years and spans at most 10 years (security 38)',
    async (query, field) => {
      for (const path of [adminOverviewPath, adminOverviewDownloadPath('passRates')]) {
        const started = performance.now();
        const error = expectApiError(await admin.browser.get(`${path}${query}`), 400);
        expect(performance.now() - started).toBeLessThan(1000);
        expect(error.code).toBe(ErrorCode.ValidationFailed);
        expect(error.fields?.map((entry) => entry.path)).toContain(field);
        expect(error.fields?.find((entry) => entry.path === field)?.message).toMatch(
          /^(Bitte geben Sie einen Monat zwischen|Ein Zeitraum)/,
        );
      }
    },
  );

  it('downloads each table as a sheet with the screen’s columns and the same figures', async () => {
    const res = await admin.browser.get(`${adminOverviewDownloadPath('passRates')}?from=2026-11&to=2026-11`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Bestehensquoten');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Fragebogen', 'Abgeschickt', 'Bestanden', 'Bestehensquote']);
    expect(values(2)).toEqual(['Beschaffungsstelle', 2, 1, 0.5]);
    expect(values(3)).toEqual(['Beschaffungsprojekt', 0, 0]);
    expect(sheet.rowCount).toBe(4);
    expectApiError(await admin.browser.get(`${adminOverviewPath}/journeys.xlsx`), 400);
  });

  it('names a download after its table and every filter, and its sheet in full', async () => {
    const res = await admin.browser.get(
      `${adminOverviewDownloadPath('funnel')}?from=2026-10&to=2026-11&kind=procurement-office&agencyLevel=Municipality`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const name = decodeURIComponent(
      /filename\*=UTF-8''([^;]+)/.exec(res.headers['content-disposition'] as string)![1]!,
    );
    expect(name).toMatch(
      /^Übersicht Fortschritt auf den Zertifizierungspfaden 10\.2026 bis 11\.2026, Beschaffungsstelle, Kommune \(\d{4}-\d\d-\d\d\)\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe('Zertifizierungspfade');
  });

  it('is for platform admins only', async () => {
    expectApiError(await member.browser.get(adminOverviewPath), 403);
    expectApiError(await member.browser.get(adminOverviewDownloadPath('funnel')), 403);
    expect((await t.app.inject({ method: 'GET', url: adminOverviewPath })).statusCode).toBe(401);
  });
});
