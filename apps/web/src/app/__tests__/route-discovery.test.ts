import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, discoverSignedInRoutes } from '../router';

const routeIds = (routes: ReadonlyArray<{ id?: string; children?: unknown }>): string[] =>
  routes.flatMap((route) => [
    route.id ?? '',
    ...routeIds((route.children ?? []) as ReadonlyArray<{ id?: string; children?: unknown }>),
  ]);

function routerAt(path: string) {
  return createMemoryRouter(createRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverSignedInRoutes(async () => new QueryClient()),
  });
}

describe('route discovery', () => {
  it('keeps the signed-in route table out of the public pages', async () => {
    const router = routerAt('/impressum');
    await router.navigate('/faq');
    await router.navigate('/login');
    await router.navigate('/zertifikat/7K3M9QXA2F');
    expect(routeIds(router.routes)).not.toContain('signed-in');
    expect(matchRoutes(router.routes, '/zertifikat/7K3M9QXA2F')?.at(-1)?.route.path).toBe('zertifikat/:code');
    router.dispose();
  });

  it('adds the signed-in routes on the first navigation to one of them', async () => {
    const router = routerAt('/faq');
    await router.navigate('/fragebogen');
    expect(routeIds(router.routes)).toContain('signed-in');
    // Now the address matches a signed-in screen, not the catch-all (whose loader sends visitors home).
    const matched = matchRoutes(router.routes, '/fragebogen')?.map((match) => match.route.id);
    expect(matched).toContain('signed-in');
    expect(matchRoutes(router.routes, '/fragebogen')?.at(-1)?.route.path).not.toBe('*');
    router.dispose();
  });
});
