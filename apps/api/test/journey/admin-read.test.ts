import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminJourneySchema, type AdminJourney } from '@cert/domain';
import { users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { insertOrganization, organizationData } from '../helpers/organizations';
import {
  ADMIN,
  arrangeOrganization,
  insertSubmission,
  recordOfficeWorkshop,
} from '../helpers/arranged-journeys';

describe('GET /api/admin/organization/{id}/journey', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    await t.database.db
      .update(users)
      .set({ firstName: 'Paula', lastName: 'Prüferin' })
      .where(eq(users.id, admin.user._id));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('answers the procurer journey with its audit log, newest first, naming the admin', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 40);
    const resultId = await recordOfficeWorkshop(t, admin.browser, org.id);
    t.clock.advance(60_000);
    const postponed = await admin.browser.post(`/api/admin/journeys/${org.journeyId}/postpone-procurement`, {
      comment: 'Pause bis Frühjahr.',
    });
    expect(postponed.statusCode, postponed.body).toBe(200);

    const res = await admin.browser.get(`/api/admin/organization/${org.id}/journey`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body: AdminJourney = adminJourneySchema.parse(res.json());
    expect(body.journey).toMatchObject({
      _id: org.journeyId,
      organization: org.id,
      organizationName: org.name,
      pathType: 'procurement',
      status: 'postponed',
      statusComment: 'Pause bis Frühjahr.',
      progress: 'silver',
    });
    expect(body.journey.pathType === 'procurement' && body.journey.silverOffice.records).toHaveLength(1);
    expect(body.audit).toEqual([
      {
        _id: expect.any(String),
        action: 'journey.postponed',
        actor: 'Paula Prüferin',
        subjectId: org.journeyId,
        caseStudyTitle: null,
        comment: 'Pause bis Frühjahr.',
        createdAt: t.clock.now().toISOString(),
      },
      {
        _id: expect.any(String),
        action: 'workshop.recorded',
        actor: 'Paula Prüferin',
        subjectId: resultId,
        caseStudyTitle: null,
        comment: null,
        createdAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      },
    ]);
  });

  it('answers the provider journey, with an empty log before any decision', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const res = await admin.browser.get(`/api/admin/organization/${org.id}/journey`);
    expect(res.statusCode, res.body).toBe(200);
    const body = adminJourneySchema.parse(res.json());
    expect(body.journey).toMatchObject({ pathType: 'provider', progress: 'none', status: 'active' });
    expect(body.audit).toEqual([]);
  });

  it('answers 404 without a journey (unknown, consultant, pending) and refuses non-admins', async () => {
    const consultant = await insertOrganization(t.database.db, {
      data: organizationData('BusinessConsultant'),
    });
    const pending = await arrangeOrganization(t, 'PublicProcurer', { approvalStatus: 'Pending' });
    for (const id of ['00000000-0000-4000-8000-000000000000', consultant, pending.id]) {
      expect((await admin.browser.get(`/api/admin/organization/${id}/journey`)).statusCode, id).toBe(404);
    }
    expect((await admin.browser.get('/api/admin/organization/kein-id/journey')).statusCode).toBe(400);
    const org = await arrangeOrganization(t, 'PublicProcurer');
    const orgAdmin = (await signIn(t, org.adminEmail)).browser;
    expect((await orgAdmin.get(`/api/admin/organization/${org.id}/journey`)).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get(`/api/admin/organization/${org.id}/journey`)).statusCode).toBe(
      401,
    );
  });
});
