import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { personalDataSchema, privacyMessages } from '@cert/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invitations,
  magicLinkTokens,
  memberships,
  organizations,
  questionnaires,
  sessions,
  users,
} from '../../src/db/schema';
import { createTestApp, type TestContext } from '../helpers/app';
import { signIn } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';

const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.org`;

describe('personal data: download and account deletion', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('downloads everything stored about the user as a JSON attachment, without tokens', async () => {
    const address = email('daten');
    const { browser, user } = await signIn(t, address);
    await browser.put('/api/user/me', { firstName: 'Jürgen', lastName: 'Weiß', phoneNumber: '030 123456' });
    const organization = await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer', 'Stadt Görlitz'),
      members: [{ userId: user._id, role: 'Admin' }],
    });
    await t.database.db.insert(invitations).values({
      organizationId: organization,
      email: address,
      role: 'Member',
    });

    const response = await browser.get('/api/user/me/data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; .*filename\*=UTF-8''Meine%20Daten%20Zertifizierungsplattform%20\d{4}-\d{2}-\d{2}\.json$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = personalDataSchema.parse(response.json());
    expect(data.user).toMatchObject({ email: address, firstName: 'Jürgen', lastName: 'Weiß' });
    expect(data.memberships).toEqual([
      expect.objectContaining({ organization, organizationName: 'Stadt Görlitz', role: 'Admin' }),
    ]);
    expect(data.invitationsReceived).toEqual([
      expect.objectContaining({ organization, organizationName: 'Stadt Görlitz', role: 'Member' }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.signInLinks).toHaveLength(1);
    expect(data.signInLinks[0]!.consumedAt).not.toBeNull();
    // Only hashes of tokens are stored, and not even those leave.
    const [link] = await t.database.db
      .select({ hash: magicLinkTokens.tokenHash })
      .from(magicLinkTokens)
      .where(eq(magicLinkTokens.email, address));
    expect(response.body).not.toContain(link!.hash);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/me/data' });
    expect(response.statusCode).toBe(401);
  });

  it('deletes the account: profile, sessions, memberships, links and invitations go; organisation and records stay', async () => {
    const address = email('loeschen');
    const { browser, user } = await signIn(t, address);
    const colleague = await insertUser(t.database.db);
    const organization = await insertOrganization(t.database.db, {
      members: [
        { userId: user._id, role: 'Admin' },
        { userId: colleague, role: 'Admin' },
      ],
    });
    const other = await insertOrganization(t.database.db, {
      invitations: [{ email: address, role: 'Member' }],
    });
    await t.database.db.insert(questionnaires).values({
      kind: 'procurement-office',
      organizationId: organization,
      answers: {},
      createdBy: user._id,
    });

    const response = await browser.request('DELETE', '/api/user/me');
    expect(response.statusCode).toBe(204);
    // The browser's session cookies are cleared, and the old session no longer counts.
    expect(response.headers['set-cookie']).toBeDefined();
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user._id))).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.userId, user._id))).toEqual([]);
    expect(await db.select().from(magicLinkTokens).where(eq(magicLinkTokens.email, address))).toEqual([]);
    expect(await db.select().from(invitations).where(eq(invitations.organizationId, other))).toEqual([]);
    const [kept] = await db.select().from(organizations).where(eq(organizations.id, organization));
    expect(kept).toBeDefined();
    const [record] = await db
      .select({ createdBy: questionnaires.createdBy })
      .from(questionnaires)
      .where(eq(questionnaires.organizationId, organization));
    expect(record).toEqual({ createdBy: null });
    expect(await db.select().from(memberships).where(eq(memberships.userId, colleague))).toHaveLength(1);
  });

  it('refuses while the user is the only admin of an organisation with other members, and keeps everything', async () => {
    const { browser, user } = await signIn(t, email('letzte-admin'));
    const member = await insertUser(t.database.db);
    const name = `Landkreis ${randomUUID().slice(0, 6)}`;
    await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer', name),
      members: [
        { userId: user._id, role: 'Admin' },
        { userId: member, role: 'Member' },
      ],
    });

    const response = await browser.request('DELETE', '/api/user/me');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: privacyMessages.lastAdmin(name) });
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(memberships).where(eq(memberships.userId, user._id)),
    ).toHaveLength(1);
  });

  it('lets the only member of an organisation go; the organisation stays without members', async () => {
    const { browser, user } = await signIn(t, email('allein'));
    const organization = await insertOrganization(t.database.db, {
      members: [{ userId: user._id, role: 'Admin' }],
    });
    expect((await browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);
    const [kept] = await t.database.db.select().from(organizations).where(eq(organizations.id, organization));
    expect(kept).toBeDefined();
  });

  it('refuses deletion without the CSRF header', async () => {
    const { browser } = await signIn(t, email('csrf'));
    expect((await browser.request('DELETE', '/api/user/me', { csrf: false })).statusCode).toBe(403);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
  });
});
