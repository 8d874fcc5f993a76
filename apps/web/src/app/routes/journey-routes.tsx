import type { RouteObject } from 'react-router';
import type { PageHandle } from '../router';

/** The signed-in journey and case-study screens (docs/decisions/014-journeys.md). */
export function journeyRoutes(page: PageHandle): RouteObject[] {
  return [
    {
      path: 'mein-zertifizierungspfad',
      lazy: () => import('./my-journey'),
      ...page('Ihr Zertifizierungspfad'),
    },
  ];
}
