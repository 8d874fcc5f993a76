import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization } from '../helpers/organizations';
import { organizationOf, uniqueEmail } from './support';

/**
 * The phone number a user gives "für Rückfragen des Programmteams" reaches the programme team, and only it
 * (issue 37): platform admins read it with the organisation's members, the members themselves do not.
 */
describe('the members’ phone numbers', () => {
  const ADMIN = 'programmteam@kontakt.example';
  let t: TestContext;
  let platformAdmin: SignedIn;
  let member: SignedIn;
  let colleague: SignedIn;
  let organization: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    platformAdmin = await signIn(t, ADMIN);
    member = await signIn(t, uniqueEmail('mitglied'));
    colleague = await signIn(t, uniqueEmail('kollegin'));
    for (const [who, phone] of [
      [member, '030 1234567'],
      [colleague, '+49 40 7654321'],
    ] as const) {
      await t.database.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, who.user._id));
      who.user.phoneNumber = phone;
    }
    organization = await insertOrganization(t.database.db, {
      members: [
        { userId: member.user._id, role: 'Admin' },
        { userId: colleague.user._id, role: 'Member' },
      ],
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('are in the organisation as a platform admin reads it', async () => {
    const read = organizationOf(await platformAdmin.browser.get(`/api/organization/${organization}`));
    expect(read.members.map((m) => [m.userId, m.phoneNumber])).toEqual(
      expect.arrayContaining([
        [member.user._id, member.user.phoneNumber],
        [colleague.user._id, colleague.user.phoneNumber],
      ]),
    );
  });

  it('are not in the organisation as its own members read it', async () => {
    for (const who of [member, colleague]) {
      const res = await who.browser.get(`/api/organization/${organization}`);
      expect(res.body).not.toContain('phoneNumber');
      expect(organizationOf(res).members).toHaveLength(2);
    }
  });
});
