import {
  procurementJourneySchema,
  providerJourneySchema,
  type CaseStudyKind,
  type CaseStudySummary,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';
import { stubSignedInApi, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { questionnaireLevel } from '@/testing/journey-levels';

export { noRetention, questionnaireLevel } from '@/testing/journey-levels';

const empty = { status: 'locked' as const, completedAt: null, opensAt: null };

/** A rejected case study of a level, submitted on 1 November and decided on the 5th with its reason. */
export const rejectedCaseStudy = (kind: CaseStudyKind, title = 'Digitale Bauakte'): CaseStudySummary => ({
  _id: 'c1',
  kind,
  state: 'REJECTED',
  title,
  updatedAt: '2026-11-05T08:00:00.000Z',
  submittedAt: '2026-11-01T08:00:00.000Z',
  reviewedAt: '2026-11-05T08:00:00.000Z',
  reviewComment: 'Die Wirkung fehlt.',
});

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
    gold: { ...empty, current: null, rejected: null },
    ...overrides,
  });
}

/** A provider's record of a participation as the journey lists it: recorded on its day at 08:00. */
export const providerRecord = <Kind extends 'event' | 'elearning' | 'innovation-entry' | 'presentation'>(
  kind: Kind,
  performedAt: string,
  eventName: string,
  url: string | null = null,
) => ({
  _id: kind,
  kind,
  organization: 'p1',
  performedAt,
  eventName,
  url,
  createdAt: `${performedAt}T08:00:00.000Z`,
});

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
    practitioner: { ...empty, innovationEntry: null, presentation: null, caseStudy: null, rejected: null },
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
