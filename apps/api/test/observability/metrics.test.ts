import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@cert/domain';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type TestBrowser } from '../helpers/browser';
import { testEngine } from '../helpers/database';
import { mailOutbox } from '../../src/db/schema';

const ADMIN = 'metriken.admin@programm.example';
const METRICS_TOKEN = 'scrape-token-scrape-token-scrape-token-0123';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not an exposition line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key!, value!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the sample with exactly these labels; undefined if there is none (a counter not yet touched). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples.find(
    (sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
  )?.value;
}

describe('GET /api/metrics', () => {
  let t: TestContext;
  let admin: TestBrowser;
  let user: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN, METRICS_TOKEN });
    ({ browser: admin } = await signIn(t, ADMIN));
    ({ browser: user } = await signIn(t, 'metriken.nutzer@amt.example'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await admin.get('/api/metrics');
    expect(res.statusCode).toBe(200);
    return { res, samples: parseExposition(res.body) };
  };

  it('gives platform admins the Prometheus text format, uncached', async () => {
    const { res, samples } = await scrape();
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_total_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'process_uptime_seconds')).toBeGreaterThan(0);
    expect(valueOf(samples, 'process_start_time_seconds')).toBeGreaterThan(1_700_000_000);
    const utilization = valueOf(samples, 'nodejs_eventloop_utilization_ratio');
    expect(utilization).toBeGreaterThanOrEqual(0);
    expect(utilization).toBeLessThanOrEqual(1);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'database_up')).toBe(1);
    const poolSize = valueOf(samples, 'database_pool_connections', { state: 'total' });
    if (testEngine === 'postgres') expect(poolSize).toBeGreaterThanOrEqual(1);
    else expect(poolSize).toBeUndefined();
  });

  it('counts the promised mails not delivered, and how long the oldest waiting one has waited', async () => {
    const before = (await scrape()).samples;
    expect(valueOf(before, 'mail_undelivered', { state: 'waiting' })).toBe(0);
    expect(valueOf(before, 'mail_oldest_waiting_seconds')).toBe(0);
    const mail = (
      messageId: string,
      createdAt: Date,
      extra: Partial<typeof mailOutbox.$inferInsert> = {},
    ) => ({
      messageId,
      recipient: 'metriken@amt.example',
      subject: 'Betreff',
      textBody: 'Text',
      htmlBody: '<p>Text</p>',
      createdAt,
      ...extra,
    });
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db
      .insert(mailOutbox)
      .values([
        mail('<wartet-1@x>', hourAgo),
        mail('<wartet-2@x>', new Date()),
        mail('<abgelehnt@x>', hourAgo, { failedAt: new Date() }),
        mail('<gesendet@x>', hourAgo, { sentAt: new Date() }),
      ]);
    const { samples } = await scrape();
    expect(valueOf(samples, 'mail_undelivered', { state: 'waiting' })).toBe(2);
    expect(valueOf(samples, 'mail_undelivered', { state: 'failed' })).toBe(1);
    expect(valueOf(samples, 'mail_oldest_waiting_seconds')).toBeGreaterThanOrEqual(3_590);
    await t.database.db.delete(mailOutbox);
  });

  it('counts and times requests by method, route pattern and status', async () => {
    const health = { method: 'GET', route: '/api/health', status: '200' };
    const before = valueOf((await scrape()).samples, 'http_requests_total', health) ?? 0;
    const timedBefore =
      valueOf((await scrape()).samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
      }) ?? 0;
    const calls = 3;
    for (let i = 0; i < calls; i++) expect((await user.get('/api/health')).statusCode).toBe(200);
    const organizationId = randomUUID();
    expect((await admin.get(`/api/organization/${organizationId}`)).statusCode).toBe(404);
    expect((await user.get('/api/gibt-es-nicht/auch-nicht?x=1')).statusCode).toBe(404);

    const { res, samples } = await scrape();
    expect(valueOf(samples, 'http_requests_total', health)).toBe(before + calls);
    const timed = { method: 'GET', route: '/api/health' };
    expect(valueOf(samples, 'http_request_duration_seconds_count', timed)).toBe(timedBefore + calls);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { ...timed, le: '+Inf' })).toBe(
      timedBefore + calls,
    );
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { ...timed, le: '0.005' })).toBeDefined();
    expect(
      valueOf(samples, 'http_requests_total', {
        method: 'GET',
        route: '/api/organization/:id',
        status: '404',
      }),
    ).toBe(1);
    expect(
      valueOf(samples, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // Labels are patterns: no raw URL, no id, no query.
    expect(res.body).not.toContain(organizationId);
    expect(res.body).not.toContain('gibt-es-nicht');
    const routes = new Set(samples.flatMap((sample) => sample.labels.route ?? []));
    for (const route of routes) expect(route === 'unmatched' || route.startsWith('/')).toBe(true);
  });

  it('is for platform admins only: 401 anonymous, 403 other signed-in users', async () => {
    const anonymous = await t.app.inject({ url: '/api/metrics' });
    expect(anonymous.statusCode).toBe(401);
    apiErrorSchema.strict().parse(anonymous.json());
    const other = await user.get('/api/metrics');
    expect(other.statusCode).toBe(403);
    expect(apiErrorSchema.strict().parse(other.json())).toMatchObject({ code: 'FORBIDDEN' });
    expect(other.body).not.toContain('http_requests_total');
  });

  it('lets a scraper in with the METRICS_TOKEN as bearer token, and no other token', async () => {
    const scraper = await t.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_requests_total');
    for (const authorization of [
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(1)}`,
      METRICS_TOKEN,
    ]) {
      const res = await t.app.inject({ url: '/api/metrics', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });

  it(
    'reports the database as down when it does not answer, without failing the scrape',
    async () => {
      const other = await createTestApp({ METRICS_TOKEN });
      try {
        const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
        const up = parseExposition((await other.app.inject({ url: '/api/metrics', headers })).body);
        expect(valueOf(up, 'database_up')).toBe(1);
        await other.database.close();
        const res = await other.app.inject({ url: '/api/metrics', headers });
        expect(res.statusCode).toBe(200);
        expect(valueOf(parseExposition(res.body), 'database_up')).toBe(0);
      } finally {
        await other.app.close();
        rmSync(other.dataDir, { recursive: true, force: true });
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
