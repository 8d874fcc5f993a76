import type { QueryClient } from '@tanstack/react-query';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { QueryScope } from '@/components/query-scope';
import { page } from './page-handle';
import { journeyRoutes } from './routes/journey-routes';
import { adminJourneyRoutes } from './routes/admin/journey-routes';

/**
 * A questionnaire's address without a step (its loader redirects), its evaluation and the address with an
 * optional id and a step. The evaluation's static last segment ranks above `:step`; it also stands first.
 */
function questionnaireRoutes(
  path: string,
  title: string,
  /** The specification's route names of the questionnaire and its evaluation, where it names them. */
  ids?: { questionnaire: string; evaluation: string },
): RouteObject[] {
  const lazy = () => import('./routes/questionnaire');
  return [
    { path, lazy, ...page(title), ...(ids ? { id: ids.questionnaire } : {}) },
    {
      ...(ids ? { id: ids.evaluation } : {}),
      path: `${path}/:id/evaluation`,
      lazy: () => import('./routes/evaluation'),
      ...page(`Auswertung – ${title}`),
    },
    { path: `${path}/:id?/:step`, lazy, ...page(title) },
  ];
}

/** Every signed-in screen asks the API. */
function SignedInScreens() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}

/**
 * The signed-in screens (guarded by the access loader) and the admin area: fetched as one chunk on the first
 * navigation outside the public pages (discoverSignedInRoutes in router.tsx), so that the public pages' entry
 * carries none of their titles or chunk names (bench B7).
 */
export function signedInRoute(queryClient: QueryClient): RouteObject {
  return {
    id: 'signed-in',
    Component: SignedInScreens,
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
            {
              questionnaire: 'certificationProcurementOffice',
              evaluation: 'evaluationProcurementOffice',
            },
          ),
          ...questionnaireRoutes(
            'innovatives-beschaffungsprojekt',
            'Zertifizierung innovativer Beschaffungsprojekte',
            {
              questionnaire: 'certificationProcurementProject',
              evaluation: 'evaluationProcurementProject',
            },
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
        lazy: () => import('./routes/admin/area'),
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
            path: 'uebersicht',
            lazy: () => import('./routes/admin/uebersicht'),
            ...page('Übersicht'),
          },
          {
            path: 'statistik',
            lazy: () => import('./routes/admin/statistik'),
            ...page('Statistik'),
          },
          {
            path: 'e-mails',
            lazy: () => import('./routes/admin/e-mails'),
            ...page('E-Mail-Zustellung'),
          },
        ],
      },
    ],
  };
}
