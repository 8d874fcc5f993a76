import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMessages, updateOrganizationBodySchema, type OrganizationData } from '@cert/domain';
import { organizationChangeRequests, organizations } from '../../src/db/schema';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { type SignedIn } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { mailsTo } from '../helpers/outbox';
import {
  appWithThreePeople,
  expectApiError,
  organizationOf,
  organizationRowCounts,
  uniqueEmail,
} from './support';
import { expectJsonRefused } from '../helpers/refusals';

describe('organisations: update, review state and change requests', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;
  beforeAll(async () => {
    ({ t, admin, member, outsider } = await appWithThreePeople());
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const organizationWith = (approvalStatus: 'Pending' | 'Approved' | 'Rejected', data = organizationData()) =>
    insertOrganization(t.database.db, {
      data,
      approvalStatus,
      members: [
        { userId: admin.user._id, role: 'Admin' },
        { userId: member.user._id, role: 'Member' },
      ],
    });
  const update = (who: SignedIn, id: string, organization: unknown, newMembers: unknown = []) =>
    who.browser.put(`/api/organization/${id}`, { organization, newMembers });
  const row = async (id: string) =>
    (await t.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;

  it('changes the data of a Pending organisation directly', async () => {
    const id = await organizationWith('Pending');
    t.clock.advance(60_000);
    const changed: OrganizationData = {
      ...organizationData('Provider', 'Neu GmbH'),
      website: 'https://neu.example',
    };
    const organization = organizationOf(await update(admin, id, changed));
    expect(organization).toMatchObject({
      _id: id,
      type: 'Provider',
      name: 'Neu GmbH',
      agencyLevel: null,
      companySize: 'ElevenToFifty',
      approvalStatus: 'Pending',
      changeRequest: null,
    });
    expect(organization.updatedAt).toBe(t.clock.now().toISOString());
  });

  it('changes a Rejected organisation and returns it to Pending with the review comment cleared', async () => {
    const id = await organizationWith('Rejected');
    await t.database.db
      .update(organizations)
      .set({ reviewComment: 'Adresse fehlt', reviewedAt: new Date() })
      .where(eq(organizations.id, id));
    const organization = organizationOf(
      await update(admin, id, organizationData('PublicProcurer', 'Stadt B')),
    );
    expect(organization).toMatchObject({
      name: 'Stadt B',
      approvalStatus: 'Pending',
      reviewComment: null,
      reviewedAt: null,
    });
  });

  it('keeps a Rejected organisation rejected when only members are invited (data unchanged)', async () => {
    const data = organizationData('PublicProcurer', 'Stadt R');
    const id = await organizationWith('Rejected', data);
    await t.database.db
      .update(organizations)
      .set({ reviewComment: 'Adresse fehlt', reviewedAt: new Date() })
      .where(eq(organizations.id, id));
    const organization = organizationOf(
      await update(admin, id, data, [{ email: uniqueEmail('neu'), role: 'Member' }]),
    );
    expect(organization).toMatchObject({ approvalStatus: 'Rejected', reviewComment: 'Adresse fehlt' });
    expect(organization.pendingMembers).toHaveLength(1);
  });

  it('files a change request for an approved organisation and keeps the approved data', async () => {
    const approved = organizationData('PublicProcurer', 'Stadt Alt');
    const id = await organizationWith('Approved', approved);
    // An organisation of long ago: the request is its latest change, which the office's task list orders by.
    await t.database.db
      .update(organizations)
      .set({ updatedAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(organizations.id, id));
    const first = organizationOf(
      await update(admin, id, { ...approved, name: 'Stadt Neu', agencyLevel: 'FederalState' }),
    );
    expect(first).toMatchObject({
      name: 'Stadt Alt',
      agencyLevel: 'Municipality',
      approvalStatus: 'Approved',
    });
    expect(first.changeRequest).toMatchObject({
      status: 'Pending',
      data: { name: 'Stadt Neu', agencyLevel: 'FederalState' },
      requestedBy: { userId: admin.user._id, name: admin.user.email },
      reviewComment: null,
      reviewedAt: null,
    });
    expect((await row(id)).updatedAt.toISOString()).toBe(first.changeRequest!.requestedAt);
    // A further update replaces the open request's data: still one open request.
    const second = organizationOf(await update(admin, id, { ...approved, name: 'Stadt Neuer' }));
    expect(second.changeRequest).toMatchObject({
      _id: first.changeRequest!._id,
      data: { name: 'Stadt Neuer' },
    });
    expect((await row(id)).updatedAt.toISOString()).toBe(second.changeRequest!.requestedAt);
    expect(second.name).toBe('Stadt Alt');
    const requests = await t.database.db
      .select()
      .from(organizationChangeRequests)
      .where(eq(organizationChangeRequests.organizationId, id));
    expect(requests).toHaveLength(1);
    expect((await row(id)).name).toBe('Stadt Alt');
  });

  it('files no change request when an approved organisation only invites', async () => {
    const approved = organizationData('BusinessConsultant');
    const id = await organizationWith('Approved', approved);
    const invitee = uniqueEmail('neu');
    const organization = organizationOf(
      await update(admin, id, { ...approved, _id: id, members: [], pendingMembers: [] }, [
        { email: invitee, role: 'Member' },
      ]),
    );
    expect(organization.changeRequest).toBeNull();
    expect(organization.pendingMembers.map((p) => p.email)).toEqual([invitee]);
    expect(mailsTo(t.dataDir, invitee)).toHaveLength(1);
  });

  it('refuses a type change after approval at organization.type, writing nothing', async () => {
    const id = await organizationWith('Approved', organizationData('PublicProcurer'));
    const before = await organizationRowCounts(t.database.db);
    const body = expectApiError(await update(admin, id, organizationData('Provider')), 400);
    expect(body.fields).toEqual([
      { path: 'organization.type', code: 'type_locked', message: organizationMessages.typeLocked },
    ]);
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
  });

  it('refuses an _id other than the path id', async () => {
    const id = await organizationWith('Pending');
    const other = await organizationWith('Pending');
    const body = expectApiError(await update(admin, id, { ...organizationData(), _id: other }), 400);
    expect(body.fields?.[0]).toMatchObject({
      path: 'organization._id',
      message: organizationMessages.idMismatch,
    });
    expectApiError(
      await admin.browser.put('/api/organization/nope', { organization: organizationData() }),
      400,
    );
  });

  it('ignores members and pendingMembers in the body', async () => {
    const id = await organizationWith('Pending');
    const organization = organizationOf(
      await update(admin, id, {
        ...organizationData(),
        members: [{ userId: outsider.user._id, role: 'Admin' }],
        pendingMembers: [],
      }),
    );
    expect(organization.members.map((m) => m.userId).sort()).toEqual(
      [admin.user._id, member.user._id].sort(),
    );
  });

  it('refuses inviting a member at its entry; an open invitation gets the new role, not a second row', async () => {
    const invitee = uniqueEmail('offen');
    const id = await insertOrganization(t.database.db, {
      approvalStatus: 'Pending',
      members: [
        { userId: admin.user._id, role: 'Admin' },
        { userId: member.user._id, role: 'Member' },
      ],
      invitations: [{ email: invitee, role: 'Member' }],
    });
    const before = await organizationRowCounts(t.database.db);
    const refused = expectApiError(
      await update(admin, id, { ...organizationData(), name: 'Nicht gespeichert' }, [
        { email: uniqueEmail('x'), role: 'Member' },
        { email: member.user.email.toUpperCase(), role: 'Admin' },
      ]),
      400,
    );
    expect(refused.fields).toEqual([
      { path: 'newMembers.1.email', code: 'already_member', message: organizationMessages.alreadyMember },
    ]);
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
    expect((await row(id)).name).not.toBe('Nicht gespeichert');

    const organization = organizationOf(
      await update(admin, id, organizationData(), [{ email: invitee, role: 'Admin' }]),
    );
    expect(organization.pendingMembers).toEqual([expect.objectContaining({ email: invitee, role: 'Admin' })]);
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
  });

  it('answers 403 to a member without the admin role and 404 to members of other organisations', async () => {
    const id = await organizationWith('Pending');
    const before = await organizationRowCounts(t.database.db);
    expectApiError(await update(member, id, organizationData()), 403);
    const otherAdmin = await insertUser(t.database.db);
    const other = await insertOrganization(t.database.db, {
      members: [{ userId: otherAdmin, role: 'Admin' }],
    });
    await insertOrganization(t.database.db, { members: [{ userId: outsider.user._id, role: 'Admin' }] });
    expectApiError(await update(outsider, id, organizationData()), 404);
    expectApiError(await update(admin, other, organizationData()), 404);
    expectApiError(await outsider.browser.get(`/api/organization/${id}`), 404);
    expect(await organizationRowCounts(t.database.db)).toEqual({
      ...before,
      organizations: before.organizations! + 2,
      memberships: before.memberships! + 2,
    });
  });

  it('answers any body the schema refuses with 4xx in the error shape and writes nothing', async () => {
    const id = await organizationWith('Approved');
    const valid = { organization: organizationData(), newMembers: [] as unknown[] };
    const before = await organizationRowCounts(t.database.db);
    const updatedAt = (await row(id)).updatedAt;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ organization: fc.jsonValue(), newMembers: fc.jsonValue() }),
          fc.dictionary(fc.string(), fc.jsonValue()).map((extra) => ({
            ...valid,
            organization: { ...valid.organization, ...extra },
          })),
        ),
        async (body) => {
          fc.pre(!updateOrganizationBodySchema.safeParse(body).success);
          await expectJsonRefused(admin.browser, 'PUT', `/api/organization/${id}`, body);
        },
      ),
      { numRuns: 60 },
    );
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
    expect((await row(id)).updatedAt).toEqual(updatedAt);
  });
});
