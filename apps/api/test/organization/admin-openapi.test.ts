import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';

describe('admin organisation routes in the OpenAPI document', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('lists the lists and the four decisions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/organization',
        '/api/admin/organization/tasks',
        '/api/organization/{id}/approve',
        '/api/organization/{id}/reject',
        '/api/organization/{id}/changeRequest/{requestId}/approve',
        '/api/organization/{id}/changeRequest/{requestId}/reject',
      ]),
    );
  });
});
