import type { QueryClient } from '@tanstack/react-query';
import {
  redirect,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { publicPagePaths, publicRouteMeta } from '@cert/domain/site/route-meta';
import { MainLayout } from '@/app/layout/main-layout';
import { page } from './page-handle';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePending } from './route-pending';

function PendingLayout() {
  return (
    <MainLayout>
      <RoutePending />
    </MainLayout>
  );
}

type LazyRoute = NonNullable<Extract<RouteObject['lazy'], () => unknown>>;

/** The modules of the public routes, each its own chunk; which path renders which is the domain's one table. */
const publicModules = import.meta.glob([
  './routes/landing.tsx',
  './routes/public/*.tsx',
  './routes/auth/login.tsx',
]);

function publicRouteModule(path: string): LazyRoute {
  const load = publicModules[`./routes/${publicRouteMeta[path]?.module}`];
  if (!load) throw new Error(`No route module for the public path ${path}`);
  return load as LazyRoute;
}

/** The public pages of packages/domain/src/site/route-meta.ts, in its order. */
const publicPageRoutes = (): RouteObject[] =>
  publicPagePaths.map((path) =>
    path === '/'
      ? { index: true, lazy: publicRouteModule(path) }
      : { path: path.slice(1), lazy: publicRouteModule(path) },
  );

/**
 * The route the signed-in screens are patched into (discoverSignedInRoutes).
 * @internal
 */
export const FRAME_ROUTE_ID = 'frame';

/**
 * The public pages and the sign-in screens; the signed-in ones join on the first navigation to them
 * (discoverSignedInRoutes). Every screen is its own chunk (route `lazy`); guards are loaders of the layout route
 * around them. Public pages take their titles from the domain's route metadata; the others declare a `handle`.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: MainLayout,
      HydrateFallback: PendingLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          // Pathless so that errors render inside the page frame, with header and footer intact.
          id: FRAME_ROUTE_ID,
          ErrorBoundary: RouteErrorBoundary,
          children: [
            ...publicPageRoutes(),
            {
              path: 'login',
              children: [
                { index: true, lazy: publicRouteModule('/login') },
                {
                  path: 'magic-link-sent',
                  lazy: () => import('./routes/auth/magic-link-sent'),
                  ...page('Anmeldelink gesendet'),
                },
                {
                  path: 'redirect',
                  lazy: () => import('./routes/auth/login-redirect'),
                  ...page('Anmeldung'),
                },
                {
                  path: 'failed',
                  lazy: () => import('./routes/auth/login-failed'),
                  ...page('Anmeldung fehlgeschlagen'),
                },
              ],
            },
            { path: 'logout', lazy: () => import('./routes/auth/logout'), ...page('Abmeldung') },
            // Public: the QR code on a certificate leads here. The module brings its own title (handle).
            { path: 'zertifikat/:code', lazy: () => import('./routes/certificate') },
            { path: '*', loader: () => redirect('/') },
          ],
        },
      ],
    },
  ];
}

/**
 * React Router asks on the first navigation to an address the known routes match only with `*`: that is when the
 * signed-in route table arrives, once.
 */
export function discoverSignedInRoutes(
  loadQueryClient: () => Promise<QueryClient>,
): PatchRoutesOnNavigationFunction {
  let discovered: Promise<void> | undefined;
  return async ({ matches, patch }) => {
    // React Router asks for addresses with parameters too (/zertifikat/:code): no signed-in route hides there.
    if (matches.at(-1)?.route.path !== '*') return;
    await (discovered ??= import('./signed-in-routes').then(async ({ signedInRoute }) =>
      patch(FRAME_ROUTE_ID, [signedInRoute(await loadQueryClient())]),
    ));
  };
}

export type AppRouter = DataRouter;
