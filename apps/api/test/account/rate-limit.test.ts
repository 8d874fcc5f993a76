import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { magicLinkTokens, rateLimitHits } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, uniqueEmail } from '../helpers/browser';
import { mailsTo } from '../helpers/outbox';

const WINDOW = 15 * 60_000;
const limits = {
  magicLinkPerAddress: { max: 2, windowMs: WINDOW },
  magicLinkPerIp: { max: 4, windowMs: WINDOW },
};

describe('rate limits on magic-link requests, shared by every instance on the database', () => {
  let t: TestContext;
  /** A second API instance on the same database, as behind a load balancer. */
  let other: App;
  beforeAll(async () => {
    t = await createTestApp({}, { auth: limits });
    other = await buildApp(t.config, {
      database: t.database,
      clock: t.clock,
      logger: false,
      auth: limits,
      webDistDir: path.join(t.dataDir, 'no-spa'),
    });
    await other.ready();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const tokenCount = async (email: string) =>
    (await t.database.db.select().from(magicLinkTokens).where(eq(magicLinkTokens.email, email))).length;

  async function request(app: App, email: string, browser = new TestBrowser(app)) {
    await browser.ensureCsrf();
    return browser.post('/api/auth/magic-link', { email });
  }

  it('limits requests per address, across instances and IPs, and sends no mail over the limit', async () => {
    const email = uniqueEmail();
    expect((await request(t.app, email)).statusCode).toBe(204);
    expect((await request(other, email.toUpperCase())).statusCode).toBe(204);
    const over = await request(t.app, email);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(WINDOW / 1000);
    expect(mailsTo(t.dataDir, email)).toHaveLength(2);
    expect(await tokenCount(email)).toBe(2);
  });

  it('limits requests per IP address', async () => {
    const browser = new TestBrowser(t.app);
    const addresses = Array.from({ length: 5 }, uniqueEmail);
    const statuses = [];
    for (const email of addresses) statuses.push((await request(t.app, email, browser)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
    expect(mailsTo(t.dataDir, addresses[4]!)).toHaveLength(0);
    expect(await tokenCount(addresses[4]!)).toBe(0);
    // The same IP through the other instance is over the limit too.
    const viaOther = new TestBrowser(other, browser.ip);
    expect((await request(other, uniqueEmail(), viaOther)).statusCode).toBe(429);
  });

  it('opens a new window after the old one has passed', async () => {
    const email = uniqueEmail();
    await request(t.app, email);
    await request(t.app, email);
    expect((await request(t.app, email)).statusCode).toBe(429);
    t.clock.advance(WINDOW);
    expect((await request(t.app, email)).statusCode).toBe(204);
    expect(mailsTo(t.dataDir, email)).toHaveLength(3);
  });

  it('keeps no address in clear in the counters', async () => {
    const email = uniqueEmail();
    await request(t.app, email);
    const keys = (await t.database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map(
      (row) => row.key,
    );
    expect(keys.some((key) => key.startsWith('magic-link:email:'))).toBe(true);
    expect(keys.join('\n')).not.toContain('@');
  });

  it('continues a session started on one instance on the other', async () => {
    const { browser } = await signIn(t, uniqueEmail());
    const onOther = new TestBrowser(other, browser.ip);
    for (const [name, value] of browser.cookies) onOther.cookies.set(name, value);
    expect((await onOther.get('/api/user/me')).statusCode).toBe(200);
    expect((await onOther.post('/api/auth/refresh')).statusCode).toBe(204);
    expect((await onOther.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);
  });
});
