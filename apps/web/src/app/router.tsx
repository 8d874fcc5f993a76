import type { QueryClient } from '@tanstack/react-query';
import { redirect, type DataRouter, type RouteObject } from 'react-router';
import { MainLayout } from '@/components/layout/main-layout';
import type { RouteHandle } from '@/lib/route-meta';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePending } from './route-pending';
import { journeyRoutes } from './routes/journey-routes';
import { adminJourneyRoutes } from './routes/admin/journey-routes';

export type PageHandle = (title: string, description?: string) => { handle: RouteHandle };

const page: PageHandle = (title: string, description?: string): { handle: RouteHandle } => ({
  handle: description ? { title, description } : { title },
});

function PendingLayout() {
  return (
    <MainLayout>
      <RoutePending />
    </MainLayout>
  );
}

/**
 * A questionnaire's address without a step (its loader redirects), its evaluation and the address with an
 * optional id and a step. The evaluation's static last segment ranks above `:step`; it also stands first.
 */
function questionnaireRoutes(path: string, title: string): RouteObject[] {
  const lazy = () => import('./routes/questionnaire');
  return [
    { path, lazy, ...page(title) },
    {
      path: `${path}/:id/evaluation`,
      lazy: () => import('./routes/evaluation'),
      ...page(`Auswertung – ${title}`),
    },
    { path: `${path}/:id?/:step`, lazy, ...page(title) },
  ];
}

/**
 * Every screen is its own chunk (route `lazy`); guards are loaders of the layout route around them.
 * Public pages take their titles from the domain's route metadata; the others declare a `handle`.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: MainLayout,
      HydrateFallback: PendingLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          // Pathless so that errors render inside the page frame, with header and footer intact.
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
            {
              path: 'barrierefreiheit',
              lazy: () => import('./routes/public/barrierefreiheit'),
            },
            { path: 'impressum', lazy: () => import('./routes/public/impressum') },
            {
              path: 'nutzungsbedingungen',
              lazy: () => import('./routes/public/nutzungsbedingungen'),
            },
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
            {
              id: 'signed-in',
              // The access rules come with the domain's schemas (zod): loaded with the first signed-in page.
              lazy: { loader: async () => (await import('./guards')).createAccessLoader(queryClient) },
              // Access depends on the path (e.g. /profil is open to incomplete profiles): check on every navigation.
              shouldRevalidate: () => true,
              children: [
                { path: 'profil', lazy: () => import('./routes/profile'), ...page('Ihr Profil') },
                ...journeyRoutes(page),
                {
                  path: 'fragebogen',
                  children: [
                    {
                      index: true,
                      lazy: () => import('./routes/questionnaires'),
                      ...page('Ihre Fragebögen'),
                    },
                    // Paths as the registry's routeBase (a test holds them equal); one lazy module for all three.
                    ...questionnaireRoutes(
                      'innovative-beschaffungsstelle',
                      'Zertifizierung innovativer Beschaffungsstellen',
                    ),
                    ...questionnaireRoutes(
                      'innovatives-beschaffungsprojekt',
                      'Zertifizierung innovativer Beschaffungsprojekte',
                    ),
                    ...questionnaireRoutes('unternehmen', 'Zertifizierung von Unternehmen: Expert'),
                  ],
                },
                {
                  path: 'organization',
                  children: [
                    {
                      index: true,
                      lazy: () => import('./routes/organization'),
                      ...page('Ihre Organisationen'),
                    },
                    {
                      path: 'create',
                      lazy: () => import('./routes/organization/create'),
                      ...page('Organisation anlegen'),
                    },
                    {
                      path: 'invitations',
                      lazy: () => import('./routes/organization/invitations'),
                      ...page('Einladungen'),
                    },
                    {
                      path: ':id',
                      lazy: () => import('./routes/organization/detail'),
                      ...page('Organisation'),
                    },
                  ],
                },
                {
                  path: 'admin',
                  children: [
                    { index: true, loader: () => redirect('/admin/journeys') },
                    ...adminJourneyRoutes(page),
                    {
                      path: 'organizations',
                      lazy: () => import('./routes/admin/organizations'),
                      ...page('Organisationen verwalten'),
                    },
                    {
                      path: 'organizations/:id',
                      lazy: () => import('./routes/admin/organizations-review'),
                      ...page('Organisation prüfen'),
                    },
                    {
                      path: 'statistik',
                      lazy: () => import('./routes/admin/statistik'),
                      ...page('Statistik'),
                    },
                  ],
                },
              ],
            },
            { path: '*', loader: () => redirect('/') },
          ],
        },
      ],
    },
  ];
}

export type AppRouter = DataRouter;
