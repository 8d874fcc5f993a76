import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';

describe('workshop and admin journey routes in the OpenAPI document', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('lists every call, the journey lists with the spec’s query keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/workshop/procurement/report',
        '/api/workshop/procurement',
        '/api/workshop/procurement/office/organization/{id}',
        '/api/workshop/procurement/project/organization/{id}',
        '/api/workshop/procurement/report/organization/{orgId}/{reportRef}/{fileName}',
        '/api/admin/journeys',
        '/api/admin/journeys/tasks',
        '/api/admin/organization/{id}/journey',
        '/api/admin/journeys/{id}/postpone-procurement',
        '/api/admin/journeys/{id}/close-stale-procurement',
        '/api/admin/organization/{id}/journey/provider/professional/event',
        '/api/admin/organization/{id}/journey/provider/professional/elearning',
        '/api/admin/organization/{id}/journey/provider/practitioner/innovation-entry',
        '/api/admin/organization/{id}/journey/provider/practitioner/presentation',
      ]),
    );
    const parameters = (paths['/api/admin/journeys']!.get!.parameters as Array<{ name: string }>).map(
      (parameter) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'page',
        'pageSize',
        'pathType',
        'pathProgress',
        'statusFilter',
        'sortOrder',
        'filter.name._regex_',
      ]),
    );
  });
});
