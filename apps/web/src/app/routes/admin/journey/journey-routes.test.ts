import {
  adminJourneyPath,
  adminProviderRecordPath,
  adminProviderRecordPaths,
  adminEvaluationPath,
  adminSubmissionPath,
  adminWorkshopPath,
} from '@cert/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminJourneyRoutes } from '../journey-routes';

const routes: RouteObject[] = [
  { path: 'admin', children: adminJourneyRoutes((title) => ({ handle: { title } })) },
];

/** The route that an address opens, by its title. */
const titleAt = (address: string) => {
  const matches = matchRoutes(routes, address);
  return (matches?.at(-1)?.route.handle as { title?: string } | undefined)?.title;
};

describe('admin journey routes', () => {
  it('open every address the domain builds for the admin journey pages', () => {
    expect(titleAt('/admin/journeys')).toBe('Zertifizierungspfade verwalten');
    expect(titleAt(adminJourneyPath('o1', 'procurement'))).toMatch(/öffentlicher Auftraggeber/);
    expect(titleAt(adminJourneyPath('o1', 'provider'))).toMatch(/Unternehmen/);
    expect(titleAt(adminWorkshopPath('o1', 'office'))).toBe('Workshop-Ergebnis erfassen');
    expect(titleAt(adminWorkshopPath('o1', 'project'))).toBe('Workshop-Ergebnis erfassen');
    for (const [pathType, kind] of [
      ['procurement', 'procurement-office'],
      ['procurement', 'procurement-project'],
      ['provider', 'provider-expert'],
    ] as const) {
      expect(titleAt(adminSubmissionPath('o1', pathType, kind, 's1'))).toBe('Eingereichte Antworten');
      expect(titleAt(adminEvaluationPath('o1', pathType, kind, 's1'))).toBe(
        'Auswertung eines eingereichten Fragebogens',
      );
    }
    const titles = (Object.keys(adminProviderRecordPaths) as (keyof typeof adminProviderRecordPaths)[]).map(
      (kind) => titleAt(adminProviderRecordPath('o1', kind)),
    );
    expect(titles).toEqual([
      'Teilnahme an einer Programmveranstaltung erfassen',
      'Teilnahme am E-Learning erfassen',
      'Innovationseintrag auf dem Marktplatz erfassen',
      'Präsentation des Praxisbeispiels erfassen',
    ]);
  });

  it('gives each provider record page the component of its kind', async () => {
    const recordRoute = routes[0]!.children!.find((route) => route.path?.endsWith('subtask/elearning'))!;
    const lazy = recordRoute.lazy as () => Promise<{ Component: unknown }>;
    const { recordPages } = await import('./provider-record');
    expect((await lazy()).Component).toBe(recordPages.elearning);
  });
});
