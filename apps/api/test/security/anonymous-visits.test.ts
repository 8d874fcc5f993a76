import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTokens } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { TestBrowser } from '../helpers/browser';
import { latestSignInToken } from '../helpers/outbox';

/**
 * What requests without a decision of the visitor leave behind, with the SPA served: a mail scanner's GET or HEAD
 * of the e-mailed link spends nothing and sets nothing (docs/security.md 4), and browsing the public site sets no
 * cookie at all before consent (docs/security.md 29).
 */

const spaIndexHtml =
  '<!doctype html><html lang="de"><head><meta charset="UTF-8"><title>Zertifizierung</title>' +
  '<script type="module" src="/assets/index-abc12345.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('anonymous requests: no token spent, no cookie set', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { spaIndexHtml });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const tokenRow = async (email: string) =>
    (await t.database.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.email, email)))[0];

  it('serves the page of the e-mailed link to GET and HEAD without spending the token or setting a cookie', async () => {
    const email = 'gescannt@amt.example';
    const requester = new TestBrowser(t.app);
    await requester.ensureCsrf();
    expect((await requester.post('/api/auth/magic-link', { email })).statusCode).toBe(204);
    const token = latestSignInToken(t.dataDir, email);
    const url = `/login/redirect?token=${token}`;

    // A scanner follows the link several times, with and without a method that has a body.
    for (const method of ['GET', 'HEAD', 'GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url, remoteAddress: '192.0.2.10' });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['set-cookie'], method).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(res.body).toContain('<div id="root">');
    }
    const row = await tokenRow(email);
    expect(row?.consumedAt).toBeNull();

    // Only the page's POST signs in, once (confirmed: it is not the browser that asked, docs/security.md 46).
    const user = new TestBrowser(t.app);
    await user.ensureCsrf();
    expect((await user.post('/api/auth/verify', { token, confirm: true })).statusCode).toBe(200);
    expect((await tokenRow(email))?.consumedAt).not.toBeNull();
    expect((await user.post('/api/auth/verify', { token, confirm: true })).statusCode).toBe(400);
  });

  it('sets no cookie while an anonymous visitor browses the public pages and their data', async () => {
    for (const url of [
      '/',
      '/faq',
      '/datenschutz',
      '/login',
      '/api/config/public',
      '/api/health',
      '/api/docs',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(400);
        expect(res.headers['set-cookie'], `${method} ${url}`).toBeUndefined();
      }
    }
  });

  it('sets only the strictly necessary XSRF-TOKEN cookie, and only when the page asks for it', async () => {
    const browser = new TestBrowser(t.app);
    const res = await browser.get('/api/auth/csrf');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((cookie) => cookie.name)).toEqual(['XSRF-TOKEN']);
    // Counting a page view (sent only after consent) adds no cookie either.
    const view = await browser.post('/api/stats/pageview', { path: '/faq' });
    expect(view.statusCode).toBe(204);
    expect(view.headers['set-cookie']).toBeUndefined();
  });
});
