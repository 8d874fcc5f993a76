import type { QueryClient } from '@tanstack/react-query';
import {
  redirect,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
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

/** The route the signed-in screens are patched into (discoverSignedInRoutes). */
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
            { index: true, lazy: () => import('./routes/landing') },
            {
              path: 'zertifizierung-fuer-oeffentliche-auftraggeber',
              lazy: () => import('./routes/public/oeffentliche-auftraggeber'),
            },
            {
              path: 'zertifizierung-fuer-unternehmen',
              lazy: () => import('./routes/public/unternehmen'),
            },
            { path: 'faq', lazy: () => import('./routes/public/faq') },
            { path: 'bewertung', lazy: () => import('./routes/public/bewertung') },
            {
              path: 'barrierefreiheit',
              lazy: () => import('./routes/public/barrierefreiheit'),
            },
            { path: 'impressum', lazy: () => import('./routes/public/impressum') },
            {
              path: 'nutzungsbedingungen',
              lazy: () => import('./routes/public/nutzungsbedingungen'),
            },
            { path: 'datenschutz', lazy: () => import('./routes/public/datenschutz') },
            {
              path: 'login',
              children: [
                { index: true, lazy: () => import('./routes/auth/login') },
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
            // Public: a certificate number typed in (linked from the home page and the footer).
            { path: 'zertifikat', lazy: () => import('./routes/public/zertifikat-pruefen') },
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
export function discoverSignedInRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  let discovered: Promise<void> | undefined;
  return async ({ matches, patch }) => {
    // React Router asks for addresses with parameters too (/zertifikat/:code): no signed-in route hides there.
    if (matches.at(-1)?.route.path !== '*') return;
    await (discovered ??= import('./signed-in-routes').then(({ signedInRoute }) =>
      patch(FRAME_ROUTE_ID, [signedInRoute(queryClient)]),
    ));
  };
}

export type AppRouter = DataRouter;
