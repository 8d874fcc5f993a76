import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopResultBodySchema, workshopResultSchema, type WorkshopResult } from '@cert/domain';
import { organizations, workshopReports, workshopResults } from '../../src/db/schema';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { minimalPdf } from '../helpers/pdf-files';
import {
  ADMIN,
  arrangeOrganization,
  auditRows,
  countRows,
  dayOffset,
  insertSubmission,
  organizationMails,
  uploadedReportRef,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { journeyRow } from '../journey/support';
import { expectJsonRefused } from '../helpers/refusals';

describe('workshop results', () => {
  let t: TestContext;
  let admin: SignedIn;
  let outsider: TestBrowser;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    outsider = (await signIn(t, 'workshop-aussen@example.de')).browser;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** A procurer whose office bronze passed 35 days ago: silver office opened 7 days ago (4 weeks later). */
  async function procurerWithBronze(daysAgo = 35) {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', daysAgo);
    return org;
  }

  async function record(body: Record<string, unknown>) {
    return admin.browser.post('/api/workshop/procurement', body);
  }

  async function validBody(org: ArrangedOrganization, overrides: Record<string, unknown> = {}) {
    return {
      type: 'office',
      organization: org.id,
      reportRef: await uploadedReportRef(admin.browser),
      performedAt: dayOffset(t, -1),
      passed: true,
      ...overrides,
    };
  }

  const journalMails = (org: ArrangedOrganization) => organizationMails(t, org);
  const journeyOf = async (organizationId: string) => (await journeyRow(t.database.db, organizationId))!;

  it('records a passed result: 201 with the record, the report tied to the organisation, audit row, journey row, mail', async () => {
    const org = await procurerWithBronze();
    expect((await journeyOf(org.id)).openTask).toBe('workshop-due');
    const body = await validBody(org, { comment: '  Sehr gute Mitarbeit.  ' });
    const res = await record(body);
    expect(res.statusCode, res.body).toBe(201);
    const result = workshopResultSchema.parse(res.json());
    expect(result).toMatchObject({
      type: 'office',
      organization: org.id,
      reportRef: body.reportRef,
      fileName: 'Ergebnisbericht.pdf',
      performedAt: body.performedAt,
      passed: true,
      comment: 'Sehr gute Mitarbeit.',
      createdAt: t.clock.now().toISOString(),
    });

    const [report] = await t.database.db
      .select({ organizationId: workshopReports.organizationId })
      .from(workshopReports)
      .where(eq(workshopReports.id, body.reportRef as string));
    expect(report?.organizationId).toBe(org.id);

    const audit = await auditRows(t.database.db, org.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'workshop.recorded',
        actorId: admin.user._id,
        subjectId: result._id,
        comment: 'Sehr gute Mitarbeit.',
        createdAt: t.clock.now(),
      }),
    ]);

    const journey = await journeyOf(org.id);
    expect(journey).toMatchObject({ progress: 'silver', openTask: null });

    const mails = journalMails(org);
    expect(mails.map((mail) => mail.to)).toEqual([org.adminEmail]);
    expect(mails[0]!.subject).toBe(`Workshop-Ergebnis für „${org.name}“ erfasst`);
    expect(mails[0]!.text).toContain('Beschaffungsstelle');
    expect(mails[0]!.text).toContain('erfolgreich abgeschlossen');
    expect(mails[0]!.text).toContain('Sehr gute Mitarbeit.');
    expect(mails[0]!.text).toContain('http://localhost:3000/zertifizierungspfad/beschaffung');
    expect(mails[0]!.html).toContain('lang="de"');
  });

  it('takes the specification’s certification kind for the branch and answers with the branch', async () => {
    const org = await procurerWithBronze();
    const res = await record(await validBody(org, { type: 'ProcurementOffice' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'office', organization: org.id });
    expect(await journeyOf(org.id)).toMatchObject({ progress: 'silver' });
    // Anything else is still refused at the field.
    const refused = await record(await validBody(await procurerWithBronze(), { type: 'ProcurementGold' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields?.[0]?.path).toBe('type');
  });

  it('records a failed result without passing silver, and the branch stays due', async () => {
    const org = await procurerWithBronze();
    const res = await record(await validBody(org, { passed: false, performedAt: dayOffset(t, 0) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ passed: false, comment: null });
    expect(await journeyOf(org.id)).toMatchObject({ progress: 'bronze', openTask: 'workshop-due' });
    expect(journalMails(org)[0]!.text).toContain('nicht erfolgreich abgeschlossen');
  });

  it('answers 409 LEVEL_NOT_OPEN naming the opening day when the workshop lies before silver opens; nothing written', async () => {
    // Bronze passed 20 days ago: silver opens 8 days from now.
    const org = await procurerWithBronze(20);
    const opening = dayOffset(t, 8);
    const [year, month, day] = opening.split('-');
    const body = await validBody(org, { performedAt: dayOffset(t, 0) });
    const before = await countRows(t.database.db, workshopResults);
    const res = await record(body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      status: 409,
      code: 'LEVEL_NOT_OPEN',
      message: `Diese Stufe ist erst ab dem ${day}.${month}.${year} verfügbar. Es zählen nur Nachweise ab diesem Tag.`,
    });
    expect(await countRows(t.database.db, workshopResults)).toBe(before);
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
    const [report] = await t.database.db
      .select({ organizationId: workshopReports.organizationId })
      .from(workshopReports)
      .where(eq(workshopReports.id, body.reportRef as string));
    expect(report?.organizationId).toBeNull();
    expect(journalMails(org)).toEqual([]);
  });

  it('answers 409 LEVEL_NOT_OPEN for a workshop dated before the opening day, and 201 from that day on', async () => {
    // Bronze passed 35 days ago: silver opened 7 days ago.
    const org = await procurerWithBronze(35);
    const early = await record(await validBody(org, { performedAt: dayOffset(t, -8) }));
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'LEVEL_NOT_OPEN' });
    const onTime = await record(await validBody(org, { performedAt: dayOffset(t, -7) }));
    expect(onTime.statusCode, onTime.body).toBe(201);
  });

  it('answers 409 LEVEL_NOT_OPEN while the branch has no passed bronze', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-project', 'PASSED', 60);
    const res = await record(await validBody(org, { type: 'office' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LEVEL_NOT_OPEN',
      message: 'Diese Stufe ist noch nicht verfügbar: Zuerst muss die vorherige Stufe abgeschlossen sein.',
    });
    expect((await record(await validBody(org, { type: 'project' }))).statusCode).toBe(201);
  });

  it('refuses performedAt outside the date field’s window (14 days back to today) at the field', async () => {
    const org = await procurerWithBronze(60);
    for (const performedAt of [dayOffset(t, 1), dayOffset(t, -15), '2026-02-30']) {
      const res = await record(await validBody(org, { performedAt }));
      expect(res.statusCode, performedAt).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'performedAt' }] });
    }
    expect((await record(await validBody(org, { performedAt: dayOffset(t, -14) }))).statusCode).toBe(201);
    expect(await auditRows(t.database.db, org.id)).toHaveLength(1);
  });

  it('refuses a report that does not exist or belongs to another organisation, at reportRef', async () => {
    const org = await procurerWithBronze();
    const other = await procurerWithBronze();
    const unknown = await record(await validBody(org, { reportRef: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: [{ path: 'reportRef' }] });
    const notAnId = await record(await validBody(org, { reportRef: '../etc/passwd' }));
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject({ fields: [{ path: 'reportRef' }] });

    const body = await validBody(other);
    expect((await record(body)).statusCode).toBe(201);
    const stolen = await record({ ...(await validBody(org)), reportRef: body.reportRef });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({
      fields: [{ path: 'reportRef', message: expect.stringContaining('anderen Organisation') }],
    });
    // The same report again for its own organisation is fine (e.g. a corrected date).
    expect((await record({ ...body, performedAt: dayOffset(t, 0) })).statusCode).toBe(201);
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
  });

  it('gives a report to one organisation only, also when two results claim it at once', async () => {
    const first = await procurerWithBronze();
    const second = await procurerWithBronze();
    const reportRef = await uploadedReportRef(admin.browser);
    const answers = await Promise.all(
      [first, second].map(async (org) => record({ ...(await validBody(org)), reportRef })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    const stored = await t.database.db
      .select({ organizationId: workshopResults.organizationId })
      .from(workshopResults)
      .where(eq(workshopResults.reportRef, reportRef));
    expect(stored).toHaveLength(1);
  });

  it('records only for approved procurers: 404 unknown, 409 pending or provider', async () => {
    const unknown = await record({
      ...(await validBody(await procurerWithBronze())),
      organization: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const pending = await arrangeOrganization(t, 'PublicProcurer', { approvalStatus: 'Pending' });
    const provider = await arrangeOrganization(t, 'Provider');
    for (const org of [pending, provider]) {
      const res = await record(await validBody(org));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Workshop-Ergebnisse können nur für freigegebene öffentliche Auftraggeber erfasst werden.',
      });
      expect(await auditRows(t.database.db, org.id)).toEqual([]);
    }
  });

  it('is for platform admins only: 401 anonymous, 403 members of the organisation', async () => {
    const org = await procurerWithBronze();
    const member = (await signIn(t, org.adminEmail)).browser;
    const body = await validBody(org);
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    expect((await anonymous.post('/api/workshop/procurement', body)).statusCode).toBe(401);
    expect((await member.post('/api/workshop/procurement', body)).statusCode).toBe(403);
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
  });

  it('answers 4xx and writes nothing for every body the schema refuses (property)', async () => {
    const org = await procurerWithBronze();
    const reportRef = await uploadedReportRef(admin.browser);
    const valid = {
      type: 'office',
      organization: org.id,
      reportRef,
      performedAt: dayOffset(t, 0),
      passed: true,
    };
    const anyBody = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          type: fc.oneof(fc.constantFrom('office', 'project', 'gold', ''), fc.jsonValue()),
          organization: fc.oneof(fc.constant(org.id), fc.string(), fc.jsonValue()),
          reportRef: fc.oneof(fc.constant(reportRef), fc.string(), fc.jsonValue()),
          performedAt: fc.oneof(fc.constant(dayOffset(t, 0)), fc.string(), fc.jsonValue()),
          passed: fc.oneof(fc.boolean(), fc.jsonValue()),
          comment: fc.oneof(fc.string({ maxLength: 2100 }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc
        .string({ minLength: 2001, maxLength: 2100 })
        .map((comment) => ({ ...valid, comment: `x${comment}` })),
      fc
        .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 })
        .map((extra) => ({
          ...valid,
          ...extra,
        })),
    );
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        fc.pre(!workshopResultBodySchema.safeParse(body).success);
        await expectJsonRefused(admin.browser, 'POST', '/api/workshop/procurement', body);
      }),
      { numRuns: 120 },
    );
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
    const stored = await t.database.db
      .select()
      .from(workshopResults)
      .where(eq(workshopResults.organizationId, org.id));
    expect(stored).toEqual([]);
    expect(journalMails(org)).toEqual([]);
  });

  describe('reads and the report download', () => {
    let org: ArrangedOrganization;
    let member: TestBrowser;
    let office: WorkshopResult[];

    beforeAll(async () => {
      org = await procurerWithBronze(60);
      await insertSubmission(t, org.id, 'procurement-project', 'PASSED', 59);
      member = (await signIn(t, org.memberEmail)).browser;
      const first = await record(await validBody(org, { passed: false, performedAt: dayOffset(t, -10) }));
      const second = await record({
        ...(await validBody(org, { performedAt: dayOffset(t, -2) })),
        reportRef: await uploadedReportRef(admin.browser, '../../etc/passwd.pdf'),
      });
      office = [second.json() as WorkshopResult, first.json() as WorkshopResult];
    });

    it('lists the results of a branch, newest performed first, to members and platform admins', async () => {
      for (const browser of [member, admin.browser]) {
        const res = await browser.get(`/api/workshop/procurement/office/organization/${org.id}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toEqual(office);
        const project = await browser.get(`/api/workshop/procurement/project/organization/${org.id}`);
        expect(project.json()).toEqual([]);
      }
      const hidden = await outsider.get(`/api/workshop/procurement/office/organization/${org.id}`);
      expect(hidden.statusCode).toBe(404);
      const anonymous = await new TestBrowser(t.app).get(
        `/api/workshop/procurement/office/organization/${org.id}`,
      );
      expect(anonymous.statusCode).toBe(401);
    });

    it('sends the report inline as a PDF with safe headers, under its stored name', async () => {
      const [latest] = office;
      expect(latest!.fileName).toBe('passwd.pdf');
      const url = `/api/workshop/procurement/report/organization/${org.id}/${latest!.reportRef}/${encodeURIComponent(latest!.fileName)}`;
      for (const browser of [member, admin.browser]) {
        const res = await browser.get(url);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe('inline; filename=passwd.pdf');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.rawPayload.equals(minimalPdf())).toBe(true);
      }
      // The name in the path is for the browser only: the stored name is what the header carries.
      const renamed = await member.get(url.replace(/[^/]+$/, 'anders.pdf'));
      expect(renamed.headers['content-disposition']).toContain('passwd.pdf');
    });

    it('still lets members read results and reports after the organisation lost its approval', async () => {
      const lost = await procurerWithBronze();
      const reader = (await signIn(t, lost.memberEmail)).browser;
      const recorded = (await record(await validBody(lost))).json() as WorkshopResult;
      await t.database.db
        .update(organizations)
        .set({ approvalStatus: 'Rejected' })
        .where(eq(organizations.id, lost.id));
      const results = await reader.get(`/api/workshop/procurement/office/organization/${lost.id}`);
      expect(results.statusCode).toBe(200);
      expect(results.json()).toEqual([recorded]);
      const report = await reader.get(
        `/api/workshop/procurement/report/organization/${lost.id}/${recorded.reportRef}/${recorded.fileName}`,
      );
      expect(report.statusCode).toBe(200);
    });

    it('answers 404 to outsiders, for another organisation’s path, and for reports no result refers to', async () => {
      const [latest] = office;
      const path = (orgId: string, ref: string) =>
        `/api/workshop/procurement/report/organization/${orgId}/${ref}/bericht.pdf`;
      expect((await outsider.get(path(org.id, latest!.reportRef))).statusCode).toBe(404);
      expect((await new TestBrowser(t.app).get(path(org.id, latest!.reportRef))).statusCode).toBe(401);

      const other = await procurerWithBronze();
      const otherMember = (await signIn(t, other.memberEmail)).browser;
      // A member of another organisation asking for this report through their own organisation's path.
      expect((await otherMember.get(path(other.id, latest!.reportRef))).statusCode).toBe(404);
      const unused = await uploadedReportRef(admin.browser);
      expect((await admin.browser.get(path(org.id, unused))).statusCode).toBe(404);
      expect((await admin.browser.get(path(org.id, 'kein-id'))).statusCode).toBe(400);
    });
  });
});
