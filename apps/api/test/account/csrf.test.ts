import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, uniqueEmail } from '../helpers/browser';

const MINUTE = 60_000;
const UNSAFE = ['post', 'put', 'patch', 'delete'];

describe('CSRF: signed double-submit token bound to the session', () => {
  let t: TestContext;
  let routes: Array<{ method: string; url: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    // Every unsafe route in the OpenAPI document, so routes added later are covered without touching this test.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => UNSAFE.includes(method))
        .map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        })),
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('covers the auth and profile routes (the route list is not empty by accident)', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/auth/magic-link' },
        { method: 'POST', url: '/api/auth/verify' },
        { method: 'POST', url: '/api/auth/refresh' },
        { method: 'POST', url: '/api/auth/logout' },
        { method: 'PUT', url: '/api/user/me' },
      ]),
    );
  });

  it('refuses every unsafe request without the header, with a wrong one, or with a forged token', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const token = browser.cookies.get('XSRF-TOKEN')!;
    const [nonce] = token.split('.');
    const forged = `${nonce}.${'A'.repeat(43)}`;
    const attempts: Array<[string, Record<string, string>, Record<string, string>]> = [
      ['no header', {}, {}],
      ['wrong header', { 'x-xsrf-token': `${token}x` }, {}],
      ['header without cookie', { 'x-xsrf-token': token }, { 'XSRF-TOKEN': '' }],
      ['forged pair', { 'x-xsrf-token': forged }, { 'XSRF-TOKEN': forged }],
    ];
    for (const { method, url } of routes) {
      for (const [label, headers, cookieOverrides] of attempts) {
        const copy = browser.clone();
        for (const [name, value] of Object.entries(cookieOverrides)) {
          if (value) copy.cookies.set(name, value);
          else copy.cookies.delete(name);
        }
        const res = await copy.request(method, url, { csrf: false, headers, payload: {} });
        expect(res.statusCode, `${method} ${url}: ${label}`).toBe(403);
        expect(res.json()).toMatchObject({ status: 403, code: 'CSRF_INVALID' });
      }
    }
    // Nothing above used up the session.
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
  });

  it('refuses a cross-site unsafe request even with a valid token', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    for (const { method, url } of routes) {
      const res = await browser.request(method, url, {
        headers: { 'sec-fetch-site': 'cross-site' },
        payload: {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CSRF_INVALID' });
    }
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
  });

  it('accepts same-origin, same-site and direct navigation markers with a valid token', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const profile = { firstName: 'Erika', lastName: 'Muster', phoneNumber: '030 123456' };
    for (const site of ['same-origin', 'same-site', 'none']) {
      const res = await browser.put('/api/user/me', profile, { headers: { 'sec-fetch-site': site } });
      expect(res.statusCode, site).toBe(200);
    }
  });

  it('refuses a token bound to another session', async () => {
    const alice = await signIn(t, uniqueEmail());
    const bob = await signIn(t, uniqueEmail());
    const mixed = alice.browser.clone();
    mixed.cookies.set('XSRF-TOKEN', bob.browser.cookies.get('XSRF-TOKEN')!);
    expect((await mixed.post('/api/auth/logout')).statusCode).toBe(403);
    expect((await alice.browser.get('/api/user/me')).statusCode).toBe(200);
  });

  it('refuses an anonymous token once signed in, and a session token without the session cookie', async () => {
    const anonymous = new TestBrowser(t.app);
    const anonymousToken = await anonymous.ensureCsrf();
    const { browser } = await signIn(t, uniqueEmail());

    const withAnonymousToken = browser.clone();
    withAnonymousToken.cookies.set('XSRF-TOKEN', anonymousToken);
    expect((await withAnonymousToken.post('/api/auth/refresh')).statusCode).toBe(403);

    const withoutSession = new TestBrowser(t.app);
    withoutSession.cookies.set('XSRF-TOKEN', browser.cookies.get('XSRF-TOKEN')!);
    expect((await withoutSession.post('/api/auth/magic-link', { email: uniqueEmail() })).statusCode).toBe(
      403,
    );
  });

  it('binds GET /api/auth/csrf to the current session and answers the token in the body too', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    browser.cookies.delete('XSRF-TOKEN');
    const res = await browser.get('/api/auth/csrf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().token).toBe(browser.cookies.get('XSRF-TOKEN'));
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);
  });

  it('keeps the token valid while the access token is expired, so the client can refresh with it', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    t.clock.advance(25 * MINUTE);
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
    expect((await browser.post('/api/auth/refresh')).statusCode).toBe(204);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
  });

  it('does not check safe methods', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await browser.request(method, '/api/user/me', {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
