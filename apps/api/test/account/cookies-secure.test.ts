import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { TestBrowser } from '../helpers/browser';
import { latestSignInToken, mailsTo } from '../helpers/outbox';

type Attributes = { name: string; value: string; flags: Set<string>; attributes: Map<string, string> };

/** Parses a raw Set-Cookie header the way a browser reads its attributes. */
function parseSetCookie(header: string): Attributes {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const flags = new Set<string>();
  const attributes = new Map<string, string>();
  for (const part of rest) {
    const at = part.indexOf('=');
    if (at === -1) flags.add(part.toLowerCase());
    else attributes.set(part.slice(0, at).toLowerCase(), part.slice(at + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), flags, attributes };
}

function setCookies(headers: Record<string, unknown>): Attributes[] {
  const raw = headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map((header) => parseSetCookie(String(header)));
}

describe('cookies over https: Secure and __Host- names', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://zertifizierung.example.de' });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('sets HttpOnly, Secure, SameSite=Lax, Path=/ session cookies with __Host- names and no Domain', async () => {
    const browser = new TestBrowser(t.app);
    const csrf = setCookies((await browser.get('/api/auth/csrf')).headers);
    expect(csrf.map((cookie) => cookie.name)).toEqual(['__Host-XSRF-TOKEN']);
    expect(csrf[0]?.attributes.has('domain')).toBe(false);
    expect(csrf[0]?.flags.has('secure')).toBe(true);
    expect(csrf[0]?.flags.has('httponly')).toBe(false);
    expect(csrf[0]?.attributes.get('samesite')).toBe('Lax');
    expect(csrf[0]?.attributes.get('path')).toBe('/');

    const email = 'sicher@amt.example';
    expect((await browser.post('/api/auth/magic-link', { email })).statusCode).toBe(204);
    const token = latestSignInToken(t.dataDir, email);
    const verified = await browser.post('/api/auth/verify', { token });
    expect(verified.statusCode).toBe(200);
    const cookies = new Map(setCookies(verified.headers).map((cookie) => [cookie.name, cookie]));
    expect([...cookies.keys()].sort()).toEqual([
      '__Host-XSRF-TOKEN',
      '__Host-access_token',
      '__Host-refresh_token',
      'signed_in',
    ]);
    expect(cookies.get('signed_in')!.flags.has('secure')).toBe(true);
    for (const name of ['__Host-access_token', '__Host-refresh_token']) {
      const cookie = cookies.get(name)!;
      expect(cookie.flags.has('httponly')).toBe(true);
      expect(cookie.flags.has('secure')).toBe(true);
      expect(cookie.attributes.get('samesite')).toBe('Lax');
      expect(cookie.attributes.get('path')).toBe('/');
      expect(cookie.attributes.has('domain')).toBe(false);
    }
    const xsrf = cookies.get('__Host-XSRF-TOKEN')!;
    expect(xsrf.flags.has('secure')).toBe(true);
    expect(xsrf.flags.has('httponly')).toBe(false);

    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);

    const logout = await browser.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    const after = setCookies(logout.headers).filter((c) => c.name.startsWith('__Host-'));
    for (const cookie of after) {
      // A browser ignores a __Host- cookie (and so would not clear it) unless it is Secure with Path=/.
      expect(cookie.flags.has('secure')).toBe(true);
      expect(cookie.attributes.get('path')).toBe('/');
      // The session's are cleared; the CSRF cookie is a fresh anonymous token.
      if (cookie.name === '__Host-XSRF-TOKEN') expect(cookie.value).not.toBe(xsrf.value);
      else expect(cookie.value).toBe('');
    }
  });

  it('ignores plain-named cookies when __Host- names are in use', async () => {
    const email = 'ohne-praefix@amt.example';
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    await browser.post('/api/auth/magic-link', { email });
    await browser.post('/api/auth/verify', { token: latestSignInToken(t.dataDir, email) });
    const access = browser.cookies.get('__Host-access_token')!;
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me', cookies: { access_token: access } });
    expect(res.statusCode).toBe(401);
  });

  it('puts the https public address into the e-mailed link', async () => {
    const email = 'link@amt.example';
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    await browser.post('/api/auth/magic-link', { email });
    expect(mailsTo(t.dataDir, email)[0]?.text).toContain(
      'https://zertifizierung.example.de/login/redirect?token=',
    );
  });
});
