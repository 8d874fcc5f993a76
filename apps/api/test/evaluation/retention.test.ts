import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  formatDate,
  questionnaires as registry,
  retentionInfoSchema,
  type QuestionnaireKind,
  type RetentionInfo,
} from '@cert/domain';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, type SignedIn } from '../helpers/browser';
import { openLevelFor } from '../helpers/journeys';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { expectApiError, uniqueEmail } from '../organization/support';
import { createDraft, kinds, recordOf, saveDraft, submit } from '../questionnaire/support';
import { best, createAndSubmit, evaluateUrl, evaluationOf, retentionUrl, worst } from './support';

const ADMIN = 'admin@programm.example';

function retentionOf(res: { statusCode: number; body: string; json(): unknown }): RetentionInfo {
  expect(res.statusCode, res.body).toBe(200);
  return retentionInfoSchema.parse(res.json());
}

/**
 * Retention after a failed result (docs/questionnaire-rules.md §4, §9): 3 months after the last state update, by
 * calendar day in German time. The clock starts at 2026-11-21 11:00 in Berlin, so a result failed then keeps
 * the organisation waiting until 2027-02-21.
 */
describe.each(kinds)('retention of %s', (kind: QuestionnaireKind) => {
  let t: TestContext;
  let member: SignedIn;
  let outsider: SignedIn;
  let admin: SignedIn;
  let organization: string;
  let memberEmail: string;
  const type = registry[kind].organizationType;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    memberEmail = uniqueEmail('mitglied');
    member = await signIn(t, memberEmail);
    outsider = await signIn(t, uniqueEmail('fremd'));
    organization = await insertOrganization(t.database.db, {
      data: organizationData(type),
      members: [{ userId: member.user._id, role: 'Member' }],
    });
    await openLevelFor(t.database.db, kind, organization);
    await insertOrganization(t.database.db, {
      data: organizationData(type),
      members: [{ userId: outsider.user._id, role: 'Admin' }],
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** Moves the clock to a moment; the member signs in anew (the session of months ago has expired). */
  const jumpTo = async (iso: string) => {
    t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
    member = await signIn(t, memberEmail);
  };

  it('refuses a new submission until the deadline day, keeps drafts savable, and allows it on that day', async () => {
    expect(retentionOf(await member.browser.get(retentionUrl(kind, organization)))).toEqual({
      currentIsFailed: false,
      isInRetention: false,
      endDate: null,
      daysLeft: 0,
      duration: { months: 3, weeks: 0 },
    });

    const failed = recordOf(await createAndSubmit(member, kind, organization, worst(kind)));
    expect(failed.meta.state).toBe('FAILED');
    const retention = retentionOf(await member.browser.get(retentionUrl(kind, organization)));
    expect(retention).toEqual({
      currentIsFailed: true,
      isInRetention: true,
      endDate: '2027-02-21',
      daysLeft: 92,
      duration: { months: 3, weeks: 0 },
    });
    expect(retentionOf(await admin.browser.get(retentionUrl(kind, organization)))).toEqual(retention);
    expectApiError(await outsider.browser.get(retentionUrl(kind, organization)), 404);

    // A new draft may be created and saved (people prepare), but not submitted.
    const draft = recordOf(await createDraft(member, kind, organization, best(kind)), 201);
    const saved = recordOf(
      await saveDraft(member, kind, draft._id, { ...best(kind), version: draft.version }),
    );
    const refused = expectApiError(
      await submit(member, kind, draft._id, { ...best(kind), version: saved.version }),
      409,
    );
    expect(refused.code).toBe(ErrorCode.InRetention);
    expect(refused.message).toContain('erst ab dem 21.02.2027 möglich');
    expect(refused.message).toContain(formatDate(retention.endDate!));
    // Nothing was written.
    expect(
      recordOf(await saveDraft(member, kind, draft._id, { ...best(kind), version: saved.version })).version,
    ).toBe(saved.version + 1);

    // 20 February 2027, 23:30 in Berlin: one day left.
    await jumpTo('2027-02-20T22:30:00Z');
    expect(retentionOf(await member.browser.get(retentionUrl(kind, organization)))).toMatchObject({
      isInRetention: true,
      daysLeft: 1,
    });
    expectApiError(await submit(member, kind, draft._id, { ...best(kind), version: saved.version + 1 }), 409);

    // 21 February 2027, 00:30 in Berlin: the deadline day; the submission goes through and passes.
    await jumpTo('2027-02-20T23:30:00Z');
    expect(retentionOf(await member.browser.get(retentionUrl(kind, organization)))).toMatchObject({
      currentIsFailed: true,
      isInRetention: false,
      endDate: '2027-02-21',
      daysLeft: 0,
    });
    const passed = recordOf(
      await submit(member, kind, draft._id, { ...best(kind), version: saved.version + 1 }),
    );
    expect(passed.meta.state).toBe('PASSED');
    // The earlier failure's evaluation no longer announces a waiting time: the organisation's current result counts.
    expect(
      evaluationOf(await member.browser.get(evaluateUrl(kind, failed._id)), kind).retention,
    ).toMatchObject({
      currentIsFailed: false,
      isInRetention: false,
    });

    // After a pass there is no retention: the next submission is not refused, whatever its result.
    expect(retentionOf(await member.browser.get(retentionUrl(kind, organization))).currentIsFailed).toBe(
      false,
    );
    expect(recordOf(await createAndSubmit(member, kind, organization, worst(kind))).meta.state).toBe(
      'FAILED',
    );
    // That failure starts a new retention, from today.
    expect(retentionOf(await member.browser.get(retentionUrl(kind, organization)))).toMatchObject({
      isInRetention: true,
      endDate: '2027-05-21',
    });
  });

  it('counts per questionnaire kind and per organisation', async () => {
    const other = await insertOrganization(t.database.db, {
      data: organizationData(type),
      members: [{ userId: member.user._id, role: 'Member' }],
    });
    await openLevelFor(t.database.db, kind, other);
    expect(retentionOf(await member.browser.get(retentionUrl(kind, other))).isInRetention).toBe(false);
    expect(recordOf(await createAndSubmit(member, kind, other, best(kind))).meta.state).toBe('PASSED');
    const otherKind = kinds.find(
      (candidate) => candidate !== kind && registry[candidate].organizationType === type,
    );
    if (otherKind) {
      expect(retentionOf(await member.browser.get(retentionUrl(otherKind, organization))).isInRetention).toBe(
        false,
      );
    }
  });
});
