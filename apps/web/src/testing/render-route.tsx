import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { theme } from '@/app/theme';
import { SiteConfigProvider } from '@/lib/site-config';
import { exampleSiteConfig, type SiteConfig } from '@cert/domain/site/site-config';

/** Shows where the router ended up, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders one screen at `path` inside the app's providers and StrictMode (effects run twice, as in
 * development), with `routes` beside it and a probe for every other path.
 */
export function renderRoute(
  path: string,
  screen: { path: string; Component: ComponentType },
  options: {
    queryClient?: QueryClient;
    state?: unknown;
    siteConfig?: SiteConfig;
    routes?: RouteObject[];
  } = {},
) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routes: RouteObject[] = [
    { path: screen.path, Component: screen.Component },
    ...(options.routes ?? []),
    { path: '*', Component: LocationProbe },
  ];
  const address = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [
      { pathname: address.pathname, search: address.search, hash: address.hash, state: options.state },
    ],
  });
  const view = render(
    <StrictMode>
      <SiteConfigProvider value={options.siteConfig ?? exampleSiteConfig}>
        <MantineProvider theme={theme} env="test">
          <Notifications />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </SiteConfigProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}
