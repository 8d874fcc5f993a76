import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTokens, sessions, users } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, uniqueEmail } from '../helpers/browser';
import { latestSignInToken, mailsTo } from '../helpers/outbox';

const MINUTE = 60_000;

describe('magic link: request, mail, verification', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  async function requestLink(email: string, callbackUrl?: string) {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const res = await browser.post('/api/auth/magic-link', { email, callbackUrl });
    expect(res.statusCode).toBe(204);
    return latestSignInToken(t.dataDir, email);
  }

  /** Opens the link in another browser than the one that asked, so it confirms (sign-in-confirmation.test.ts). */
  async function verify(token: string, browser = new TestBrowser(t.app)) {
    await browser.ensureCsrf();
    return browser.post('/api/auth/verify', { token, confirm: true });
  }

  const tokenRows = (email: string) =>
    t.database.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.email, email));

  it('stores only the SHA-256 hash of a 256-bit token', async () => {
    const email = uniqueEmail();
    const token = await requestLink(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await tokenRows(email);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Object.values(row).map(String)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * MINUTE);
    expect(row.createdAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('sends a German mail with the link, its validity and what to do if it was not asked for', async () => {
    const email = uniqueEmail();
    const token = await requestLink(email);
    const [mail] = mailsTo(t.dataDir, email);
    const link = `http://localhost:3000/login/redirect?token=${token}`;
    expect(mail?.subject).toBe('Ihr Anmeldelink für die Zertifizierungsplattform');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('15 Minuten gültig');
    expect(mail?.text).toContain('nur einmal verwendet');
    expect(mail?.text).toContain('keinen Anmeldelink angefordert');
    expect(mail?.html).toContain('<html lang="de">');
    expect(mail?.html).toContain(`href="${link}"`);
  });

  it('answers known and unknown addresses alike', async () => {
    const known = uniqueEmail('bekannt');
    await signIn(t, known);
    const unknown = uniqueEmail('unbekannt');
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const forKnown = await browser.post('/api/auth/magic-link', { email: known });
    const forUnknown = await browser.post('/api/auth/magic-link', { email: unknown });
    expect(forKnown.statusCode).toBe(204);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    // The one cookie both set names the browser that asked (docs/security.md 46): the same value for both.
    expect(forKnown.cookies.map((cookie) => cookie.name)).toEqual(['sign_in_browser']);
    expect(forUnknown.cookies).toEqual(forKnown.cookies);
    // Unknown addresses get a link too (the account is created at first sign-in), so the mails match as well.
    expect(mailsTo(t.dataDir, unknown)).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, unknown))).toHaveLength(0);
  });

  it('rejects a malformed address with 400 and the field in the error', async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const res = await browser.post('/api/auth/magic-link', { email: 'keine-adresse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'email', message: 'Bitte geben Sie eine gültige E-Mail Adresse ein' }],
    });
  });

  it('accepts a link 14 minutes after the request and refuses one after 15', async () => {
    const early = uniqueEmail('frueh');
    const late = uniqueEmail('spaet');
    const earlyToken = await requestLink(early);
    const lateToken = await requestLink(late);
    t.clock.advance(14 * MINUTE);
    expect((await verify(earlyToken)).statusCode).toBe(200);
    t.clock.advance(1 * MINUTE);
    const res = await verify(lateToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'TOKEN_INVALID' });
  });

  it('cancels older links when a newer one is requested', async () => {
    const email = uniqueEmail();
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(first).not.toBe(second);
    expect((await verify(first)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('lets exactly one of 20 parallel verifications of a token succeed', async () => {
    const email = uniqueEmail('parallel');
    const token = await requestLink(email);
    const browsers = Array.from({ length: 20 }, () => new TestBrowser(t.app));
    await Promise.all(browsers.map((browser) => browser.ensureCsrf()));
    const results = await Promise.all(
      browsers.map((browser) => browser.post('/api/auth/verify', { token, confirm: true })),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });

  it('never spends the token or sets cookies on GET or HEAD of the e-mailed address', async () => {
    const email = uniqueEmail('scanner');
    const token = await requestLink(email);
    const url = `/login/redirect?token=${token}`;
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url });
      // No SPA is built in the tests; the API itself must neither consume the token nor set a cookie here.
      expect(res.statusCode).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await tokenRows(email))[0]?.consumedAt).toBeNull();
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('keeps only same-site relative callback addresses', async () => {
    const cases: Array<[string, string | null]> = [
      ['https://evil.example', null],
      ['//evil.example', null],
      ['/\\evil.example', null],
      ['javascript:alert(1)', null],
      ['/profil?x=1', '/profil?x=1'],
    ];
    for (const [callbackUrl, expected] of cases) {
      const email = uniqueEmail('callback');
      const token = await requestLink(email, callbackUrl);
      expect((await tokenRows(email))[0]?.callbackUrl).toBe(expected);
      const res = await verify(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().callbackUrl).toBe(expected);
    }
  });

  it('signs in with the address lower-cased and answers the domain user shape', async () => {
    const { user, callbackUrl } = await signIn(t, '  Max.Muster@Behoerde.EXAMPLE ');
    expect(user).toEqual({
      _id: expect.any(String),
      email: 'max.muster@behoerde.example',
      roles: ['User'],
      firstName: null,
      lastName: null,
      phoneNumber: null,
    });
    expect(callbackUrl).toBeNull();
    const again = await signIn(t, 'max.muster@behoerde.example');
    expect(again.user._id).toBe(user._id);
  });

  it('refuses unknown, malformed and oversized tokens without a 5xx', async () => {
    const unknown = await verify('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    for (const payload of [
      {},
      { token: '' },
      { token: 'x'.repeat(201) },
      { token: 42 },
      { token: 'a', extra: 1 },
    ]) {
      const res = await browser.post('/api/auth/verify', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
