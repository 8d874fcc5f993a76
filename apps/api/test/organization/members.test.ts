import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberRoleBodySchema, organizationMessages } from '@cert/domain';
import { invitations, organizations } from '../../src/db/schema';
import { mailsTo } from '../helpers/outbox';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { type SignedIn } from '../helpers/browser';
import { insertOrganization, insertUser } from '../helpers/organizations';
import {
  appWithThreePeople,
  expectApiError,
  organizationOf,
  organizationRowCounts,
  uniqueEmail,
} from './support';
import { expectJsonRefused } from '../helpers/refusals';

describe('organisation members: roles, removal, leave, revoking invitations', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;
  beforeAll(async () => {
    ({ t, admin, member, outsider } = await appWithThreePeople());
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const team = (extra: Array<{ userId: string; role: 'Admin' | 'Member' }> = []) =>
    insertOrganization(t.database.db, {
      members: [
        { userId: admin.user._id, role: 'Admin' },
        { userId: member.user._id, role: 'Member' },
        ...extra,
      ],
    });
  const setRole = (who: SignedIn, id: string, userId: string, role: unknown) =>
    who.browser.put(`/api/organization/${id}/members/${userId}/role`, { role });
  const remove = (who: SignedIn, id: string, userId: string) =>
    who.browser.request('DELETE', `/api/organization/${id}/members/${userId}`);

  it('lets an organisation admin change roles; the last admin cannot be demoted (409)', async () => {
    const id = await team();
    let organization = organizationOf(await setRole(admin, id, member.user._id, 'Admin'));
    expect(organization.members.find((m) => m.userId === member.user._id)?.role).toBe('Admin');
    organization = organizationOf(await setRole(member, id, admin.user._id, 'Member'));
    expect(organization.members.find((m) => m.userId === admin.user._id)?.role).toBe('Member');
    const conflict = expectApiError(await setRole(member, id, member.user._id, 'Member'), 409);
    expect(conflict.message).toBe(organizationMessages.lastAdmin);
    // The demoted admin is a member now: 403.
    expectApiError(await setRole(admin, id, admin.user._id, 'Admin'), 403);
  });

  it('refuses bad roles and ids with 400 and unknown members with 404', async () => {
    const id = await team();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.record({ role: fc.jsonValue() }), fc.constant({ role: 'Admin', x: 1 })),
        async (body) => {
          fc.pre(!memberRoleBodySchema.safeParse(body).success);
          await expectJsonRefused(
            admin.browser,
            'PUT',
            `/api/organization/${id}/members/${member.user._id}/role`,
            body,
          );
        },
      ),
      { numRuns: 40 },
    );
    expectApiError(await setRole(admin, id, 'not-a-uuid', 'Admin'), 400);
    expectApiError(await setRole(admin, id, outsider.user._id, 'Admin'), 404);
    expectApiError(await remove(admin, id, outsider.user._id), 404);
  });

  it('answers 404 across organisations and 403 to members without the admin role', async () => {
    const id = await team();
    const otherAdmin = await insertUser(t.database.db);
    const other = await insertOrganization(t.database.db, {
      members: [{ userId: otherAdmin, role: 'Admin' }],
    });
    const before = await organizationRowCounts(t.database.db);
    expectApiError(await setRole(admin, other, otherAdmin, 'Member'), 404);
    expectApiError(await remove(admin, other, otherAdmin), 404);
    expectApiError(await setRole(outsider, id, member.user._id, 'Admin'), 404);
    expectApiError(await setRole(member, id, member.user._id, 'Admin'), 403);
    expectApiError(await remove(member, id, admin.user._id), 403);
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
  });

  it('removes a member, who loses access on the very next request', async () => {
    const id = await team();
    organizationOf(await member.browser.get(`/api/organization/${id}`));
    expect((await remove(admin, id, member.user._id)).statusCode).toBe(204);
    expectApiError(await member.browser.get(`/api/organization/${id}`), 404);
    expect(
      ((await member.browser.get('/api/user/organization')).json() as Array<{ _id: string }>).map(
        (o) => o._id,
      ),
    ).not.toContain(id);
    expectApiError(await remove(admin, id, member.user._id), 404);
  });

  it('tells a member an admin removed, by mail; leaving on one’s own and a pending organisation send none', async () => {
    const id = await team();
    const before = mailsTo(t.dataDir, member.user.email).length;
    expect((await remove(admin, id, member.user._id)).statusCode).toBe(204);
    const mails = mailsTo(t.dataDir, member.user.email).slice(before);
    expect(mails).toHaveLength(1);
    const [row] = await t.database.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, id));
    expect(mails[0]!.subject).toBe(`Sie sind nicht mehr Mitglied von „${row!.name}“`);
    expect(mails[0]!.text).toContain('hat Sie auf der Zertifizierungsplattform als Mitglied entfernt');

    const left = await team();
    expect((await remove(member, left, member.user._id)).statusCode).toBe(204);
    const pending = await insertOrganization(t.database.db, {
      approvalStatus: 'Pending',
      members: [
        { userId: admin.user._id, role: 'Admin' },
        { userId: member.user._id, role: 'Member' },
      ],
    });
    expect((await remove(admin, pending, member.user._id)).statusCode).toBe(204);
    expect(mailsTo(t.dataDir, member.user.email).slice(before)).toHaveLength(1);
  });

  it('lets any member leave; the last admin cannot leave or be removed (409)', async () => {
    const id = await team();
    expect((await remove(member, id, member.user._id)).statusCode).toBe(204);
    expectApiError(await member.browser.get(`/api/organization/${id}`), 404);
    const conflict = expectApiError(await remove(admin, id, admin.user._id), 409);
    expect(conflict.message).toBe(organizationMessages.lastAdmin);
    const second = await insertUser(t.database.db);
    const withTwo = await team([{ userId: second, role: 'Admin' }]);
    expect((await remove(admin, withTwo, second)).statusCode).toBe(204);
    expectApiError(await remove(admin, withTwo, admin.user._id), 409);
  });

  it('lets an organisation admin revoke an invitation of their organisation only', async () => {
    const invitee = uniqueEmail('eingeladen');
    const id = await insertOrganization(t.database.db, {
      members: [
        { userId: admin.user._id, role: 'Admin' },
        { userId: member.user._id, role: 'Member' },
      ],
      invitations: [{ email: invitee, role: 'Member' }],
    });
    const otherAdmin = await insertUser(t.database.db);
    const other = await insertOrganization(t.database.db, {
      members: [{ userId: otherAdmin, role: 'Admin' }],
      invitations: [{ email: invitee, role: 'Admin' }],
    });
    const [invitation] = organizationOf(await admin.browser.get(`/api/organization/${id}`)).pendingMembers;
    const revokeUrl = (org: string, invitationId: string) =>
      `/api/organization/${org}/invitations/${invitationId}`;
    expectApiError(await member.browser.request('DELETE', revokeUrl(id, invitation!._id)), 403);
    expectApiError(await outsider.browser.request('DELETE', revokeUrl(id, invitation!._id)), 404);
    expectApiError(await admin.browser.request('DELETE', revokeUrl(id, 'x')), 400);
    const before = await organizationRowCounts(t.database.db);
    // The id of another organisation's invitation under this organisation's path: 404, nothing deleted.
    const [foreign] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, other));
    expectApiError(await admin.browser.request('DELETE', revokeUrl(id, foreign!.id)), 404);
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
    expect((await admin.browser.request('DELETE', revokeUrl(id, invitation!._id))).statusCode).toBe(204);
    expect(organizationOf(await admin.browser.get(`/api/organization/${id}`)).pendingMembers).toEqual([]);
    expectApiError(await admin.browser.request('DELETE', revokeUrl(id, invitation!._id)), 404);
  });
});
