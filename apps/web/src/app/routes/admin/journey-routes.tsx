// The slugs alone, not the domain's index: the router is part of the entry chunk.
import { adminProviderRecordPaths, JOURNEY_SLUGS, providerRecordTitles } from '@cert/domain/journey/slugs';
import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../page-handle';

const procurement = `organisation/:organizationId/zertifizierungspfad/${JOURNEY_SLUGS.procurement}`;
const provider = `organisation/:organizationId/zertifizierungspfad/${JOURNEY_SLUGS.provider}`;

type RecordKind = keyof typeof adminProviderRecordPaths;

/** The admin journey screens under /admin (docs/product.md §2 "Admin pages"; docs/decisions/014-journeys.md). */
export function adminJourneyRoutes(page: PageHandle): RouteObject[] {
  const recordRoutes = (Object.keys(adminProviderRecordPaths) as RecordKind[]).map((kind): RouteObject => ({
    path: `${provider}/${adminProviderRecordPaths[kind]}`,
    // One module for the four pages; each route picks its record kind.
    lazy: async () => ({ Component: (await import('./journey/provider-record')).recordPages[kind] }),
    ...page(providerRecordTitles[kind]),
  }));
  return [
    {
      path: 'journeys',
      lazy: () => import('./journeys'),
      ...page('Zertifizierungspfade verwalten'),
    },
    {
      path: procurement,
      lazy: async () => ({ Component: (await import('./journey/journey')).journeyPages.procurement }),
      ...page('Zertifizierungspfad einer Organisation (öffentlicher Auftraggeber)'),
    },
    {
      path: `${procurement}/zweig/:type/stufe/silber`,
      lazy: () => import('./journey/workshop'),
      ...page('Workshop-Ergebnis erfassen'),
    },
    {
      path: provider,
      lazy: async () => ({ Component: (await import('./journey/journey')).journeyPages.provider }),
      ...page('Zertifizierungspfad einer Organisation (Unternehmen)'),
    },
    ...recordRoutes,
    ...[procurement, provider].flatMap((journey): RouteObject[] => [
      {
        path: `${journey}/fragebogen/:kind/:id`,
        lazy: () => import('./journey/submission'),
        ...page('Eingereichte Antworten'),
      },
      {
        path: `${journey}/fragebogen/:kind/:id/auswertung`,
        // The same module as the answers: the two pages are visited one after the other.
        lazy: async () => ({ Component: (await import('./journey/submission')).EvaluationPage }),
        ...page('Auswertung eines eingereichten Fragebogens'),
      },
    ]),
    { path: 'exports', lazy: () => import('./exports'), ...page('Exporte') },
  ];
}
