import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMessages, type OrganizationData } from '@cert/domain';
import { invitations, organizationChangeRequests } from '../../src/db/schema';
import { INVITATION_SUBJECT } from '../../src/modules/organization/invitation-mail';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { mailsTo, readOutbox } from '../helpers/outbox';
import { expectApiError, organizationOf, uniqueEmail } from './support';

/**
 * docs/security.md 33 (docs/decisions/031-invitations-and-user-triggered-mail.md): the platform's sender carries no mail
 * an unchecked organisation wrote, invitations are limited per inviter, per organisation and per recipient, and what
 * the inviter wrote stands apart in the mail, escaped.
 */

const PROGRAMME = 'programm@einladungen.example';
const DAY = 24 * 60 * 60 * 1000;

describe('invitation mails and their limits (docs/security.md 33)', () => {
  let t: TestContext;
  let programme: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: PROGRAMME },
      {
        organization: {
          // Small, so that each limit is reached by a few requests; per recipient the real one (3 a day).
          invitationLimits: {
            perInviter: { max: 5, windowMs: DAY },
            perOrganization: { max: 7, windowMs: DAY },
          },
        },
      },
    );
    programme = await signIn(t, PROGRAMME);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const invitationMails = () => readOutbox(t.dataDir).filter((mail) => mail.subject === INVITATION_SUBJECT);

  /** An approved organisation with the given signed-in people as its admins. */
  async function approvedOrganization(
    ...admins: SignedIn[]
  ): Promise<{ id: string; data: OrganizationData }> {
    const data = organizationData('PublicProcurer', `Amt ${uniqueEmail('x').slice(0, 12)}`);
    const id = await insertOrganization(t.database.db, {
      data,
      members: admins.map((admin) => ({ userId: admin.user._id, role: 'Admin' as const })),
    });
    return { id, data };
  }

  const invite = (who: SignedIn, organization: { id: string; data: OrganizationData }, emails: string[]) =>
    who.browser.put(`/api/organization/${organization.id}`, {
      organization: organization.data,
      newMembers: emails.map((email) => ({ email, role: 'Member' })),
    });

  const storedInvitations = (organizationId: string) =>
    t.database.db.select().from(invitations).where(eq(invitations.organizationId, organizationId));

  it("mails an approved organisation's invitations at once, a pending one's only on approval, a rejected one's never", async () => {
    const founder = await signIn(t, uniqueEmail('gruenderin'));
    const early = uniqueEmail('frueh');
    const created = organizationOf(
      await founder.browser.post('/api/organization', {
        organization: organizationData('Provider', 'Muster GmbH'),
        newMembers: [{ email: early, role: 'Member' }],
      }),
      201,
    );
    expect(mailsTo(t.dataDir, early)).toEqual([]);

    // Rejected: still nothing; edited back into review: still nothing.
    organizationOf(
      await programme.browser.put(`/api/organization/${created._id}/reject`, { comment: 'Anschrift fehlt.' }),
    );
    const later = uniqueEmail('spaeter');
    const resubmitted = organizationOf(
      await founder.browser.put(`/api/organization/${created._id}`, {
        organization: { ...organizationData('Provider', 'Muster GmbH'), name: 'Muster GmbH & Co. KG' },
        newMembers: [{ email: later, role: 'Admin' }],
      }),
    );
    expect(resubmitted.approvalStatus).toBe('Pending');
    expect(resubmitted.pendingMembers.map((invitation) => invitation.mailedAt)).toEqual([null, null]);
    expect(mailsTo(t.dataDir, early)).toEqual([]);
    expect(mailsTo(t.dataDir, later)).toEqual([]);

    // Approved: each waiting invitation once, marked mailed.
    const approved = organizationOf(
      await programme.browser.put(`/api/organization/${created._id}/approve`, {}),
    );
    expect(mailsTo(t.dataDir, early)).toHaveLength(1);
    expect(mailsTo(t.dataDir, later)).toHaveLength(1);
    expect(approved.pendingMembers.every((invitation) => invitation.mailedAt !== null)).toBe(true);

    // From now on a new invitation goes out at once, and no earlier one again.
    const next = uniqueEmail('danach');
    organizationOf(
      await founder.browser.put(`/api/organization/${created._id}`, {
        organization: organizationData('Provider', 'Muster GmbH & Co. KG'),
        newMembers: [{ email: next, role: 'Member' }],
      }),
    );
    expect(mailsTo(t.dataDir, next)).toHaveLength(1);
    expect(mailsTo(t.dataDir, early)).toHaveLength(1);
  });

  it("sets the inviter's own words apart, escaped, and keeps them out of the subject", async () => {
    const inviter = await signIn(t, uniqueEmail('einladend'));
    const profile = await inviter.browser.put('/api/user/me', {
      firstName: '<a href="https://evil.example">Ihr Konto',
      lastName: 'wird gesperrt</a> \u202Eevil.example',
      phoneNumber: '030 123456',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const organization = await approvedOrganization(inviter);
    const invitee = uniqueEmail('empfaenger');
    organizationOf(await invite(inviter, organization, [invitee]));

    const [mail] = mailsTo(t.dataDir, invitee);
    expect(mail!.subject).toBe(INVITATION_SUBJECT);
    expect(mail!.text).toContain(
      'Diesen Namen hat die einladende Person selbst angegeben; wir haben ihn nicht geprüft.',
    );
    expect(mail!.text).toContain('„<a href="https://evil.example">Ihr Konto wird gesperrt</a> evil.example“');
    expect(mail!.text).not.toMatch(/\p{Bidi_Control}/u);
    expect(mail!.html).not.toContain('evil.example">');
    expect(mail!.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Ihr Konto');
    // The one link of the mail is the platform's own.
    const links = [...mail!.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toEqual(['http://localhost:3000/organization/invitations']);
  });

  it('refuses a fourth invitation of one address in a day with 429 at its entry, storing and sending nothing', async () => {
    const inviter = await signIn(t, uniqueEmail('wiederholt'));
    const organization = await approvedOrganization(inviter);
    const target = uniqueEmail('ziel');
    // Invited, revoked and invited again: every new invitation counts.
    for (let round = 0; round < 3; round++) {
      const invited = organizationOf(await invite(inviter, organization, [target]));
      const [open] = invited.pendingMembers;
      if (round < 2) {
        const revoked = await inviter.browser.request(
          'DELETE',
          `/api/organization/${organization.id}/invitations/${open!._id}`,
        );
        expect(revoked.statusCode).toBe(204);
      }
    }
    expect(mailsTo(t.dataDir, target)).toHaveLength(3);
    const [open] = await storedInvitations(organization.id);
    await inviter.browser.request('DELETE', `/api/organization/${organization.id}/invitations/${open!.id}`);

    const mailsBefore = invitationMails().length;
    const refused = expectApiError(await invite(inviter, organization, [uniqueEmail('anders'), target]), 429);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      fields: [
        {
          path: 'newMembers.1.email',
          code: 'rate_limited',
          message: organizationMessages.recipientInvitedTooOften,
        },
      ],
    });
    expect(await storedInvitations(organization.id)).toEqual([]);
    // Another organisation cannot take over: the limit is the address's.
    const other = await approvedOrganization(inviter);
    expectApiError(await invite(inviter, other, [target]), 429);
    expect(await storedInvitations(other.id)).toEqual([]);
    expect(invitationMails()).toHaveLength(mailsBefore);

    // A day later the address may be invited again.
    t.clock.advance(DAY);
    const nextDay = await signIn(t, inviter.user.email);
    organizationOf(await invite(nextDay, organization, [target]));
    expect(mailsTo(t.dataDir, target)).toHaveLength(4);
  });

  it('limits new invitations per inviter and per organisation; a refused request writes nothing and uses up nothing', async () => {
    const first = await signIn(t, uniqueEmail('erste'));
    const second = await signIn(t, uniqueEmail('zweite'));
    const organization = await approvedOrganization(first, second);
    const emails = (count: number) => Array.from({ length: count }, () => uniqueEmail('team'));

    organizationOf(await invite(first, organization, emails(5)));
    // Over the inviter's 5, together with a change of the data: neither is kept.
    const mailsBefore = invitationMails().length;
    const renamed = { ...organization.data, name: 'Amt mit neuem Namen' };
    const overInviter = expectApiError(
      await first.browser.put(`/api/organization/${organization.id}`, {
        organization: renamed,
        newMembers: [{ email: uniqueEmail('zu-viel'), role: 'Member' }],
      }),
      429,
    );
    expect(overInviter.message).toBe(organizationMessages.tooManyInvitations);
    expect(await storedInvitations(organization.id)).toHaveLength(5);
    expect(
      await t.database.db
        .select()
        .from(organizationChangeRequests)
        .where(eq(organizationChangeRequests.organizationId, organization.id)),
    ).toEqual([]);

    // The organisation's 7: the second admin may add two, not a third.
    organizationOf(await invite(second, organization, emails(2)));
    expectApiError(await invite(second, organization, emails(1)), 429);
    expect(await storedInvitations(organization.id)).toHaveLength(7);
    expect(invitationMails()).toHaveLength(mailsBefore + 2);

    // The refused invitation was not counted: the second admin still has three of their 5 for another organisation.
    const elsewhere = await approvedOrganization(second);
    const more = organizationOf(await invite(second, elsewhere, emails(3)));
    expect(more.pendingMembers).toHaveLength(3);
    expectApiError(await invite(second, elsewhere, emails(1)), 429);
  });

  it('counts only new invitations: a second invitation of an open one changes its role without a mail', async () => {
    const inviter = await signIn(t, uniqueEmail('rolle'));
    const organization = await approvedOrganization(inviter);
    const target = uniqueEmail('rollenwechsel');
    organizationOf(await invite(inviter, organization, [target]));
    for (let round = 0; round < 5; round++) {
      const res = await inviter.browser.put(`/api/organization/${organization.id}`, {
        organization: organization.data,
        newMembers: [{ email: target, role: round % 2 ? 'Member' : 'Admin' }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(mailsTo(t.dataDir, target)).toHaveLength(1);
    const [stored] = await t.database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.organizationId, organization.id), eq(invitations.email, target)));
    expect(stored!.role).toBe('Admin');
    expect(
      organizationOf(await invite(inviter, organization, [uniqueEmail('neu')])).pendingMembers,
    ).toHaveLength(2);
  });
});
