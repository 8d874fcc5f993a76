import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudyMessages, ErrorCode, type CaseStudyKind } from '@cert/domain';
import { adminCaseStudyDecisionPath } from '../helpers/case-study-paths';
import { auditLog, journeys } from '../../src/db/schema';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertProviderRecord } from '../helpers/arranged-journeys';
import { insertUser } from '../helpers/organizations';
import { mailsTo, readOutbox } from '../helpers/outbox';
import { expectApiError, uniqueEmail } from '../organization/support';
import {
  ADMIN,
  caseStudyOrganization,
  complete,
  create,
  kinds,
  read,
  readCurrent,
  recordOf,
  stored,
  submit,
} from './support';

describe('case studies: platform admins accept or reject (ADR 014)', () => {
  let t: TestContext;
  let member: SignedIn;
  let admin: SignedIn;
  let orgAdminEmail: string;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    member = await signIn(t, uniqueEmail('mitglied'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const decide = (
    who: SignedIn,
    organizationId: string,
    kind: CaseStudyKind,
    decision: 'accept' | 'reject',
    body?: unknown,
  ) => who.browser.put(adminCaseStudyDecisionPath(organizationId, kind, decision), body);

  /** An organisation of the kind's type whose earlier level is done, with a submitted case study. */
  async function submittedCaseStudy(kind: CaseStudyKind, title = 'Digitale Bauakte') {
    orgAdminEmail = uniqueEmail('orga-admin');
    const organization = await caseStudyOrganization(t.database.db, kind, {
      name: `Stadt ${randomUUID().slice(0, 8)}`,
      members: [
        { userId: member.user._id, role: 'Member' },
        { userId: await insertUser(t.database.db, orgAdminEmail), role: 'Admin' },
      ],
      earlierLevelOn: '2026-09-01',
    });
    const draft = recordOf(await create(member, kind, organization), 201);
    const submitted = recordOf(
      await submit(member, kind, draft._id, { content: { ...complete(), title }, version: 1 }),
    );
    return { organization, caseStudy: submitted };
  }

  const auditOf = (organizationId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.organizationId, organizationId));

  describe.each(kinds)('%s', (kind) => {
    it('accepts the submitted case study: state, reviewer, audit row, journey, one mail to each org admin', async () => {
      const { organization, caseStudy } = await submittedCaseStudy(kind);
      const before = readOutbox(t.dataDir).length;
      t.clock.advance(60_000);
      const accepted = recordOf(
        await decide(admin, organization, kind, 'accept', { comment: 'Sehr anschaulich.' }),
      );
      expect(accepted).toMatchObject({
        _id: caseStudy._id,
        state: 'ACCEPTED',
        reviewedAt: t.clock.now().toISOString(),
        reviewComment: 'Sehr anschaulich.',
        version: caseStudy.version,
      });
      expect(recordOf(await read(member, kind, caseStudy._id))).toEqual(accepted);

      expect(await auditOf(organization)).toEqual([
        expect.objectContaining({
          action: 'case-study.accepted',
          actorId: admin.user._id,
          subjectId: caseStudy._id,
          comment: 'Sehr anschaulich.',
          createdAt: t.clock.now(),
        }),
      ]);
      const [journey] = await t.database.db
        .select()
        .from(journeys)
        .where(eq(journeys.organizationId, organization));
      expect(journey!.openTask).not.toBe('case-study-review');
      if (kind === 'gold') expect(journey!.progress).toBe('gold');

      expect(readOutbox(t.dataDir)).toHaveLength(before + 1);
      const [mail] = mailsTo(t.dataDir, orgAdminEmail);
      expect(mail!.subject).toMatch(/^Ihr Praxisbeispiel für „Stadt .+“ wurde angenommen$/);
      expect(mail!.text).toContain('das Praxisbeispiel „Digitale Bauakte“ Ihrer Organisation');
      expect(mail!.text).toContain('Sehr anschaulich.');
      const link =
        kind === 'gold'
          ? `http://localhost:3000/zertifizierungspfad/beschaffung/gold/praxisbeispiel/${caseStudy._id}`
          : `http://localhost:3000/organisation/${organization}/unternehmen/practitioner/praxisbeispiel`;
      expect(mail!.text).toContain(link);
      // Without its innovation entry and presentation, practitioner is not reached yet: the mail says what is left.
      if (kind === 'practitioner')
        expect(mail!.text).toContain('Das Praxisbeispiel zählt für die Stufe Practitioner.');
      expect(mail!.html).toContain('lang="de"');
      // Members who are not admins get no mail.
      expect(
        mailsTo(t.dataDir, member.user.email).filter((m) => m.subject.includes('Praxisbeispiel')),
      ).toEqual([]);
    });

    if (kind === 'practitioner')
      it('an acceptance that completes Practitioner says so in its mail, and where the certificate is', async () => {
        const { organization } = await submittedCaseStudy(kind);
        await insertProviderRecord(t, organization, 'innovation-entry', 5);
        await insertProviderRecord(t, organization, 'presentation', 4);
        const before = mailsTo(t.dataDir, orgAdminEmail).length;
        expect(recordOf(await decide(admin, organization, kind, 'accept')).state).toBe('ACCEPTED');
        const mails = mailsTo(t.dataDir, orgAdminEmail);
        expect(mails).toHaveLength(before + 1);
        expect(mails.at(-1)!.text).toContain(
          'Damit hat Ihre Organisation die Stufe Practitioner erreicht. Urkunde, Siegel und Ihre nächsten Schritte finden Sie in Ihrem Zertifizierungspfad.',
        );
      });

    it('accepts without a comment and without a body', async () => {
      const { organization } = await submittedCaseStudy(kind);
      expect(recordOf(await decide(admin, organization, kind, 'accept')).reviewComment).toBeNull();
      const other = await submittedCaseStudy(kind);
      expect(recordOf(await decide(admin, other.organization, kind, 'accept', {})).state).toBe('ACCEPTED');
    });

    it('rejects with the comment; the rejected one stays readable and a new case study can start', async () => {
      const { organization, caseStudy } = await submittedCaseStudy(kind, 'Erster Versuch');
      const rejected = recordOf(
        await decide(admin, organization, kind, 'reject', { comment: '  Die Ergebnisse fehlen.  ' }),
      );
      expect(rejected).toMatchObject({ state: 'REJECTED', reviewComment: 'Die Ergebnisse fehlen.' });
      expect(await auditOf(organization)).toEqual([
        expect.objectContaining({ action: 'case-study.rejected', comment: 'Die Ergebnisse fehlen.' }),
      ]);
      const [mail] = mailsTo(t.dataDir, orgAdminEmail);
      expect(mail!.subject).toMatch(/wurde nicht angenommen$/);
      expect(mail!.text).toContain('Begründung des Programmteams:\nDie Ergebnisse fehlen.');

      expect(recordOf(await read(member, kind, caseStudy._id)).state).toBe('REJECTED');
      t.clock.advance(60_000);
      const next = recordOf(await create(member, kind, organization, { title: 'Zweiter Anlauf' }), 201);
      expect(recordOf(await readCurrent(member, kind, organization))._id).toBe(next._id);

      // The journey keeps the rejected one beside the new draft, with its comment, for both sides; the office
      // learns that a draft is in work, not what it says.
      const level = (journey: Record<string, Record<string, unknown>>) =>
        kind === 'gold'
          ? { current: journey.gold!.current, rejected: journey.gold!.rejected }
          : { current: journey.practitioner!.caseStudy, rejected: journey.practitioner!.rejected };
      const pathType = kind === 'gold' ? 'procurement' : 'provider';
      const own = await member.browser.get(`/api/journey/${pathType}/organization/${organization}`);
      expect(level(own.json())).toMatchObject({
        current: { _id: next._id, state: 'DRAFT', title: 'Zweiter Anlauf' },
        rejected: { _id: caseStudy._id, reviewComment: 'Die Ergebnisse fehlen.' },
      });
      // Through the organisation's own route too: the office is no member.
      const asOffice = await admin.browser.get(`/api/journey/${pathType}/organization/${organization}`);
      expect(level(asOffice.json())).toMatchObject({ current: { _id: next._id, title: '' } });
      const office = await admin.browser.get(`/api/admin/organization/${organization}/journey`);
      expect(office.statusCode, office.body).toBe(200);
      expect(
        level(office.json<{ journey: Record<string, Record<string, unknown>> }>().journey),
      ).toMatchObject({
        current: { _id: next._id, state: 'DRAFT', title: '' },
        rejected: { _id: caseStudy._id, title: 'Erster Versuch', reviewComment: 'Die Ergebnisse fehlen.' },
      });
      // The log names the case study each entry concerns, also once the journey no longer does.
      expect(office.json<{ audit: unknown[] }>().audit).toContainEqual(
        expect.objectContaining({
          action: 'case-study.rejected',
          subjectId: caseStudy._id,
          caseStudyTitle: 'Erster Versuch',
        }),
      );
    });

    it('needs a comment to reject: 400 with the field, nothing decided, no audit row, no mail', async () => {
      const { organization, caseStudy } = await submittedCaseStudy(kind);
      const before = readOutbox(t.dataDir).length;
      for (const body of [
        undefined,
        {},
        { comment: '   ' },
        { comment: 'x'.repeat(2001) },
        { comment: 'ok', extra: 1 },
      ]) {
        expectApiError(await decide(admin, organization, kind, 'reject', body), 400);
      }
      expect(await stored(t.database.db, caseStudy._id)).toMatchObject({
        state: 'SUBMITTED',
        reviewedAt: null,
      });
      expect(await auditOf(organization)).toEqual([]);
      expect(readOutbox(t.dataDir)).toHaveLength(before);
    });

    it('answers 409 without a submitted case study of the kind, 404 for an unknown organisation', async () => {
      const { organization } = await submittedCaseStudy(kind);
      recordOf(await decide(admin, organization, kind, 'accept'));
      for (const decision of ['accept', 'reject'] as const) {
        const again = expectApiError(
          await decide(admin, organization, kind, decision, { comment: 'Noch einmal' }),
          409,
        );
        expect(again).toMatchObject({ code: ErrorCode.Conflict, message: caseStudyMessages.notSubmitted });
      }
      // A draft is not decided either.
      const withDraft = await caseStudyOrganization(t.database.db, kind, {
        members: [{ userId: member.user._id, role: 'Admin' }],
      });
      const draft = recordOf(await create(member, kind, withDraft), 201);
      expectApiError(await decide(admin, withDraft, kind, 'accept'), 409);
      expect(await stored(t.database.db, draft._id)).toMatchObject({ state: 'DRAFT' });
      // The other kind has nothing submitted at this organisation.
      expectApiError(
        await decide(admin, organization, kind === 'gold' ? 'practitioner' : 'gold', 'accept'),
        409,
      );
      expectApiError(await decide(admin, randomUUID(), kind, 'accept'), 404);
      expectApiError(await decide(admin, 'keine-id', kind, 'accept'), 400);
      expect(await auditOf(organization)).toHaveLength(1);
    });

    it('applies one of two concurrent decisions; the other answers 409', async () => {
      const { organization, caseStudy } = await submittedCaseStudy(kind);
      const results = await Promise.all([
        decide(admin, organization, kind, 'accept'),
        decide(admin, organization, kind, 'reject', { comment: 'Unvollständig.' }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((res) => res.statusCode === 200)!.json() as { state: string };
      expect((await stored(t.database.db, caseStudy._id))!.state).toBe(winner.state);
      expect(await auditOf(organization)).toHaveLength(1);
    });

    it('is for platform admins only: 403 for members of the organisation, 401 without a session', async () => {
      const { organization, caseStudy } = await submittedCaseStudy(kind);
      expectApiError(await decide(member, organization, kind, 'accept'), 403);
      expectApiError(await decide(member, organization, kind, 'reject', { comment: 'Nein.' }), 403);
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: adminCaseStudyDecisionPath(organization, kind, 'accept'),
      });
      expect([401, 403]).toContain(anonymous.statusCode);
      expect(await stored(t.database.db, caseStudy._id)).toMatchObject({ state: 'SUBMITTED' });
    });
  });
});
