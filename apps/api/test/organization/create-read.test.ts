import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganizationBodySchema,
  organizationMessages,
  organizationSchema,
  type OrganizationData,
} from '@cert/domain';
import { invitations, memberships } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { mailsTo } from '../helpers/outbox';
import { INVITATION_SUBJECT } from '../../src/modules/organization/invitation-mail';
import { expectApiError, organizationOf, organizationRowCounts, uniqueEmail } from './support';
import { expectJsonRefused } from '../helpers/refusals';

const PLATFORM_ADMIN = 'leitung@programm.example';

describe('organisations: create and read', () => {
  let t: TestContext;
  let creator: SignedIn;
  let outsider: SignedIn;
  let platformAdmin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: PLATFORM_ADMIN });
    creator = await signIn(t, uniqueEmail('gruenderin'));
    outsider = await signIn(t, uniqueEmail('fremd'));
    platformAdmin = await signIn(t, PLATFORM_ADMIN);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const create = (who: SignedIn, organization: unknown, newMembers: unknown = []) =>
    who.browser.post('/api/organization', { organization, newMembers });

  it('creates a Pending organisation with the creator as its admin and invites the new members, mailed on approval', async () => {
    // A creator of their own: the organisation is approved below, which the list tests must not see.
    const founder = await signIn(t, uniqueEmail('gruender'));
    const invitee = uniqueEmail('eingeladen');
    const data = organizationData('Provider', 'Muster GmbH');
    const res = await create(founder, { ...data, website: 'https://www.muster.example' }, [
      { email: `  ${invitee.toUpperCase()} `, role: 'Member' },
    ]);
    const organization = organizationOf(res, 201);
    expect(() => organizationSchema.parse(organization)).not.toThrow();
    expect(organization).toMatchObject({
      type: 'Provider',
      name: 'Muster GmbH',
      address: data.address,
      website: 'https://www.muster.example',
      companySize: 'ElevenToFifty',
      businessSector: 'Service',
      agencyLevel: null,
      approvalStatus: 'Pending',
      reviewComment: null,
      changeRequest: null,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    expect(organization.members).toEqual([
      expect.objectContaining({ userId: founder.user._id, email: founder.user.email, role: 'Admin' }),
    ]);
    expect(organization.pendingMembers).toEqual([
      expect.objectContaining({
        email: invitee,
        role: 'Member',
        invitedAt: '2026-11-21T10:00:00.000Z',
        mailedAt: null,
        mailRefused: false,
      }),
    ]);
    // Not before the programme team has checked the organisation (ADR 031).
    expect(mailsTo(t.dataDir, invitee)).toEqual([]);
    organizationOf(await platformAdmin.browser.put(`/api/organization/${organization._id}/approve`, {}));

    const [mail, ...more] = mailsTo(t.dataDir, invitee);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(INVITATION_SUBJECT);
    expect(mail!.text).toContain('http://localhost:3000/organization/invitations');
    expect(mail!.text).toContain('Muster GmbH');
    expect(mail!.text).toContain(founder.user.email); // the inviter (no name in the profile yet)
    expect(mail!.text).toMatch(/annehmen oder ablehnen/);
    expect(mail!.text).not.toMatch(/token=/i);
    expect(mail!.html).toContain('lang="de"');
  });

  it('names the inviter by profile name once given', async () => {
    const named = await signIn(t, uniqueEmail('benannt'));
    expect(
      (
        await named.browser.put('/api/user/me', {
          firstName: 'Petra',
          lastName: 'Beispiel',
          phoneNumber: '030 123456',
        })
      ).statusCode,
    ).toBe(200);
    const invitee = uniqueEmail('eingeladen');
    const created = organizationOf(
      await create(named, organizationData('BusinessConsultant'), [{ email: invitee, role: 'Admin' }]),
      201,
    );
    organizationOf(await platformAdmin.browser.put(`/api/organization/${created._id}/approve`, {}));
    const { text } = mailsTo(t.dataDir, invitee).at(-1)!;
    // The inviter's own words stand apart, marked as unchecked.
    expect(text).toContain(
      'Diesen Namen hat die einladende Person selbst angegeben; wir haben ihn nicht geprüft.',
    );
    expect(text).toContain('„Petra Beispiel“');
    expect(text).toContain(`Eingeladen von: ${named.user.email}`);
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    expectApiError(await anonymous.post('/api/organization', { organization: organizationData() }), 401);
    expectApiError(
      await creator.browser.request('POST', '/api/organization', {
        payload: { organization: organizationData(), newMembers: [] },
        csrf: false,
      }),
      403,
    );
  });

  it('refuses an invitation of the creator themself at its entry, writing nothing', async () => {
    const before = await organizationRowCounts(t.database.db);
    const body = expectApiError(
      await create(creator, organizationData(), [
        { email: uniqueEmail('ok'), role: 'Member' },
        { email: creator.user.email, role: 'Member' },
      ]),
      400,
    );
    expect(body.fields).toEqual([
      { path: 'newMembers.1.email', code: 'already_member', message: organizationMessages.alreadyMember },
    ]);
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
  });

  it('refuses attributes of another type, unknown fields and duplicate invitations with field paths', async () => {
    const before = await organizationRowCounts(t.database.db);
    const procurer = organizationData('PublicProcurer');
    let body = expectApiError(await create(creator, { ...procurer, companySize: 'OneToTen' }), 400);
    expect(body.fields).toContainEqual(
      expect.objectContaining({ path: 'organization.companySize', message: organizationMessages.notForType }),
    );
    body = expectApiError(await create(creator, { ...procurer, approvalStatus: 'Approved' }), 400);
    expect(body.fields).toContainEqual(expect.objectContaining({ path: 'organization.approvalStatus' }));
    body = expectApiError(
      await creator.browser.post('/api/organization', { organization: procurer, newMembers: [], extra: 1 }),
      400,
    );
    expect(body.fields).toContainEqual(expect.objectContaining({ path: 'extra' }));
    const twice = uniqueEmail('doppelt');
    body = expectApiError(
      await create(creator, procurer, [
        { email: twice, role: 'Member' },
        { email: twice.toUpperCase(), role: 'Admin' },
      ]),
      400,
    );
    expect(body.fields).toContainEqual(
      expect.objectContaining({
        path: 'newMembers.1.email',
        message: organizationMessages.duplicateInvitation,
      }),
    );
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
  });

  it('ignores echoed _id, members and pendingMembers on create', async () => {
    const organization = organizationOf(
      await create(creator, {
        ...organizationData(),
        _id: '00000000-0000-4000-8000-000000000000',
        members: [{ userId: outsider.user._id, role: 'Admin' }],
        pendingMembers: [{ email: 'x@y.example' }],
      }),
      201,
    );
    expect(organization._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(organization.members.map((member) => member.userId)).toEqual([creator.user._id]);
    expect(organization.pendingMembers).toEqual([]);
  });

  it('answers any body the schema refuses with 400 in the error shape and writes nothing', async () => {
    const valid = {
      organization: organizationData('Provider'),
      newMembers: [{ email: 'a@b.example', role: 'Member' }],
    };
    const mutated = fc
      .tuple(
        fc.constantFrom<string[]>(
          [],
          ['organization'],
          ['organization', 'type'],
          ['organization', 'name'],
          ['organization', 'address'],
          ['organization', 'address', 'postalCode'],
          ['organization', 'website'],
          ['organization', 'companySize'],
          ['organization', 'agencyLevel'],
          ['newMembers'],
          ['newMembers', '0'],
          ['newMembers', '0', 'email'],
          ['newMembers', '0', 'role'],
        ),
        fc.oneof(fc.string(), fc.jsonValue(), fc.constant(undefined)),
        fc.option(fc.string({ minLength: 1, maxLength: 10 }), { nil: undefined }),
      )
      .map(([path, value, extraKey]) => {
        const body = structuredClone(valid) as Record<string, unknown>;
        let target: Record<string, unknown> = body;
        for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
        const last = path.at(-1);
        if (extraKey !== undefined) target[`x${extraKey}`] = value ?? null;
        else if (last !== undefined) target[last] = value;
        else return value;
        return body;
      });
    const before = await organizationRowCounts(t.database.db);
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, fc.jsonValue()), async (body) => {
        fc.pre(!createOrganizationBodySchema.safeParse(body).success);
        await expectJsonRefused(creator.browser, 'POST', '/api/organization', body);
      }),
      { numRuns: 60 },
    );
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
  });

  describe('reading', () => {
    let organizationId: string;
    let otherId: string;
    beforeAll(async () => {
      const memberId = await insertUser(t.database.db);
      organizationId = organizationOf(
        await create(creator, organizationData('PublicProcurer', 'Stadt Lesen')),
        201,
      )._id;
      await t.database.db.insert(memberships).values({ organizationId, userId: memberId, role: 'Member' });
      otherId = await insertOrganization(t.database.db, {
        approvalStatus: 'Approved',
        members: [{ userId: creator.user._id, role: 'Member' }],
      });
    });

    it('shows the organisation to its members and platform admins, with member names and e-mails', async () => {
      const organization = organizationOf(await creator.browser.get(`/api/organization/${organizationId}`));
      expect(organization.name).toBe('Stadt Lesen');
      expect(organization.members).toHaveLength(2);
      expect(organization.members[1]).toMatchObject({
        firstName: 'Erika',
        lastName: 'Mustermann',
        role: 'Member',
      });
      expect(organizationOf(await platformAdmin.browser.get(`/api/organization/${organizationId}`))._id).toBe(
        organizationId,
      );
    });

    it('answers 404 to non-members, for unknown ids alike, 400 for malformed ids, 401 without session', async () => {
      const notMember = expectApiError(
        await outsider.browser.get(`/api/organization/${organizationId}`),
        404,
      );
      const unknown = expectApiError(
        await outsider.browser.get('/api/organization/00000000-0000-4000-8000-000000000000'),
        404,
      );
      expect(notMember).toEqual(unknown);
      const malformed = expectApiError(await creator.browser.get('/api/organization/not-a-uuid'), 400);
      expect(malformed.fields?.[0]?.path).toBe('params.id');
      expectApiError(await new TestBrowser(t.app).get(`/api/organization/${organizationId}`), 401);
    });

    it("lists the user's organisations, all and only the approved ones", async () => {
      const all = (await creator.browser.get('/api/user/organization')).json() as Array<{ _id: string }>;
      expect(all.map((o) => o._id)).toEqual(expect.arrayContaining([organizationId, otherId]));
      const approved = (await creator.browser.get('/api/user/organization/approved')).json() as Array<{
        _id: string;
        approvalStatus: string;
      }>;
      expect(approved.map((o) => o._id)).toEqual([otherId]);
      expect((await outsider.browser.get('/api/user/organization')).json()).toEqual([]);
      expectApiError(await new TestBrowser(t.app).get('/api/user/organization/approved'), 401);
    });
  });

  it('keeps the approval and the invitations when the invitation mail fails', async () => {
    const invitee = uniqueEmail('ohne-mail');
    const data: OrganizationData = organizationData('PublicProcurer', 'Stadt Ohne Post');
    const founder = await signIn(t, uniqueEmail('ohne-post'));
    const organization = organizationOf(
      await create(founder, data, [{ email: invitee, role: 'Member' }]),
      201,
    );
    // The outbox folder replaced by a file: every mail fails, as with a mail server that is down.
    const outbox = path.join(t.dataDir, 'outbox');
    renameSync(outbox, `${outbox}.saved`);
    writeFileSync(outbox, 'not a folder');
    try {
      const approved = organizationOf(
        await platformAdmin.browser.put(`/api/organization/${organization._id}/approve`, {}),
      );
      expect(approved.approvalStatus).toBe('Approved');
      const rows = await t.database.db
        .select()
        .from(invitations)
        .where(eq(invitations.organizationId, organization._id));
      expect(rows.map((row) => row.email)).toEqual([invitee]);
    } finally {
      rmSync(outbox);
      renameSync(`${outbox}.saved`, outbox);
    }
  });
});
