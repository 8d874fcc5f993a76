import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminJourneyRoutes } from '@/app/routes/admin/journey-routes';
import { ExportsScreen } from '../exports-screen';

const routes: RouteObject[] = [
  { path: 'admin', children: adminJourneyRoutes((title) => ({ handle: { title } })) },
];

describe('admin exports route', () => {
  it('opens /admin/exports with its title and the exports screen', async () => {
    const route = matchRoutes(routes, '/admin/exports')?.at(-1)?.route;
    expect(route?.handle).toEqual({ title: 'Exporte' });
    const { Component } = await (route?.lazy as () => Promise<{ Component: unknown }>)();
    expect(Component).toBe(ExportsScreen);
  });
});
