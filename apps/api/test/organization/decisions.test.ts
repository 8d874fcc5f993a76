import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  organizationMessages,
  rejectBodySchema,
  reviewBodySchema,
  type Organization,
  type User,
} from '@cert/domain';
import { organizationChangeRequests, organizations } from '../../src/db/schema';
import { HttpError } from '../../src/lib/http-error';
import { MAGIC_LINK_SUBJECT } from '../../src/modules/account/magic-link-mail';
import { INVITATION_SUBJECT } from '../../src/modules/organization/invitation-mail';
import { requireOrganizationAccess } from '../../src/modules/organization/access';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser } from '../helpers/browser';
import { readOutbox, type OutboxMail } from '../helpers/outbox';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { expectJsonRefused } from '../helpers/refusals';

const ADMIN = 'pruef-admin@programm.example';

describe('approval and change-request decisions', () => {
  let t: TestContext;
  let admin: TestBrowser;
  let adminUser: User;
  let outsider: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    ({ browser: admin, user: adminUser } = await signIn(t, ADMIN));
    outsider = (await signIn(t, 'aussen@example.de')).browser;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** An organisation with two admins and a plain member, each with a fresh address. */
  async function arrange(approvalStatus: 'Pending' | 'Approved' | 'Rejected' = 'Pending') {
    const tag = randomUUID().slice(0, 8);
    const emails = {
      admin1: `admin1-${tag}@example.de`,
      admin2: `admin2-${tag}@example.de`,
      member: `mitglied-${tag}@example.de`,
    };
    const ids = {
      admin1: await insertUser(t.database.db, emails.admin1),
      admin2: await insertUser(t.database.db, emails.admin2),
      member: await insertUser(t.database.db, emails.member),
    };
    const id = await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer', `Prüfamt ${tag}`),
      approvalStatus,
      members: [
        { userId: ids.admin1, role: 'Admin' },
        { userId: ids.admin2, role: 'Admin' },
        { userId: ids.member, role: 'Member' },
      ],
      invitations: [{ email: `eingeladen-${tag}@example.de`, role: 'Admin' }],
    });
    return { id, tag, emails, ids, name: `Prüfamt ${tag}` };
  }

  async function addChangeRequest(organizationId: string, name: string, city = 'Potsdam') {
    const data = {
      ...organizationData('PublicProcurer', name),
      address: { street: 'Neue Straße 5', postalCode: '14467', city },
      website: 'https://www.neu.example.de',
    };
    const [row] = await t.database.db
      .insert(organizationChangeRequests)
      .values({ organizationId, data })
      .returning({ id: organizationChangeRequests.id });
    return row!.id;
  }

  async function row(id: string) {
    const [found] = await t.database.db.select().from(organizations).where(eq(organizations.id, id));
    return found!;
  }

  function mailsFor(tag: string): OutboxMail[] {
    return readOutbox(t.dataDir).filter(
      (mail) => mail.to.includes(tag) && mail.subject !== MAGIC_LINK_SUBJECT,
    );
  }

  describe('organisation approval', () => {
    it('approves a pending organisation with a comment, records the reviewer, mails its admins and sends the invitations that waited', async () => {
      const org = await arrange();
      const res = await admin.put(`/api/organization/${org.id}/approve`, {
        comment: '  Alles in Ordnung.  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Organization;
      expect(body).toMatchObject({
        _id: org.id,
        approvalStatus: 'Approved',
        reviewComment: 'Alles in Ordnung.',
        reviewedAt: t.clock.now().toISOString(),
      });
      expect(body.members).toHaveLength(3);
      expect(body.pendingMembers).toHaveLength(1);
      const stored = await row(org.id);
      expect(stored.reviewedBy).toBe(adminUser._id);
      expect(stored.updatedAt.toISOString()).toBe(t.clock.now().toISOString());

      const mails = mailsFor(org.tag).filter((mail) => mail.subject !== INVITATION_SUBJECT);
      expect(mails.map((mail) => mail.to).sort()).toEqual([org.emails.admin1, org.emails.admin2]);
      // The invitation made while the organisation was in review goes out with the approval (ADR 031).
      const invitations = mailsFor(org.tag).filter((mail) => mail.subject === INVITATION_SUBJECT);
      expect(invitations.map((mail) => mail.to)).toEqual([`eingeladen-${org.tag}@example.de`]);
      expect(invitations[0]!.text).toContain(
        `„${org.name}“ (Öffentlicher Auftraggeber), vom Programmteam geprüft`,
      );
      expect(body.pendingMembers[0]!.mailedAt).toBe(t.clock.now().toISOString());
      for (const mail of mails) {
        expect(mail.subject).toBe(`Ihre Organisation „${org.name}“ wurde freigegeben`);
        expect(mail.text).toContain('Guten Tag,');
        expect(mail.text).toContain('Alles in Ordnung.');
        expect(mail.text).toContain(`http://localhost:3000/organization/${org.id}`);
        expect(mail.html).toContain(`href="http://localhost:3000/organization/${org.id}"`);
      }
    });

    it('approves without a comment and without a body', async () => {
      const org = await arrange();
      const res = await admin.put(`/api/organization/${org.id}/approve`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ approvalStatus: 'Approved', reviewComment: null });
      expect(mailsFor(org.tag)[0]?.text).not.toContain('Anmerkung');

      const other = await arrange();
      const bare = await admin.put(`/api/organization/${other.id}/approve`);
      expect(bare.statusCode, bare.body).toBe(200);
      expect(bare.json()).toMatchObject({ approvalStatus: 'Approved', reviewComment: null });
    });

    it('rejects with the required comment and mails it to the admins', async () => {
      const org = await arrange();
      const missing = await admin.put(`/api/organization/${org.id}/reject`, { comment: '   ' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        fields: [expect.objectContaining({ path: 'comment', message: organizationMessages.commentRequired })],
      });
      expect((await admin.put(`/api/organization/${org.id}/reject`, {})).statusCode).toBe(400);
      expect((await row(org.id)).approvalStatus).toBe('Pending');
      expect(mailsFor(org.tag)).toHaveLength(0);

      const res = await admin.put(`/api/organization/${org.id}/reject`, {
        comment: 'Die Anschrift fehlt.\nBitte ergänzen Sie sie.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        approvalStatus: 'Rejected',
        reviewComment: 'Die Anschrift fehlt.\nBitte ergänzen Sie sie.',
      });
      const mails = mailsFor(org.tag);
      expect(mails.map((mail) => mail.to).sort()).toEqual([org.emails.admin1, org.emails.admin2]);
      expect(mails[0]?.subject).toBe(`Ihre Organisation „${org.name}“ wurde nicht freigegeben`);
      expect(mails[0]?.text).toContain('Die Anschrift fehlt.\nBitte ergänzen Sie sie.');
      expect(mails[0]?.html).toContain('Die Anschrift fehlt.');
    });

    it('answers 409 unless the organisation is pending', async () => {
      for (const status of ['Approved', 'Rejected'] as const) {
        const org = await arrange(status);
        for (const [decision, body] of [
          ['approve', {}],
          ['reject', { comment: 'Nein.' }],
        ] as const) {
          const res = await admin.put(`/api/organization/${org.id}/${decision}`, body);
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({ code: 'CONFLICT', message: organizationMessages.notPending });
        }
        expect((await row(org.id)).approvalStatus).toBe(status);
        expect(mailsFor(org.tag)).toHaveLength(0);
      }
    });

    it('applies concurrent double decisions once: one 200, the other 409, one set of mails', async () => {
      const org = await arrange();
      const [a, b] = await Promise.all([
        admin.put(`/api/organization/${org.id}/approve`, { comment: 'erste' }),
        admin.put(`/api/organization/${org.id}/reject`, { comment: 'zweite' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const stored = await row(org.id);
      const approvalStatus = (winner.json() as Organization).approvalStatus;
      expect(stored.approvalStatus).toBe(approvalStatus);
      // Two admins told; with the approval, the invitee's mail that waited for it too.
      expect(mailsFor(org.tag)).toHaveLength(approvalStatus === 'Approved' ? 3 : 2);
    });

    it('answers 404 for an unknown organisation and 400 for an id that is no UUID', async () => {
      const unknown = randomUUID();
      expect((await admin.put(`/api/organization/${unknown}/approve`, {})).statusCode).toBe(404);
      expect((await admin.put(`/api/organization/${unknown}/reject`, { comment: 'x' })).statusCode).toBe(404);
      expect((await admin.put('/api/organization/kein-uuid/approve', {})).statusCode).toBe(400);
    });

    it('takes approved-only access from the members of a rejected organisation at once', async () => {
      const approved = await arrange();
      const rejected = await arrange();
      const member = (await signIn(t, approved.emails.member)).user;
      const rejectedMember = (await signIn(t, rejected.emails.member)).user;
      const approvedOnly = { approved: true } as const;

      await expect(
        requireOrganizationAccess(t.database.db, member, approved.id, approvedOnly),
      ).rejects.toMatchObject({ status: 403 });
      expect((await admin.put(`/api/organization/${approved.id}/approve`, {})).statusCode).toBe(200);
      await expect(
        requireOrganizationAccess(t.database.db, member, approved.id, approvedOnly),
      ).resolves.toMatchObject({ approvalStatus: 'Approved', role: 'Member' });

      expect(
        (await admin.put(`/api/organization/${rejected.id}/reject`, { comment: 'Abgelehnt.' })).statusCode,
      ).toBe(200);
      const denied = requireOrganizationAccess(t.database.db, rejectedMember, rejected.id, approvedOnly);
      await expect(denied).rejects.toBeInstanceOf(HttpError);
      await expect(denied).rejects.toMatchObject({ status: 403 });
      // Still a member: reading the organisation stays possible.
      await expect(
        requireOrganizationAccess(t.database.db, rejectedMember, rejected.id),
      ).resolves.toMatchObject({ approvalStatus: 'Rejected', role: 'Member' });
    });
  });

  describe('change requests', () => {
    it('approval writes the request data into the organisation and mails its admins', async () => {
      const org = await arrange('Approved');
      const requestId = await addChangeRequest(org.id, `Neues Prüfamt ${org.tag}`);
      t.clock.advance(60_000);
      const res = await admin.put(`/api/organization/${org.id}/changeRequest/${requestId}/approve`, {
        comment: 'Übernommen.',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Organization;
      expect(body).toMatchObject({
        name: `Neues Prüfamt ${org.tag}`,
        address: { street: 'Neue Straße 5', postalCode: '14467', city: 'Potsdam' },
        website: 'https://www.neu.example.de',
        approvalStatus: 'Approved',
        updatedAt: t.clock.now().toISOString(),
        changeRequest: {
          _id: requestId,
          status: 'Approved',
          reviewComment: 'Übernommen.',
          reviewedAt: t.clock.now().toISOString(),
        },
      });
      const [request] = await t.database.db
        .select()
        .from(organizationChangeRequests)
        .where(eq(organizationChangeRequests.id, requestId));
      expect(request?.reviewedBy).toBe(adminUser._id);

      const mails = mailsFor(org.tag);
      expect(mails.map((mail) => mail.to).sort()).toEqual([org.emails.admin1, org.emails.admin2]);
      expect(mails[0]?.subject).toBe(`Ihr Änderungsantrag für „Neues Prüfamt ${org.tag}“ wurde übernommen`);
      expect(mails[0]?.text).toContain('Übernommen.');
      expect(mails[0]?.text).toContain(`http://localhost:3000/organization/${org.id}`);

      const again = await admin.put(`/api/organization/${org.id}/changeRequest/${requestId}/approve`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: organizationMessages.changeRequestDecided });
      expect(
        (await admin.put(`/api/organization/${org.id}/changeRequest/${requestId}/reject`, { comment: 'x' }))
          .statusCode,
      ).toBe(409);
      expect(mailsFor(org.tag)).toHaveLength(2);
    });

    it('rejection needs a comment, keeps the organisation untouched and mails the comment', async () => {
      const org = await arrange('Approved');
      const before = await row(org.id);
      const requestId = await addChangeRequest(org.id, `Anderer Name ${org.tag}`);
      const path = `/api/organization/${org.id}/changeRequest/${requestId}/reject`;
      expect((await admin.put(path, {})).statusCode).toBe(400);
      expect((await admin.put(path, { comment: '' })).statusCode).toBe(400);

      t.clock.advance(60_000);
      const res = await admin.put(path, { comment: 'Der neue Name ist nicht belegt.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: org.name,
        address: { city: 'Berlin' },
        changeRequest: {
          _id: requestId,
          status: 'Rejected',
          reviewComment: 'Der neue Name ist nicht belegt.',
        },
      });
      expect(await row(org.id)).toEqual(before);
      const mails = mailsFor(org.tag);
      expect(mails.map((mail) => mail.to).sort()).toEqual([org.emails.admin1, org.emails.admin2]);
      expect(mails[0]?.subject).toBe(`Ihr Änderungsantrag für „${org.name}“ wurde abgelehnt`);
      expect(mails[0]?.text).toContain('Der neue Name ist nicht belegt.');
      expect(mails[0]?.text).toContain('weiterhin die bisherigen Angaben');
    });

    it('answers 404 for a request of another organisation, an unknown request or organisation', async () => {
      const org = await arrange('Approved');
      const other = await arrange('Approved');
      const foreign = await addChangeRequest(other.id, `Fremd ${other.tag}`);
      for (const [decision, body] of [
        ['approve', {}],
        ['reject', { comment: 'Nein.' }],
      ] as const) {
        for (const path of [
          `/api/organization/${org.id}/changeRequest/${foreign}/${decision}`,
          `/api/organization/${org.id}/changeRequest/${randomUUID()}/${decision}`,
          `/api/organization/${randomUUID()}/changeRequest/${foreign}/${decision}`,
        ]) {
          const res = await admin.put(path, body);
          expect(res.statusCode, path).toBe(404);
        }
      }
      const [request] = await t.database.db
        .select()
        .from(organizationChangeRequests)
        .where(eq(organizationChangeRequests.id, foreign));
      expect(request?.status).toBe('Pending');
      expect((await row(other.id)).name).toBe(other.name);
    });

    it('applies concurrent approvals of one request once', async () => {
      const org = await arrange('Approved');
      const requestId = await addChangeRequest(org.id, `Gleichzeitig ${org.tag}`);
      const path = `/api/organization/${org.id}/changeRequest/${requestId}/approve`;
      const results = await Promise.all([admin.put(path, {}), admin.put(path, {}), admin.put(path, {})]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
      expect((await row(org.id)).name).toBe(`Gleichzeitig ${org.tag}`);
      expect(mailsFor(org.tag)).toHaveLength(2);
    });
  });

  describe('who may decide', () => {
    it('answers 401 to anonymous callers and 403 to non-admins, including the organisation’s own admins', async () => {
      const org = await arrange();
      const requestId = await addChangeRequest(org.id, `Antrag ${org.tag}`);
      const orgAdmin = (await signIn(t, org.emails.admin1)).browser;
      const anonymous = new TestBrowser(t.app);
      await anonymous.ensureCsrf();
      const calls = [
        [`/api/organization/${org.id}/approve`, {}],
        [`/api/organization/${org.id}/reject`, { comment: 'x' }],
        [`/api/organization/${org.id}/changeRequest/${requestId}/approve`, {}],
        [`/api/organization/${org.id}/changeRequest/${requestId}/reject`, { comment: 'x' }],
      ] as const;
      for (const [path, body] of calls) {
        expect((await anonymous.put(path, body)).statusCode, path).toBe(401);
        expect((await outsider.put(path, body)).statusCode, path).toBe(403);
        expect((await orgAdmin.put(path, body)).statusCode, path).toBe(403);
      }
      expect((await row(org.id)).approvalStatus).toBe('Pending');
      expect(mailsFor(org.tag)).toHaveLength(0);
    });
  });

  describe('refused bodies (property)', () => {
    const anyBody = fc.oneof(
      fc.jsonValue(),
      fc.record({ comment: fc.jsonValue() }, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 }),
      fc.record({ comment: fc.string({ maxLength: 2100 }) }).map((body) => ({ ...body, extra: true })),
      fc.record({ comment: fc.string({ minLength: 2001, maxLength: 2100 }) }),
    );

    it('answers 4xx and writes nothing for every body the schema refuses', async () => {
      const org = await arrange();
      const requestId = await addChangeRequest(org.id, `Eigenschaft ${org.tag}`);
      const before = await row(org.id);
      const routes = [
        { path: `/api/organization/${org.id}/approve`, schema: reviewBodySchema.nullish() },
        { path: `/api/organization/${org.id}/reject`, schema: rejectBodySchema },
        {
          path: `/api/organization/${org.id}/changeRequest/${requestId}/approve`,
          schema: reviewBodySchema.nullish(),
        },
        { path: `/api/organization/${org.id}/changeRequest/${requestId}/reject`, schema: rejectBodySchema },
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), anyBody, async (route, body) => {
          fc.pre(!route.schema.safeParse(body).success);
          await expectJsonRefused(admin, 'PUT', route.path, body);
        }),
        { numRuns: 150 },
      );
      expect(await row(org.id)).toEqual(before);
      const [request] = await t.database.db
        .select()
        .from(organizationChangeRequests)
        .where(eq(organizationChangeRequests.id, requestId));
      expect(request).toMatchObject({ status: 'Pending', reviewComment: null, reviewedAt: null });
      expect(mailsFor(org.tag)).toHaveLength(0);
    });
  });
});
