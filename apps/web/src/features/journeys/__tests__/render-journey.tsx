import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { JourneyScreen } from '..';
import type { JourneyOrganization } from '../journey-screen';

export const procurer: JourneyOrganization = {
  _id: 'o1',
  name: 'Vergabestelle Musterstadt',
  type: 'PublicProcurer',
};
export const provider: JourneyOrganization = { _id: 'p1', name: 'Muster GmbH', type: 'Provider' };

/** The journey screen of the path at its address, as the app routes it (the options as renderRoute takes them). */
export function renderJourneyScreen(
  pathType: 'procurement' | 'provider',
  organization: JourneyOrganization | null,
  options: Parameters<typeof renderRoute>[2],
) {
  const path =
    pathType === 'procurement' ? '/zertifizierungspfad/beschaffung' : '/zertifizierungspfad/unternehmen';
  return renderRoute(
    path,
    {
      path,
      Component: () => (
        <main>
          <JourneyScreen pathType={pathType} activeOrganization={organization} organizationPending={false} />
        </main>
      ),
    },
    options,
  );
}

/** A level's card on the journey, by its heading. */
export const card = (name: string) => screen.getByRole('article', { name });

/** Pins the clock at 10:00 in Berlin on 24 November 2026 for each test, and removes the stubbed fetch after it. */
export function onJourneyDay() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
