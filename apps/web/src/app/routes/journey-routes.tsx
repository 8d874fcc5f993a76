// The slugs alone, not the domain's index: the router is part of the entry chunk.
import { JOURNEY_SLUGS } from '@cert/domain/journey/slugs';
import type { RouteObject } from 'react-router';
import type { PageHandle } from '../page-handle';

/** The signed-in journey and case-study screens (docs/decisions/014-journeys.md). */
export function journeyRoutes(page: PageHandle): RouteObject[] {
  return [
    {
      path: 'mein-zertifizierungspfad',
      lazy: () => import('./my-journey'),
      ...page('Ihr Zertifizierungspfad'),
    },
    {
      // The specification's named targets after a submit.
      id: 'journeyProcurement',
      path: `zertifizierungspfad/${JOURNEY_SLUGS.procurement}`,
      lazy: () => import('./journey/procurement'),
      ...page('Zertifizierungspfad für öffentliche Auftraggeber'),
    },
    {
      id: 'journeyProvider',
      path: `zertifizierungspfad/${JOURNEY_SLUGS.provider}`,
      lazy: () => import('./journey/provider'),
      ...page('Zertifizierungspfad für Unternehmen'),
    },
    {
      path: `zertifizierungspfad/${JOURNEY_SLUGS.procurement}/gold/praxisbeispiel/:id?`,
      lazy: () => import('./journey/gold-case-study'),
      ...page('Praxisbeispiel für die Stufe Gold'),
    },
    {
      path: 'organisation/:organizationId/unternehmen/practitioner/praxisbeispiel',
      lazy: () => import('./journey/practitioner-case-study'),
      ...page('Praxisbeispiel für die Stufe Practitioner'),
    },
  ];
}
