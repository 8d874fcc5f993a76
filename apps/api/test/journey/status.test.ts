import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminJourneyListItemSchema, decisionCommentBodySchema } from '@cert/domain';
import { journeys } from '../../src/db/schema';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import {
  ADMIN,
  arrangeOrganization,
  auditRows,
  insertSubmission,
  organizationMails,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { expectJsonRefused } from '../helpers/refusals';

describe('postpone and close procurer journeys', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const postpone = (id: string, body: unknown) =>
    admin.browser.post(`/api/admin/journeys/${id}/postpone-procurement`, body);
  const close = (id: string, body: unknown) =>
    admin.browser.post(`/api/admin/journeys/${id}/close-stale-procurement`, body);

  const mailsOf = (org: ArrangedOrganization) => organizationMails(t, org);

  async function row(journeyId: string) {
    const [found] = await t.database.db.select().from(journeys).where(eq(journeys.id, journeyId));
    return found!;
  }

  it('postpones an active journey with the comment: 200 list item, status fields, no open task, audit row, mail', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 40);
    expect((await row(org.journeyId)).openTask).toBe('workshop-due');

    const res = await postpone(org.journeyId, { comment: '  Die Stelle wird neu besetzt.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminJourneyListItemSchema.parse(res.json())).toMatchObject({
      _id: org.journeyId,
      organization: org.id,
      organizationName: org.name,
      pathType: 'procurement',
      progress: 'bronze',
      status: 'postponed',
      openTask: null,
    });
    expect(await row(org.journeyId)).toMatchObject({
      status: 'postponed',
      statusComment: 'Die Stelle wird neu besetzt.',
      statusChangedAt: t.clock.now(),
      statusChangedBy: admin.user._id,
      openTask: null,
    });
    expect(await auditRows(t.database.db, org.id)).toEqual([
      expect.objectContaining({
        action: 'journey.postponed',
        actorId: admin.user._id,
        subjectId: org.journeyId,
        comment: 'Die Stelle wird neu besetzt.',
        createdAt: t.clock.now(),
      }),
    ]);
    const mails = mailsOf(org);
    expect(mails.map((mail) => mail.to)).toEqual([org.adminEmail]);
    expect(mails[0]!.subject).toBe(`Zertifizierungspfad von „${org.name}“ zurückgestellt`);
    expect(mails[0]!.text).toContain('Die Stelle wird neu besetzt.');

    // Postponing twice is refused; closing a postponed journey is allowed.
    const again = await postpone(org.journeyId, { comment: 'Nochmal.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Der Zertifizierungspfad ist bereits zurückgestellt.',
    });
    const closed = await close(org.journeyId, { comment: 'Keine Rückmeldung.' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', openTask: null });
  });

  it('closes an active journey as stale; closing twice is refused and writes nothing more', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    const res = await close(org.journeyId, { comment: 'Seit einem Jahr ohne Aktivität.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed' });
    expect(mailsOf(org)[0]!.subject).toBe(`Zertifizierungspfad von „${org.name}“ geschlossen`);
    for (const call of [close, postpone]) {
      const refused = await call(org.journeyId, { comment: 'Nochmal.' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'Der Zertifizierungspfad ist bereits geschlossen.' });
    }
    expect(await auditRows(t.database.db, org.id)).toHaveLength(1);
    expect(mailsOf(org)).toHaveLength(1);
  });

  it('refuses a provider journey with 409 and an unknown journey with 404', async () => {
    const provider = await arrangeOrganization(t, 'Provider');
    for (const call of [postpone, close]) {
      const res = await call(provider.journeyId, { comment: 'Test' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message:
          'Nur Zertifizierungspfade öffentlicher Auftraggeber können zurückgestellt oder geschlossen werden.',
      });
      expect((await call('00000000-0000-4000-8000-000000000000', { comment: 'Test' })).statusCode).toBe(404);
      expect((await call('kein-id', { comment: 'Test' })).statusCode).toBe(400);
    }
    expect(await row(provider.journeyId)).toMatchObject({ status: 'active', statusComment: null });
    expect(await auditRows(t.database.db, provider.id)).toEqual([]);
  });

  it('needs a comment, is for platform admins only, and writes nothing for any refused body (property)', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    const orgAdmin = (await signIn(t, org.adminEmail)).browser;
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    for (const path of ['postpone-procurement', 'close-stale-procurement']) {
      const url = `/api/admin/journeys/${org.journeyId}/${path}`;
      expect((await anonymous.post(url, { comment: 'x' })).statusCode).toBe(401);
      expect((await orgAdmin.post(url, { comment: 'x' })).statusCode).toBe(403);
      const empty = await admin.browser.post(url, { comment: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ fields: [{ path: 'comment' }] });
    }
    const anyBody = fc.oneof(
      fc.jsonValue(),
      fc.record({ comment: fc.jsonValue() }, { requiredKeys: [] }),
      fc.record({ comment: fc.string({ minLength: 2001, maxLength: 2100 }) }),
      fc.record({ comment: fc.string({ maxLength: 20 }) }).map((body) => ({ ...body, extra: true })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(postpone, close), anyBody, async (call, body) => {
        fc.pre(!decisionCommentBodySchema.safeParse(body).success);
        await expectJsonRefused(
          admin.browser,
          'POST',
          `/api/admin/journeys/${org.journeyId}/${call === postpone ? 'postpone-procurement' : 'close-stale-procurement'}`,
          body,
        );
      }),
      { numRuns: 100 },
    );
    expect(await row(org.journeyId)).toMatchObject({ status: 'active', statusComment: null });
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
    expect(mailsOf(org)).toEqual([]);
  });
});
