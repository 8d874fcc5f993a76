import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { allContracts, API_BASE } from '@cert/domain/contracts';

/**
 * Every API route comes from a contract of the domain and every contract is served
 * (docs/decisions/048-endpoint-contracts.md): the web app's client is typed from the same contracts, so a route
 * without one is a call the client cannot make, and a contract without a route one it makes in vain.
 */
describe('endpoint contracts', () => {
  let t: TestContext;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route) => {
          // The OpenAPI document's own pages are the library's, and HEAD answers a GET's route.
          if (!route.url.startsWith(`${API_BASE}/`) || route.url.startsWith(`${API_BASE}/docs`)) return;
          if (route.method === 'HEAD') return;
          routes.push(route);
        },
      },
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const keyOf = (method: unknown, url: string) => `${String(method)} ${url}`;

  it('serves every contract once, at its method and path below the API base', () => {
    const served = new Map(routes.map((route) => [keyOf(route.method, route.url), route.config?.contract]));
    const problems = allContracts().flatMap((contract) => {
      const key = keyOf(contract.method, `${API_BASE}${contract.path}`);
      if (!served.has(key)) return [`${key}: not served`];
      return served.get(key) === contract ? [] : [`${key}: served, but not from this contract`];
    });
    expect(problems).toEqual([]);
    const keys = allContracts().map((contract) => keyOf(contract.method, contract.path));
    expect(new Set(keys).size, 'two contracts for one route').toBe(keys.length);
  });

  it('registers no API route without a contract', () => {
    expect(routes.length).toBeGreaterThan(100);
    const without = routes
      .filter((route) => route.config?.contract === undefined)
      .map((route) => keyOf(route.method, route.url));
    expect(without).toEqual([]);
  });
});
