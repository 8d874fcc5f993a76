import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from './helpers/app';
import { signIn, TestBrowser } from './helpers/browser';
import { pageViews, rateLimitHits } from '../src/db/schema';
import { PAGE_VIEW_RATE_LIMIT } from '../src/modules/page-views/routes';

const ADMIN = 'statistik-admin@programm.example';

describe('page-view statistics', () => {
  let t: TestContext;
  let admin: TestBrowser;
  let user: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp({
      ADMIN_EMAILS: ADMIN,
      MATOMO_URL: 'https://matomo.example.org/',
      MATOMO_SITE_ID: '7',
    });
    admin = (await signIn(t, ADMIN)).browser;
    user = (await signIn(t, 'nutzer@example.de')).browser;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  async function anonymousPageView(path: string) {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    return browser.post('/api/stats/pageview', { path });
  }

  async function statistics(browser: TestBrowser, query = '?from=2026-11-01&to=2026-11-30') {
    const res = await browser.get(`/api/admin/statistics${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { interval: string; rows: Array<{ path: string; day: string; views: number }> };
  }

  it('counts page views per path and Berlin day, strips the query string and sets no cookie', async () => {
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    const first = await anonymous.post('/api/stats/pageview', { path: '/faq' });
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect((await anonymous.post('/api/stats/pageview', { path: '/faq?ref=mail#top' })).statusCode).toBe(204);
    expect((await anonymous.post('/api/stats/pageview', { path: '/impressum' })).statusCode).toBe(204);

    const { rows } = await statistics(admin);
    expect(rows).toEqual([
      { path: '/faq', day: '2026-11-21', views: 2 },
      { path: '/impressum', day: '2026-11-21', views: 1 },
    ]);
  });

  it('limits page views per address (429, not counted) and keeps no address in the database', async () => {
    const script = new TestBrowser(t.app, '10.99.99.99');
    await script.ensureCsrf();
    const statuses: number[] = [];
    for (let i = 0; i < PAGE_VIEW_RATE_LIMIT.max + 3; i += 1) {
      statuses.push((await script.post('/api/stats/pageview', { path: '/flood' })).statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(PAGE_VIEW_RATE_LIMIT.max);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    const { rows } = await statistics(admin);
    expect(rows.find((row) => row.path === '/flood')?.views).toBe(PAGE_VIEW_RATE_LIMIT.max);
    const keys = await t.database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(keys.some(({ key }) => key.includes('10.99.99.99'))).toBe(false);

    // Another address is not affected, and the next window counts again.
    expect((await anonymousPageView('/flood')).statusCode).toBe(204);
    t.clock.advance(PAGE_VIEW_RATE_LIMIT.windowMs);
    expect((await script.post('/api/stats/pageview', { path: '/flood' })).statusCode).toBe(204);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const before = await statistics(admin);
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const bad: unknown[] = [
      {},
      { path: '' },
      { path: 'faq' },
      { path: 'https://evil.example/faq' },
      { path: '//evil.example/faq' },
      { path: '/\\evil.example' },
      { path: '/mit leerzeichen' },
      { path: `/${'a'.repeat(600)}` },
      { path: 42 },
      { path: '/faq', userId: 'x' },
      ['/faq'],
    ];
    for (const payload of bad) {
      const res = await browser.post('/api/stats/pageview', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
    }
    expect(await statistics(admin)).toEqual(before);
  });

  it('needs the CSRF header like every unsafe call', async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const res = await browser.post('/api/stats/pageview', { path: '/faq' }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('lets only admins read the statistics', async () => {
    expect((await new TestBrowser(t.app).get('/api/admin/statistics')).statusCode).toBe(401);
    expect((await user.get('/api/admin/statistics')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/statistics')).statusCode).toBe(200);
    expect((await admin.get('/api/admin/statistics?from=2026-11-30&to=2026-11-01')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/statistics?from=gestern')).statusCode).toBe(400);
  });

  it.each(['?from=0000-01-01', '?to=9999-12-31', '?from=2018-12-31&to=2026-11-30'])(
    'refuses %s with 400 and the field named: days of the programme’s years only (security 38)',
    async (query) => {
      const res = await admin.get(`/api/admin/statistics${query}`);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { fields?: Array<{ path: string; message: string }> };
      expect(body.fields?.[0]?.path).toMatch(/^querystring\.(from|to)$/);
      expect(body.fields?.[0]?.message).toMatch(/^Bitte geben Sie ein Datum zwischen dem 01\.01\.2019/);
    },
  );

  it('counts by the calendar day in Europe/Berlin', async () => {
    // 23:30 UTC on 21 November is already 22 November in Berlin (the sessions expire meanwhile: sign in anew).
    t.clock.advance(13.5 * 3_600_000 - PAGE_VIEW_RATE_LIMIT.windowMs);
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    expect((await anonymous.post('/api/stats/pageview', { path: '/faq' })).statusCode).toBe(204);
    const fresh = (await signIn(t, ADMIN)).browser;
    const narrowed = await statistics(fresh, '?from=2026-11-22&to=2026-11-22');
    expect(narrowed.rows).toEqual([{ path: '/faq', day: '2026-11-22', views: 1 }]);
    const all = await statistics(fresh);
    expect(all.rows.filter((row) => row.path !== '/flood').map((row) => row.day)).toEqual([
      '2026-11-21',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('counts pages, not records: ids folded into the route, the office’s own pages not at all; per day or week', async () => {
    const fresh = (await signIn(t, ADMIN)).browser;
    const id = (n: number) => `0f8e4a52-5b7c-4d8e-9a1f-2b3c4d5e6f7${n}`;
    for (const path of [
      `/fragebogen/beschaffungsstelle/${id(1)}/allgemeine-angaben`,
      `/fragebogen/beschaffungsstelle/${id(2)}/allgemeine-angaben`,
      '/zertifikat/7K3M9QXA2F',
      '/admin/uebersicht',
      `/admin/organisation/${id(3)}/zertifizierungspfad/beschaffung`,
    ])
      expect((await anonymousPageView(path)).statusCode).toBe(204);
    // A row counted before folding (a raw id, an admin page) is folded and left out on reading too.
    await t.database.db.insert(pageViews).values([
      { path: `/organization/${id(4)}`, day: '2026-11-22', views: 2 },
      { path: '/admin/statistik', day: '2026-11-22', views: 5 },
    ]);
    const perDay = await statistics(fresh, '?from=2026-11-22&to=2026-11-22');
    expect(perDay.rows).toEqual([
      { path: '/faq', day: '2026-11-22', views: 1 },
      { path: '/fragebogen/beschaffungsstelle/:id/allgemeine-angaben', day: '2026-11-22', views: 2 },
      { path: '/organization/:id', day: '2026-11-22', views: 2 },
      { path: '/zertifikat/:code', day: '2026-11-22', views: 1 },
    ]);
    // Per week: 21 and 22 November 2026 (a Saturday and a Sunday) are the week of Monday 16 November.
    const perWeek = await statistics(fresh, '?from=2026-11-01&to=2026-11-30&interval=week');
    expect(perWeek.rows.find((row) => row.path === '/faq')).toEqual({
      path: '/faq',
      day: '2026-11-16',
      views: 3,
    });
    expect(new Set(perWeek.rows.map((row) => row.day))).toEqual(new Set(['2026-11-16']));
    expect((await fresh.get('/api/admin/statistics?interval=month')).statusCode).toBe(400);
  });

  it('exposes the Matomo tracker and allows its origin in the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.json()).toEqual({ matomo: { url: 'https://matomo.example.org', siteId: '7' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/matomo\.example\.org/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/matomo\.example\.org/);
  });
});

describe('public config without Matomo', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('answers matomo null and keeps the CSP to self', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.json()).toEqual({ matomo: null });
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self'(;|$)/);
  });
});
