import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from './helpers/app';
import { createTestDatabase } from './helpers/database';

describe('readiness probe', () => {
  // One app on a live database for both cases; the second builds another on a database it closes (opening a PGlite
  // is slow).
  let t: TestContext;
  const closers: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    t = await createTestApp();
    closers.push(() => t.close());
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('is ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it(
    'answers 503 with the error shape when the database is gone, while liveness still answers',
    {
      timeout: SETUP_TIMEOUT_MS,
    },
    async () => {
      const database = await createTestDatabase();
      const app = await buildApp(t.config, { database, clock: t.clock, logger: false });
      closers.push(() => app.close());
      await database.close();

      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        code: 'UNAVAILABLE',
        message:
          'Die Plattform ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );
});
