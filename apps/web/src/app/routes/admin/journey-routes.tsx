import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../router';

/** The admin journey screens under /admin (spec platform.md §2 "Admin pages"; docs/decisions/014-journeys.md). */
export function adminJourneyRoutes(page: PageHandle): RouteObject[] {
  return [
    {
      path: 'journeys',
      lazy: () => import('./journeys'),
      ...page('Zertifizierungspfade verwalten'),
    },
  ];
}
