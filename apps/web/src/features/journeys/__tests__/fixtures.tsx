import {
  procurementJourneySchema,
  providerJourneySchema,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubSignedInApi, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { questionnaireLevel } from '@/testing/journey-levels';
import { renderRoute } from '@/testing/render-route';
import { JourneyScreen } from '..';
import type { JourneyOrganization } from '../journey-screen';

export { noRetention, questionnaireLevel } from '@/testing/journey-levels';

const empty = { status: 'locked' as const, completedAt: null, opensAt: null };

/** A procurer journey as the API answers it, checked by the domain's schema. */
export function procurementJourney(overrides: Partial<ProcurementJourney> = {}): ProcurementJourney {
  return procurementJourneySchema.parse({
    _id: 'j1',
    organization: 'o1',
    organizationName: 'Vergabestelle Musterstadt',
    status: 'active',
    statusComment: null,
    requests: [],
    nextOpensAt: null,
    pathType: 'procurement',
    progress: 'none',
    bronzeOffice: questionnaireLevel(),
    bronzeProject: questionnaireLevel(),
    silverOffice: { ...empty, records: [] },
    silverProject: { ...empty, records: [] },
    gold: { ...empty, current: null },
    ...overrides,
  });
}

/** A provider journey as the API answers it, checked by the domain's schema. */
export function providerJourney(overrides: Partial<ProviderJourney> = {}): ProviderJourney {
  return providerJourneySchema.parse({
    _id: 'j2',
    organization: 'p1',
    organizationName: 'Muster GmbH',
    status: 'active',
    statusComment: null,
    requests: [],
    nextOpensAt: null,
    pathType: 'provider',
    progress: 'none',
    professional: { status: 'open', completedAt: null, opensAt: null, event: null, elearning: null },
    practitioner: { ...empty, innovationEntry: null, presentation: null, caseStudy: null },
    expert: questionnaireLevel({ status: 'locked' }),
    ...overrides,
  });
}

const noCertificates = (call: FakeCall): FakeReply | undefined =>
  call.path.startsWith('/api/certificates/organization/') ? { status: 200, body: [] } : undefined;

/**
 * Answers the API through `handler`, an organisation's certificates with none, everything else with 404, and
 * gives a fresh query client.
 */
export function stubApi(handler: (call: FakeCall) => FakeReply | undefined) {
  return stubSignedInApi((call) => handler(call) ?? noCertificates(call));
}

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
