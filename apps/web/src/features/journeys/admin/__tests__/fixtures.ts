import { questionnaireLevel } from '@/testing/journey-levels';
import {
  paginate,
  type AdminJourney,
  type AdminJourneyListItem,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';

export const listItem = (overrides: Partial<AdminJourneyListItem> = {}): AdminJourneyListItem => ({
  _id: 'j1',
  organization: 'o1',
  organizationName: 'Stadtwerke Musterstadt',
  pathType: 'procurement',
  progress: 'bronze',
  status: 'active',
  openTask: 'workshop-due',
  nextOpensAt: '2026-04-02',
  nextOpensLevels: ['silver-project'],
  lastActivityAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

export const listPage = (docs: AdminJourneyListItem[], page = 1, totalDocs = docs.length) =>
  paginate(docs, totalDocs, page, 10);

const emptyQuestionnaire = questionnaireLevel();

export const procurementJourney = (overrides: Partial<ProcurementJourney> = {}): ProcurementJourney => ({
  _id: 'j1',
  organization: 'o1',
  organizationName: 'Stadtwerke Musterstadt',
  requests: [],
  status: 'active',
  statusComment: null,
  nextOpensAt: '2026-04-20',
  pathType: 'procurement',
  progress: 'silver',
  bronzeOffice: {
    ...emptyQuestionnaire,
    status: 'done',
    completedAt: '2026-02-02',
    current: {
      _id: 'q1',
      state: 'PASSED',
      stateUpdatedAt: '2026-02-02T10:00:00.000Z',
      submittedAt: '2026-02-02T09:30:00.000Z',
    },
  },
  bronzeProject: { ...emptyQuestionnaire, status: 'waiting', opensAt: '2026-04-20' },
  silverOffice: {
    status: 'done',
    completedAt: '2026-03-10',
    opensAt: null,
    records: [
      {
        _id: 'w1',
        type: 'office',
        organization: 'o1',
        reportRef: 'r1',
        fileName: 'Workshop Ergebnisbericht.pdf',
        performedAt: '2026-03-10',
        passed: true,
        comment: 'Sehr gute Vorbereitung',
        createdAt: '2026-03-11T08:00:00.000Z',
      },
    ],
  },
  silverProject: { status: 'locked', completedAt: null, opensAt: null, records: [] },
  gold: {
    rejected: null,
    status: 'in-review',
    completedAt: null,
    opensAt: null,
    current: {
      _id: 'cs1',
      kind: 'gold',
      state: 'SUBMITTED',
      title: 'Digitale Akte für das Bauamt',
      updatedAt: '2026-04-10T12:00:00.000Z',
      submittedAt: '2026-04-10T12:00:00.000Z',
      reviewedAt: null,
      reviewComment: null,
    },
  },
  ...overrides,
});

export const providerJourney = (overrides: Partial<ProviderJourney> = {}): ProviderJourney => ({
  _id: 'j2',
  organization: 'o2',
  organizationName: 'Muster GmbH',
  requests: [],
  status: 'active',
  statusComment: null,
  nextOpensAt: null,
  pathType: 'provider',
  progress: 'professional',
  professional: {
    status: 'done',
    completedAt: '2026-02-10',
    opensAt: null,
    event: {
      _id: 'p1',
      kind: 'event',
      organization: 'o2',
      performedAt: '2026-02-03',
      eventName: 'Innovationstag 2026',
      url: null,
      createdAt: '2026-02-04T08:00:00.000Z',
    },
    elearning: {
      _id: 'p2',
      kind: 'elearning',
      organization: 'o2',
      performedAt: '2026-02-10',
      eventName: 'Grundlagen der innovativen Beschaffung',
      url: null,
      createdAt: '2026-02-10T08:00:00.000Z',
    },
  },
  practitioner: {
    rejected: null,
    status: 'open',
    completedAt: null,
    opensAt: null,
    innovationEntry: {
      _id: 'p3',
      kind: 'innovation-entry',
      organization: 'o2',
      performedAt: '2026-03-20',
      eventName: 'Sensorik für Brücken',
      url: 'https://marktplatz.example/innovation/7',
      createdAt: '2026-03-20T08:00:00.000Z',
    },
    presentation: null,
    caseStudy: null,
  },
  expert: { ...emptyQuestionnaire, status: 'locked' },
  ...overrides,
});

export const adminJourney = (
  journey: ProcurementJourney | ProviderJourney = procurementJourney(),
  audit: AdminJourney['audit'] = [
    {
      _id: 'a1',
      action: 'workshop.recorded',
      actor: 'Erika Admin',
      subjectId: 'w1',
      caseStudyTitle: null,
      comment: null,
      createdAt: '2026-03-11T08:00:00.000Z',
    },
  ],
): AdminJourney => ({ journey, audit });
