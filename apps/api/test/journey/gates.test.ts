import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, levelLockedMessage } from '@cert/domain';
import { journeys } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { completePractitioner } from '../helpers/journeys';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { best, createAndSubmit } from '../evaluation/support';
import { expectApiError, uniqueEmail } from '../organization/support';
import { createDraft, recordOf, saveDraft, stored, submit } from '../questionnaire/support';
import { journeyRow } from './support';

const ADMIN = 'admin@programm.example';

/**
 * The journey's hold on questionnaire submits (ADR 014): 409 LEVEL_NOT_OPEN with the opening day; drafts stay
 * savable. The clock starts at 2026-11-21 11:00 in Berlin and only moves forward, so the tests run in order.
 */
describe('journey gates on questionnaire submits, and the journey row they keep', () => {
  let t: TestContext;
  let member: SignedIn;
  let admin: SignedIn;
  let memberEmail: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    memberEmail = uniqueEmail('mitglied');
    member = await signIn(t, memberEmail);
    admin = await signIn(t, ADMIN);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const organization = (type: 'PublicProcurer' | 'Provider') =>
    insertOrganization(t.database.db, {
      data: organizationData(type),
      members: [{ userId: member.user._id, role: 'Admin' }],
    });

  /** Moves the clock to a moment; the member signs in anew (the session of weeks ago has expired). */
  const jumpTo = async (iso: string) => {
    t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
    member = await signIn(t, memberEmail);
  };

  it('refuses the expert questionnaire before practitioner and during the 4 weeks after it', async () => {
    const provider = await organization('Provider');
    const kind = 'provider-expert';
    const draft = recordOf(await createDraft(member, kind, provider, best(kind)), 201);
    const locked = expectApiError(await submit(member, kind, draft._id, { ...best(kind), version: 1 }), 409);
    expect(locked).toMatchObject({ code: ErrorCode.LevelNotOpen, message: levelLockedMessage() });

    await completePractitioner(t.database.db, provider, '2026-11-20');
    const waiting = expectApiError(await submit(member, kind, draft._id, { ...best(kind), version: 1 }), 409);
    expect(waiting).toMatchObject({
      code: ErrorCode.LevelNotOpen,
      message: 'Diese Stufe ist erst ab dem 18.12.2026 verfügbar.',
    });
    expect(await stored(t.database.db, draft._id)).toMatchObject({ version: 1, submittedAt: null });
  });

  it('refuses the second bronze branch for 6 weeks after the first passed, keeps its draft savable', async () => {
    const procurer = await organization('PublicProcurer');
    const submittedAt = t.clock.now();
    expect(
      recordOf(await createAndSubmit(member, 'procurement-office', procurer, best('procurement-office'))).meta
        .state,
    ).toBe('PASSED');
    expect(await journeyRow(t.database.db, procurer)).toMatchObject({
      progress: 'bronze',
      status: 'active',
      openTask: null,
      nextOpensAt: '2026-12-19',
      lastActivityAt: submittedAt,
    });

    const kind = 'procurement-project';
    const draft = recordOf(await createDraft(member, kind, procurer, best(kind)), 201);
    const saved = recordOf(await saveDraft(member, kind, draft._id, { ...best(kind), version: 1 }));
    const body = { ...best(kind), version: saved.version };
    const refused = expectApiError(await submit(member, kind, draft._id, body), 409);
    expect(refused).toMatchObject({
      code: ErrorCode.LevelNotOpen,
      message: 'Diese Stufe ist erst ab dem 02.01.2027 verfügbar.',
    });
    expect(await stored(t.database.db, draft._id)).toMatchObject({
      version: saved.version,
      submittedAt: null,
    });

    // 1 January 2027, 23:59 in Berlin: still refused; 2 January, 00:30 in Berlin: the opening day.
    await jumpTo('2027-01-01T22:59:00Z');
    expectApiError(await submit(member, kind, draft._id, body), 409);
    await jumpTo('2027-01-01T23:30:00Z');
    expect(recordOf(await submit(member, kind, draft._id, body)).meta.state).toBe('PASSED');
    expect(await journeyRow(t.database.db, procurer)).toMatchObject({
      progress: 'bronze',
      // The office silver is open (a workshop is due); the project silver waits 4 weeks after its bronze.
      openTask: 'workshop-due',
      nextOpensAt: '2027-01-30',
    });
  });

  it('makes a postponed or closed journey active again when the organisation submits', async () => {
    for (const status of ['postponed', 'closed'] as const) {
      const procurer = await organization('PublicProcurer');
      const kind = 'procurement-office';
      const draft = recordOf(await createDraft(member, kind, procurer, best(kind)), 201);
      await t.database.db
        .insert(journeys)
        .values({ organizationId: procurer, pathType: 'procurement', status, statusComment: 'Auf Wunsch' });
      recordOf(await submit(member, kind, draft._id, { ...best(kind), version: 1 }));
      expect(await journeyRow(t.database.db, procurer)).toMatchObject({
        status: 'active',
        statusComment: null,
        statusChangedAt: t.clock.now(),
        progress: 'bronze',
      });
    }
  });

  it('creates the journey when a procurer or provider is approved, none for consultants or rejections', async () => {
    const db = t.database.db;
    // The clock moved on by weeks: a fresh session.
    admin = await signIn(t, ADMIN);
    const pending = (type: 'PublicProcurer' | 'Provider' | 'BusinessConsultant') =>
      insertOrganization(db, { data: organizationData(type), approvalStatus: 'Pending' });
    const approve = async (id: string) =>
      expect((await admin.browser.put(`/api/organization/${id}/approve`, {})).statusCode).toBe(200);

    const procurer = await pending('PublicProcurer');
    await approve(procurer);
    expect(await journeyRow(db, procurer)).toMatchObject({
      pathType: 'procurement',
      progress: 'none',
      status: 'active',
      openTask: null,
      nextOpensAt: null,
      lastActivityAt: t.clock.now(),
    });
    const provider = await pending('Provider');
    await approve(provider);
    expect(await journeyRow(db, provider)).toMatchObject({ pathType: 'provider', openTask: 'records-due' });

    const consultant = await pending('BusinessConsultant');
    await approve(consultant);
    expect(await journeyRow(db, consultant)).toBeUndefined();
    const rejected = await pending('PublicProcurer');
    const res = await admin.browser.put(`/api/organization/${rejected}/reject`, { comment: 'Unvollständig' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await journeyRow(db, rejected)).toBeUndefined();
    expect(await db.select().from(journeys).where(eq(journeys.organizationId, rejected))).toEqual([]);
  });
});
