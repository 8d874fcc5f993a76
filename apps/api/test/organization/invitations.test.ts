import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@cert/domain';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { mailsTo } from '../helpers/outbox';
import { INVITATION_SUBJECT } from '../../src/modules/organization/invitation-mail';
import { expectApiError, organizationOf, organizationRowCounts, uniqueEmail } from './support';

describe('invitations: from the mail to membership', () => {
  let t: TestContext;
  let admin: SignedIn;
  let programme: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'programm@einladung.example' });
    programme = await signIn(t, 'programm@einladung.example');
    admin = await signIn(t, uniqueEmail('admin'));
    await admin.browser.put('/api/user/me', {
      firstName: 'Anna',
      lastName: 'Admin',
      phoneNumber: '030 123456',
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const invitationsOf = async (who: SignedIn) => {
    const res = await who.browser.get('/api/user/invitations');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Invitation[];
  };

  it('invites by mail; the invitee signs in with that address, sees the invitation and accepts it', async () => {
    const invitee = uniqueEmail('eingeladen');
    const created = organizationOf(
      await admin.browser.post('/api/organization', {
        organization: organizationData('PublicProcurer', 'Stadt Einladung'),
        newMembers: [{ email: invitee, role: 'Admin' }],
      }),
      201,
    );
    organizationOf(await programme.browser.put(`/api/organization/${created._id}/approve`, {}));
    const mail = mailsTo(t.dataDir, invitee).at(-1)!;
    expect(mail.subject).toBe(INVITATION_SUBJECT);
    expect(mail.text).toContain('„Stadt Einladung“ (Öffentlicher Auftraggeber)');
    expect(mail.text).toContain('„Anna Admin“');
    const link = /https?:\/\/\S+\/organization\/invitations/.exec(mail.text)![0];
    expect(link).toBe('http://localhost:3000/organization/invitations');

    const guest = await signIn(t, invitee);
    const [invitation, ...others] = await invitationsOf(guest);
    expect(others).toEqual([]);
    expect(invitation).toMatchObject({
      role: 'Admin',
      organization: {
        _id: created._id,
        name: 'Stadt Einladung',
        type: 'PublicProcurer',
        approvalStatus: 'Approved',
      },
      invitedBy: 'Anna Admin',
    });
    expectApiError(await guest.browser.get(`/api/organization/${created._id}`), 404);

    const accepted = organizationOf(
      await guest.browser.put(`/api/user/invitations/${invitation!._id}/accept`),
    );
    expect(accepted._id).toBe(created._id);
    expect(accepted.members).toContainEqual(
      expect.objectContaining({ userId: guest.user._id, role: 'Admin' }),
    );
    expect(accepted.pendingMembers).toEqual([]);
    expect(await invitationsOf(guest)).toEqual([]);
    organizationOf(await guest.browser.get(`/api/organization/${created._id}`));
    expectApiError(await guest.browser.put(`/api/user/invitations/${invitation!._id}/accept`), 404);
  });

  it("says of an invitation whose organisation waits for the office's approval that it waits", async () => {
    const invitee = uniqueEmail('vorab');
    const created = organizationOf(
      await admin.browser.post('/api/organization', {
        organization: organizationData('PublicProcurer', 'Stadt in Prüfung'),
        newMembers: [{ email: invitee, role: 'Member' }],
      }),
      201,
    );
    const [invitation] = await invitationsOf(await signIn(t, invitee));
    expect(invitation?.organization).toEqual({
      _id: created._id,
      name: 'Stadt in Prüfung',
      type: 'PublicProcurer',
      approvalStatus: 'Pending',
    });
  });

  it('shows and lets accept an invitation only to its invitee (others 404, nothing written)', async () => {
    const invitee = uniqueEmail('richtig');
    const id = await insertOrganization(t.database.db, {
      members: [{ userId: admin.user._id, role: 'Admin' }],
      invitations: [{ email: invitee, role: 'Member' }],
    });
    const [pending] = organizationOf(await admin.browser.get(`/api/organization/${id}`)).pendingMembers;
    const stranger = await signIn(t, uniqueEmail('falsch'));
    expect(await invitationsOf(stranger)).toEqual([]);
    const before = await organizationRowCounts(t.database.db);
    expectApiError(await stranger.browser.put(`/api/user/invitations/${pending!._id}/accept`), 404);
    expectApiError(await stranger.browser.put(`/api/user/invitations/${pending!._id}/decline`), 404);
    expectApiError(await admin.browser.put(`/api/user/invitations/${pending!._id}/accept`), 404);
    expectApiError(await stranger.browser.put('/api/user/invitations/kaputt/accept'), 400);
    expectApiError(await new TestBrowser(t.app).get('/api/user/invitations'), 401);
    expect(await organizationRowCounts(t.database.db)).toEqual(before);
  });

  it('lets the invitee decline: the invitation is gone, no membership', async () => {
    const invitee = uniqueEmail('nein');
    const id = await insertOrganization(t.database.db, {
      members: [{ userId: admin.user._id, role: 'Admin' }],
      invitations: [{ email: invitee, role: 'Member' }],
    });
    const guest = await signIn(t, invitee.toUpperCase());
    const [invitation] = await invitationsOf(guest);
    expect(invitation?.organization._id).toBe(id);
    const res = await guest.browser.put(`/api/user/invitations/${invitation!._id}/decline`);
    expect(res.statusCode).toBe(204);
    expect(await invitationsOf(guest)).toEqual([]);
    const organization = organizationOf(await admin.browser.get(`/api/organization/${id}`));
    expect(organization.pendingMembers).toEqual([]);
    expect(organization.members.map((m) => m.userId)).toEqual([admin.user._id]);
    expectApiError(await guest.browser.put(`/api/user/invitations/${invitation!._id}/decline`), 404);
  });
});
