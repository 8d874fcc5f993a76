import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions, users } from '../../src/db/schema';
import { authPlugin, currentUser } from '../../src/modules/account/auth-plugin';
import { csrfPlugin } from '../../src/modules/account/csrf-plugin';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, uniqueEmail } from '../helpers/browser';
import { latestSignInToken } from '../helpers/outbox';
import { zodMessages } from '@cert/domain/zod-locale';

const MINUTE = 60_000;
const ADMIN = 'leitung@programm.example';

describe('sessions: cookies, access and refresh tokens, logout, roles, profile', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: `other@programm.example, ${ADMIN.toUpperCase()}` },
      {
        // A probe behind requireAdmin, wired exactly as later modules will use the hooks.
        extend: async (app) => {
          await app.register(async (scope) => {
            await scope.register(authPlugin);
            await scope.register(csrfPlugin);
            scope.get(
              '/api/probe/admin',
              {
                onRequest: scope.requireAdmin,
                schema: { hide: true, response: { 200: z.object({ email: z.string() }) } },
              },
              async (request) => ({ email: currentUser(request).email }),
            );
          });
        },
      },
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const sessionRow = async (id: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];
  const sessionsOf = (userId: string) =>
    t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  const accessCookie = (browser: TestBrowser) => browser.cookies.get('access_token');
  const sessionIdOf = (browser: TestBrowser) => accessCookie(browser)?.split('.')[0] ?? '';

  it('sets HttpOnly, SameSite=Lax, Path=/ cookies without Secure or __Host- on http', async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    await browser.post('/api/auth/magic-link', { email: 'cookies@amt.example' });
    const res = await browser.post('/api/auth/verify', {
      token: latestSignInToken(t.dataDir, 'cookies@amt.example'),
    });
    const cookies = new Map(res.cookies.map((cookie) => [cookie.name, cookie]));
    expect([...cookies.keys()].sort()).toEqual(['XSRF-TOKEN', 'access_token', 'refresh_token', 'signed_in']);
    for (const name of ['access_token', 'refresh_token']) {
      expect(cookies.get(name)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookies.get(name)?.secure).toBeFalsy();
    }
    expect(cookies.get('XSRF-TOKEN')).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookies.get('XSRF-TOKEN')?.httpOnly).toBeFalsy();
    // The hint tells the page's script that a session exists; it holds no secret.
    expect(cookies.get('signed_in')).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(cookies.get('signed_in')?.httpOnly).toBeFalsy();
  });

  it('starts a new session and issues a new CSRF token bound to it at sign-in', async () => {
    const browser = new TestBrowser(t.app);
    const before = await browser.ensureCsrf();
    const { user } = await signIn(t, uniqueEmail(), { browser });
    const after = browser.cookies.get('XSRF-TOKEN');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const [session] = await sessionsOf(user._id);
    expect(session?.id).toBe(sessionIdOf(browser));
    expect(session?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * 24 * 60 * MINUTE);

    // The pre-sign-in token no longer passes, even sent as a matching cookie and header pair.
    browser.cookies.set('XSRF-TOKEN', before);
    expect((await browser.post('/api/auth/refresh')).json()).toMatchObject({
      status: 403,
      code: 'CSRF_INVALID',
    });
  });

  it('replaces the previous session of the browser at a new sign-in', async () => {
    const first = await signIn(t, uniqueEmail());
    const oldSessionId = sessionIdOf(first.browser);
    const oldCookies = first.browser.clone();
    // Signed in as someone else, the browser confirms the switch (docs/security.md 46).
    await signIn(t, uniqueEmail(), { browser: first.browser, confirm: true });
    expect(sessionIdOf(first.browser)).not.toBe(oldSessionId);
    expect((await sessionRow(oldSessionId))?.revokedAt).not.toBeNull();
    expect((await oldCookies.get('/api/user/me')).statusCode).toBe(401);
  });

  it('answers 401 in the error shape without a session, or with a forged or foreign-signed access token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Bitte melden Sie sich an.',
    });

    const { browser } = await signIn(t, uniqueEmail());
    const [sessionId, expiry, mac] = accessCookie(browser)!.split('.');
    const later = String(Number(expiry) + 60 * MINUTE);
    for (const forged of [
      `${sessionId}.${later}.${mac}`,
      `${sessionId}.${expiry}.${'A'.repeat(mac!.length)}`,
      `not-a-uuid.${expiry}.${mac}`,
      'garbage',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        cookies: { access_token: forged },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('reads the session and the user from the database on every request', async () => {
    const { browser, user } = await signIn(t, uniqueEmail());
    expect((await browser.get('/api/user/me')).json().roles).toEqual(['User']);

    await t.database.db
      .update(users)
      .set({ roles: ['User', 'Admin'] })
      .where(eq(users.id, user._id));
    expect((await browser.get('/api/user/me')).json().roles).toEqual(['User', 'Admin']);

    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.id, sessionIdOf(browser)));
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
  });

  it('gives the Admin role to addresses in ADMIN_EMAILS only, and requireAdmin enforces it', async () => {
    const admin = await signIn(t, ADMIN);
    expect(admin.user.roles).toEqual(['User', 'Admin']);
    const probe = await admin.browser.get('/api/probe/admin');
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ email: ADMIN });

    const user = await signIn(t, uniqueEmail());
    expect(user.user.roles).toEqual(['User']);
    const denied = await user.browser.get('/api/probe/admin');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await t.app.inject({ method: 'GET', url: '/api/probe/admin' })).statusCode).toBe(401);
  });

  it('expires the access token after 10 minutes; refresh renews it and the CSRF token keeps working', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const csrf = browser.cookies.get('XSRF-TOKEN');
    t.clock.advance(9 * MINUTE);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    t.clock.advance(1 * MINUTE);
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);

    const oldRefresh = browser.cookies.get('refresh_token');
    const refreshed = await browser.post('/api/auth/refresh');
    expect(refreshed.statusCode).toBe(204);
    expect(browser.cookies.get('refresh_token')).not.toBe(oldRefresh);
    expect(browser.cookies.get('XSRF-TOKEN')).toBe(csrf);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    const saved = await browser.put('/api/user/me', {
      firstName: 'Erika',
      lastName: 'Muster',
      phoneNumber: '030 123456',
    });
    expect(saved.statusCode).toBe(200);
  });

  it('rotates refresh tokens: the database keeps hashes and a parent chain in one family', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const sessionId = sessionIdOf(browser);
    const first = browser.cookies.get('refresh_token')!;
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);
    const second = browser.cookies.get('refresh_token')!;
    const rows = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, sessionId));
    expect(rows).toHaveLength(2);
    const [parent, child] = rows[0]!.parentId === null ? [rows[0]!, rows[1]!] : [rows[1]!, rows[0]!];
    expect(child.parentId).toBe(parent.id);
    expect(parent.rotatedAt).not.toBeNull();
    expect(child.rotatedAt).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(JSON.stringify(rows)).not.toContain(second);
  });

  it('revokes the whole family when a rotated refresh token is replayed after the grace period', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const thief = browser.clone();
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);
    t.clock.advance(31_000);

    const replay = await thief.post('/api/auth/refresh');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    const session = await sessionRow(sessionIdOf(browser));
    expect(session?.revokedAt).not.toBeNull();
    expect(session?.revokedReason).toBe('refresh-token-reuse');

    // The newest token and the still unexpired access token of the family are dead too.
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('revokes the family when an older ancestor is replayed, even within the grace period', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const grandparent = browser.clone();
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);
    expect((await grandparent.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
  });

  it('lets two tabs refresh the same token at once without ending the session', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    t.clock.advance(11 * MINUTE);
    const tabs = [browser, browser.clone()];
    const results = await Promise.all(tabs.map((tab) => tab.post('/api/auth/refresh')));
    expect(results.map((res) => res.statusCode)).toEqual([204, 204]);

    // One answer rotated the refresh token; the other only renewed the access token.
    const rotated = results.filter((res) => res.cookies.some((cookie) => cookie.name === 'refresh_token'));
    expect(rotated).toHaveLength(1);
    for (const tab of tabs) expect((await tab.get('/api/user/me')).statusCode).toBe(200);
    expect((await sessionRow(sessionIdOf(browser)))?.revokedAt).toBeNull();

    // The browser keeps the rotated token (one cookie jar); the session goes on with it.
    const newest = rotated[0]!.cookies.find((cookie) => cookie.name === 'refresh_token')!.value;
    const jar = browser.clone();
    jar.cookies.set('refresh_token', newest);
    expect((await jar.post('/api/auth/refresh')).statusCode).toBe(204);
  });

  it('answers a replay within the grace period with a new access token but no refresh token', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const slowTab = browser.clone();
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);
    t.clock.advance(29_000);
    const late = await slowTab.post('/api/auth/refresh');
    expect(late.statusCode).toBe(204);
    expect(late.cookies.map((cookie) => cookie.name)).toEqual(['access_token', 'signed_in']);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);
  });

  it('refuses refresh without a cookie, with an unknown token and after the session expired', async () => {
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    const withoutCookie = await anonymous.post('/api/auth/refresh');
    expect(withoutCookie.statusCode).toBe(401);
    // Nothing to end: a refresh racing a sign-in in another request must not clear the new session's cookies.
    expect(withoutCookie.cookies).toEqual([]);
    anonymous.cookies.set('refresh_token', 'unbekannt');
    expect((await anonymous.post('/api/auth/refresh')).statusCode).toBe(401);

    const { browser } = await signIn(t, uniqueEmail());
    t.clock.advance(30 * 24 * 60 * MINUTE);
    const expired = await browser.post('/api/auth/refresh');
    expect(expired.statusCode).toBe(401);
    expect(browser.cookies.has('access_token')).toBe(false);
    expect(browser.cookies.has('refresh_token')).toBe(false);
    expect(browser.cookies.has('signed_in')).toBe(false);
  });

  it('logout revokes the session on the server: the old cookies answer 401 everywhere', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const stolen = browser.clone();
    const res = await browser.post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.filter((cookie) => cookie.name !== 'XSRF-TOKEN');
    expect(cleared.map((cookie) => [cookie.name, cookie.value, cookie.maxAge])).toEqual([
      ['access_token', '', 0],
      ['refresh_token', '', 0],
      ['signed_in', '', 0],
    ]);
    expect((await sessionRow(sessionIdOf(stolen)))?.revokedReason).toBe('logout');

    expect((await stolen.get('/api/user/me')).statusCode).toBe(401);
    expect(
      (await stolen.put('/api/user/me', { firstName: 'A', lastName: 'B', phoneNumber: '030 123456' }))
        .statusCode,
    ).toBe(401);
    expect((await stolen.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);

    // The browser got an anonymous CSRF token and can ask for a new link right away.
    expect((await browser.post('/api/auth/magic-link', { email: uniqueEmail() })).statusCode).toBe(204);
  });

  it('logout with an expired access token still revokes the session', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const stolen = browser.clone();
    t.clock.advance(20 * MINUTE);
    expect((await browser.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await stolen.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('updates the profile and answers the user', async () => {
    const { browser, user } = await signIn(t, uniqueEmail());
    const res = await browser.put('/api/user/me', {
      firstName: ' Erika ',
      lastName: 'Mustermann',
      phoneNumber: '+49 30 1234567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...user,
      firstName: 'Erika',
      lastName: 'Mustermann',
      phoneNumber: '+49 30 1234567',
    });
    expect((await browser.get('/api/user/me')).json()).toEqual(res.json());
  });

  it('rejects unknown fields and empty names with 400 and the fields in the error shape', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const valid = { firstName: 'Erika', lastName: 'Mustermann', phoneNumber: '030 123456' };

    const unknown = await browser.put('/api/user/me', { ...valid, roles: ['Admin'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'roles', code: 'unrecognized_keys', message: zodMessages.unknownKey }],
    });

    const empty = await browser.put('/api/user/me', {
      firstName: '',
      lastName: '   ',
      phoneNumber: '030 123456',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([
      { path: 'firstName', code: 'too_small', message: 'Bitte geben Sie Ihren Vornamen ein.' },
      { path: 'lastName', code: 'too_small', message: 'Bitte geben Sie Ihren Nachnamen ein.' },
    ]);

    const me = (await browser.get('/api/user/me')).json();
    expect(me.roles).toEqual(['User']);
    expect(me.firstName).toBeNull();
  });

  it('never answers 5xx to any body on PUT /api/user/me, and writes nothing it rejects', async () => {
    const { browser, user } = await signIn(t, uniqueEmail());
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.string())), async (body) => {
        const res = await browser.request('PUT', '/api/user/me', {
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode !== 200)
          expect(res.json()).toMatchObject({ status: res.statusCode, code: expect.any(String) });
      }),
      { numRuns: 60 },
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.firstName ?? null).toBeNull();
  });
});
