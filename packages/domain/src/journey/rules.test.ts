import { describe, expect, it } from 'vitest';
import type { CaseStudyState, ProcurementJourney, ProviderRecordKind } from './model';
import type { CaseStudyKind } from './case-study';
import type { QuestionnaireKind } from '../questionnaires/registry';
import {
  checkJourneyAction,
  lastJourneyActivity,
  levelLockedMessage,
  journeyForOffice,
  missingParts,
  procurementJourneyLevels,
  providerJourneyLevels,
  type JourneyCaseStudy,
  type JourneyQuestionnaire,
  type JourneyRecords,
} from './rules';

/** 11:00 in Berlin in winter, 12:00 in summer: always the given calendar day in German time. */
const on = (day: string) => new Date(`${day}T10:00:00Z`);
const moment = (day: string) => on(day).toISOString();

let sequence = 0;
const nextId = () => `id-${++sequence}`;

function records(parts: Partial<JourneyRecords> = {}): JourneyRecords {
  return {
    questionnaires: [],
    workshopResults: [],
    providerRecords: [],
    caseStudies: [],
    requests: [],
    status: 'active',
    ...parts,
  };
}

function submission(kind: QuestionnaireKind, state: 'PASSED' | 'FAILED', when: string): JourneyQuestionnaire {
  return { _id: nextId(), kind, state, stateUpdatedAt: when, submittedAt: when, updatedAt: when };
}

function draft(kind: QuestionnaireKind, when: string): JourneyQuestionnaire {
  return { _id: nextId(), kind, state: 'IN_DRAFT', stateUpdatedAt: when, submittedAt: null, updatedAt: when };
}

function workshop(type: 'office' | 'project', performedAt: string, passed = true) {
  return {
    _id: nextId(),
    type,
    organization: 'org',
    reportRef: nextId(),
    fileName: 'Workshop Ergebnisbericht.pdf',
    performedAt,
    passed,
    comment: null,
    createdAt: moment(performedAt),
  };
}

function providerRecord(kind: ProviderRecordKind, performedAt: string) {
  return {
    _id: nextId(),
    kind,
    organization: 'org',
    performedAt,
    eventName: 'Innovationstag',
    url: kind === 'innovation-entry' ? 'https://marktplatz.example/1' : null,
    createdAt: moment(performedAt),
  };
}

function caseStudy(
  kind: CaseStudyKind,
  state: CaseStudyState,
  created: string,
  reviewed: string | null = null,
): JourneyCaseStudy {
  return {
    _id: nextId(),
    kind,
    state,
    title: 'Praxisbeispiel',
    createdAt: moment(created),
    updatedAt: moment(reviewed ?? created),
    submittedAt: state === 'DRAFT' ? null : moment(created),
    reviewedAt: reviewed ? moment(reviewed) : null,
    reviewComment: null,
  };
}

describe('procurer journey', () => {
  it('starts with both bronze branches open and everything after them locked', () => {
    const levels = procurementJourneyLevels(records(), on('2026-11-21'));
    expect(levels).toMatchObject({
      progress: 'none',
      openTask: null,
      nextOpensAt: null,
      bronzeOffice: {
        status: 'open',
        completedAt: null,
        opensAt: null,
        current: null,
        failed: [],
        draftId: null,
      },
      bronzeProject: { status: 'open' },
      silverOffice: { status: 'locked', records: [] },
      silverProject: { status: 'locked' },
      gold: { status: 'locked', current: null },
    });
    expect(levels.bronzeOffice.retention).toMatchObject({ currentIsFailed: false, isInRetention: false });
  });

  it('counts the open drafts of a questionnaire and names the one edited last', () => {
    const older = draft('procurement-office', moment('2026-11-20'));
    const newer = draft('procurement-office', moment('2026-11-21'));
    const levels = procurementJourneyLevels(records({ questionnaires: [older, newer] }), on('2026-11-22'));
    expect(levels.bronzeOffice).toMatchObject({ draftId: newer._id, draftCount: 2 });
    expect(levels.bronzeProject).toMatchObject({ draftId: null, draftCount: 0 });
  });

  it('after the first bronze: the other branch waits 6 weeks, its silver 4 weeks, counted in German days', () => {
    const passed = submission('procurement-office', 'PASSED', moment('2026-11-21'));
    const journey = records({ questionnaires: [passed, draft('procurement-project', moment('2026-11-22'))] });
    const levels = procurementJourneyLevels(journey, on('2026-11-22'));
    expect(levels).toMatchObject({
      progress: 'bronze',
      openTask: null,
      nextOpensAt: '2026-12-19',
      bronzeOffice: {
        status: 'done',
        completedAt: '2026-11-21',
        current: { _id: passed._id, state: 'PASSED' },
      },
      bronzeProject: { status: 'waiting', opensAt: '2027-01-02', draftId: journey.questionnaires[1]!._id },
      silverOffice: { status: 'waiting', opensAt: '2026-12-19' },
      silverProject: { status: 'locked' },
      gold: { status: 'locked' },
    });

    const project = { kind: 'questionnaire', questionnaire: 'procurement-project' } as const;
    // 1 January 2027, 23:59 in Berlin: still the day before.
    expect(checkJourneyAction(journey, project, new Date('2027-01-01T22:59:00Z'))).toEqual({
      allowed: false,
      opensAt: '2027-01-02',
      message: 'Diese Stufe ist erst ab dem 02.01.2027 verfügbar.',
    });
    // 2 January 2027, 00:30 in Berlin (still 1 January in UTC): the opening day.
    expect(checkJourneyAction(journey, project, new Date('2027-01-01T23:30:00Z'))).toEqual({ allowed: true });
    expect(procurementJourneyLevels(journey, new Date('2027-01-01T23:30:00Z')).bronzeProject.status).toBe(
      'open',
    );
    // The passed branch itself may be submitted again at any time.
    const office = { kind: 'questionnaire', questionnaire: 'procurement-office' } as const;
    expect(checkJourneyAction(journey, office, on('2026-11-22'))).toEqual({ allowed: true });
  });

  it('opens silver on its day with the workshop task; a workshop record dated before the opening is refused', () => {
    const journey = records({
      questionnaires: [submission('procurement-office', 'PASSED', moment('2026-11-21'))],
    });
    expect(procurementJourneyLevels(journey, on('2026-12-18'))).toMatchObject({
      silverOffice: { status: 'waiting', opensAt: '2026-12-19' },
      openTask: null,
    });
    expect(procurementJourneyLevels(journey, on('2026-12-19'))).toMatchObject({
      silverOffice: { status: 'open', opensAt: null },
      openTask: 'workshop-due',
      nextOpensAt: '2027-01-02',
    });
    const record = (performedAt: string) => ({ kind: 'workshop', branch: 'office', performedAt }) as const;
    expect(checkJourneyAction(journey, record('2026-12-18'), on('2026-12-25'))).toEqual({
      allowed: false,
      opensAt: '2026-12-19',
      message: 'Diese Stufe ist erst ab dem 19.12.2026 verfügbar. Es zählen nur Nachweise ab diesem Tag.',
    });
    expect(checkJourneyAction(journey, record('2026-12-19'), on('2026-12-25'))).toEqual({ allowed: true });
    // Before the level opens the same: what happened before that day does not count, whenever it is recorded.
    expect(checkJourneyAction(journey, record('2026-12-10'), on('2026-12-10'))).toEqual({
      allowed: false,
      opensAt: '2026-12-19',
      message: 'Diese Stufe ist erst ab dem 19.12.2026 verfügbar. Es zählen nur Nachweise ab diesem Tag.',
    });
    // The other branch's bronze has not passed: its workshop is locked.
    expect(
      checkJourneyAction(
        journey,
        { kind: 'workshop', branch: 'project', performedAt: '2026-12-20' },
        on('2026-12-25'),
      ),
    ).toEqual({ allowed: false, opensAt: null, message: levelLockedMessage() });
  });

  it('makes an open workshop request the task, after a case study to review; an answered one is no task', () => {
    const request = (state: 'open' | 'done' | 'dismissed') => ({
      _id: nextId(),
      kind: 'workshop' as const,
      recordKind: null,
      branch: 'office' as const,
      performedAt: null,
      eventName: null,
      url: null,
      note: null,
      state,
      createdAt: moment('2026-12-20'),
      closedAt: null,
      closingComment: null,
    });
    const questionnaires = [submission('procurement-office', 'PASSED', moment('2026-11-21'))];
    const taskOf = (parts: Partial<JourneyRecords>) =>
      procurementJourneyLevels(records({ questionnaires, ...parts }), on('2026-12-21')).openTask;
    expect(taskOf({ requests: [request('open')] })).toBe('workshop-requested');
    expect(taskOf({ requests: [request('done'), request('dismissed')] })).toBe('workshop-due');
    expect(
      taskOf({ requests: [request('open')], caseStudies: [caseStudy('gold', 'SUBMITTED', '2026-12-01')] }),
    ).toBe('case-study-review');
    expect(taskOf({ requests: [request('open')], status: 'postponed' })).toBeNull();
  });

  it('keeps a failed bronze in retention for 3 months and lists earlier failures', () => {
    const first = submission('procurement-project', 'FAILED', moment('2026-01-10'));
    const second = submission('procurement-project', 'FAILED', moment('2026-11-21'));
    const journey = records({ questionnaires: [first, second] });
    const levels = procurementJourneyLevels(journey, on('2026-11-22'));
    expect(levels.bronzeProject).toMatchObject({
      status: 'retention',
      opensAt: '2027-02-21',
      current: { _id: second._id, state: 'FAILED' },
      failed: [{ _id: first._id, state: 'FAILED' }],
      retention: { isInRetention: true, endDate: '2027-02-21', daysLeft: 91 },
    });
    // A failure holds back only its own questionnaire: the other branch is open, and no second-branch wait.
    expect(levels.bronzeOffice.status).toBe('open');
    expect(levels.nextOpensAt).toBe('2027-02-21');
    expect(procurementJourneyLevels(journey, on('2027-02-20')).bronzeProject.status).toBe('retention');
    expect(procurementJourneyLevels(journey, on('2027-02-21')).bronzeProject.status).toBe('open');
    // Retention is the questionnaire submit's own check (IN_RETENTION), not the journey gate's.
    expect(
      checkJourneyAction(
        journey,
        { kind: 'questionnaire', questionnaire: 'procurement-project' },
        on('2026-11-22'),
      ),
    ).toEqual({ allowed: true });
  });

  it('leaves out a submission without a result (stored before results existed)', () => {
    const legacy: JourneyQuestionnaire = {
      ...submission('procurement-office', 'PASSED', moment('2026-01-10')),
      state: 'IN_DRAFT',
    };
    expect(
      procurementJourneyLevels(records({ questionnaires: [legacy] }), on('2026-06-01')).bronzeOffice,
    ).toMatchObject({ status: 'open', current: null, failed: [] });
  });

  it('counts month ends like the calendar: 30 November plus 3 months is 28 February', () => {
    const failed = submission('procurement-office', 'FAILED', moment('2026-11-30'));
    expect(
      procurementJourneyLevels(records({ questionnaires: [failed] }), on('2026-12-01')).bronzeOffice,
    ).toMatchObject({ status: 'retention', opensAt: '2027-02-28' });
    // 30 November 23:30 UTC is 1 December in Berlin: the retention counts from 1 December.
    const late = submission('procurement-office', 'FAILED', '2026-11-30T23:30:00.000Z');
    expect(
      procurementJourneyLevels(records({ questionnaires: [late] }), on('2026-12-01')).bronzeOffice.opensAt,
    ).toBe('2027-03-01');
  });

  it('holds the second silver and gold 4 weeks after the first passed workshop', () => {
    const journey = records({
      questionnaires: [
        submission('procurement-office', 'PASSED', moment('2026-01-10')),
        submission('procurement-project', 'PASSED', moment('2026-03-01')),
      ],
      workshopResults: [workshop('office', '2026-04-01', false), workshop('office', '2026-05-04')],
    });
    const levels = procurementJourneyLevels(journey, on('2026-05-20'));
    expect(levels).toMatchObject({
      progress: 'silver',
      openTask: null,
      nextOpensAt: '2026-06-01',
      silverOffice: { status: 'done', completedAt: '2026-05-04' },
      silverProject: { status: 'waiting', opensAt: '2026-06-01' },
      gold: { status: 'waiting', opensAt: '2026-06-01' },
    });
    // Newest first, a failed workshop included.
    expect(levels.silverOffice.records.map((record) => [record.performedAt, record.passed])).toEqual([
      ['2026-05-04', true],
      ['2026-04-01', false],
    ]);
    const gold = { kind: 'case-study', caseStudy: 'gold' } as const;
    expect(procurementJourneyLevels(journey, on('2026-05-31')).silverProject.status).toBe('waiting');
    expect(
      checkJourneyAction(
        journey,
        { kind: 'workshop', branch: 'project', performedAt: '2026-05-31' },
        on('2026-06-02'),
      ),
    ).toMatchObject({ allowed: false, opensAt: '2026-06-01' });
    expect(
      checkJourneyAction(
        journey,
        { kind: 'workshop', branch: 'project', performedAt: '2026-06-01' },
        on('2026-06-02'),
      ),
    ).toEqual({ allowed: true });
    expect(checkJourneyAction(journey, gold, on('2026-05-31'))).toMatchObject({
      allowed: false,
      opensAt: '2026-06-01',
    });
    expect(checkJourneyAction(journey, gold, on('2026-06-01'))).toEqual({ allowed: true });
    expect(procurementJourneyLevels(journey, on('2026-06-01'))).toMatchObject({
      silverProject: { status: 'open' },
      gold: { status: 'open' },
      openTask: 'workshop-due',
      nextOpensAt: null,
    });
  });

  it('keeps the rejected case study beside the new one in work, for its comment; the office reads no draft title', () => {
    const base = {
      questionnaires: [submission('procurement-office', 'PASSED', moment('2026-01-10'))],
      workshopResults: [workshop('office', '2026-03-02')],
    };
    const first = {
      ...caseStudy('gold', 'REJECTED', '2026-06-01', '2026-06-10'),
      reviewComment: 'Zu knapp.',
    };
    const rejectedOnly = procurementJourneyLevels(
      records({ ...base, caseStudies: [first] }),
      on('2026-06-11'),
    );
    expect(rejectedOnly.gold).toMatchObject({ status: 'open', current: { _id: first._id }, rejected: null });

    const draft = { ...caseStudy('gold', 'DRAFT', '2026-06-12'), title: 'Zweiter Anlauf' };
    const drafting = procurementJourneyLevels(
      records({ ...base, caseStudies: [first, draft] }),
      on('2026-06-13'),
    );
    expect(drafting.gold).toMatchObject({
      current: { _id: draft._id, state: 'DRAFT', title: 'Zweiter Anlauf' },
      rejected: { _id: first._id, reviewComment: 'Zu knapp.' },
    });
    const journey = { ...drafting, pathType: 'procurement' } as unknown as ProcurementJourney;
    expect(journeyForOffice(journey).gold.current).toMatchObject({ state: 'DRAFT', title: '' });
    expect(journeyForOffice(journey).gold.rejected).toMatchObject({ title: 'Praxisbeispiel' });

    const submitted = { ...draft, state: 'SUBMITTED' as const, submittedAt: moment('2026-06-14') };
    const resubmitted = procurementJourneyLevels(
      records({ ...base, caseStudies: [first, submitted] }),
      on('2026-06-15'),
    );
    expect(resubmitted.gold).toMatchObject({ status: 'in-review', rejected: { _id: first._id } });
    const accepted = { ...submitted, state: 'ACCEPTED' as const, reviewedAt: moment('2026-06-20') };
    expect(
      procurementJourneyLevels(records({ ...base, caseStudies: [first, accepted] }), on('2026-06-21')).gold
        .rejected,
    ).toBeNull();
  });

  it('reviews a submitted gold case study and completes gold when it is accepted', () => {
    const base = {
      questionnaires: [submission('procurement-office', 'PASSED', moment('2026-01-10'))],
      workshopResults: [workshop('office', '2026-03-02')],
    };
    const inReview = records({ ...base, caseStudies: [caseStudy('gold', 'SUBMITTED', '2026-06-01')] });
    expect(procurementJourneyLevels(inReview, on('2026-06-02'))).toMatchObject({
      gold: { status: 'in-review', current: { state: 'SUBMITTED' } },
      openTask: 'case-study-review',
    });
    const accepted = records({
      ...base,
      caseStudies: [caseStudy('gold', 'ACCEPTED', '2026-06-01', '2026-06-10')],
    });
    expect(procurementJourneyLevels(accepted, on('2026-06-11'))).toMatchObject({
      progress: 'gold',
      gold: { status: 'done', completedAt: '2026-06-10' },
    });
    // A new draft after the acceptance does not undo gold.
    const later = records({
      ...base,
      caseStudies: [
        caseStudy('gold', 'ACCEPTED', '2026-06-01', '2026-06-10'),
        caseStudy('gold', 'DRAFT', '2026-07-01'),
      ],
    });
    expect(procurementJourneyLevels(later, on('2026-07-02'))).toMatchObject({
      progress: 'gold',
      gold: { status: 'done', completedAt: '2026-06-10', current: { state: 'ACCEPTED' } },
    });
    // Without a passed workshop gold is locked.
    expect(
      checkJourneyAction(
        records({ questionnaires: base.questionnaires }),
        { kind: 'case-study', caseStudy: 'gold' },
        on('2026-06-02'),
      ),
    ).toEqual({ allowed: false, opensAt: null, message: levelLockedMessage() });
  });

  it('gives postponed and closed journeys no open task', () => {
    const journey = { questionnaires: [submission('procurement-office', 'PASSED', moment('2026-01-10'))] };
    expect(procurementJourneyLevels(records(journey), on('2026-06-01')).openTask).toBe('workshop-due');
    expect(
      procurementJourneyLevels(records({ ...journey, status: 'postponed' }), on('2026-06-01')).openTask,
    ).toBe(null);
    expect(
      procurementJourneyLevels(records({ ...journey, status: 'closed' }), on('2026-06-01')).openTask,
    ).toBe(null);
  });
});

describe('provider journey', () => {
  const professional = [providerRecord('event', '2026-10-01'), providerRecord('elearning', '2026-10-20')];
  const practitionerRecords = [
    providerRecord('innovation-entry', '2026-12-01'),
    providerRecord('presentation', '2026-12-05'),
  ];

  it('starts with professional open and a records task', () => {
    expect(providerJourneyLevels(records(), on('2026-11-21'))).toMatchObject({
      progress: 'none',
      openTask: 'records-due',
      nextOpensAt: null,
      professional: { status: 'open', event: null, elearning: null },
      practitioner: { status: 'locked' },
      expert: { status: 'locked' },
    });
    const half = records({ providerRecords: [professional[0]!] });
    expect(providerJourneyLevels(half, on('2026-11-21')).professional).toMatchObject({
      status: 'open',
      event: { kind: 'event' },
      elearning: null,
    });
    expect(
      checkJourneyAction(
        half,
        { kind: 'provider-record', record: 'presentation', performedAt: '2026-11-20' },
        on('2026-11-21'),
      ),
    ).toEqual({ allowed: false, opensAt: null, message: levelLockedMessage() });
    // Professional's own records are always allowed.
    expect(
      checkJourneyAction(
        half,
        { kind: 'provider-record', record: 'elearning', performedAt: '2026-11-20' },
        on('2026-11-21'),
      ),
    ).toEqual({ allowed: true });
  });

  it('opens practitioner 4 weeks after the later of event and e-learning', () => {
    const journey = records({ providerRecords: professional });
    expect(providerJourneyLevels(journey, on('2026-11-16'))).toMatchObject({
      progress: 'professional',
      openTask: null,
      nextOpensAt: '2026-11-17',
      professional: { status: 'done', completedAt: '2026-10-20' },
      practitioner: { status: 'waiting', opensAt: '2026-11-17' },
    });
    const caseStudySubmit = { kind: 'case-study', caseStudy: 'practitioner' } as const;
    expect(checkJourneyAction(journey, caseStudySubmit, on('2026-11-16'))).toEqual({
      allowed: false,
      opensAt: '2026-11-17',
      message: 'Diese Stufe ist erst ab dem 17.11.2026 verfügbar.',
    });
    expect(checkJourneyAction(journey, caseStudySubmit, on('2026-11-17'))).toEqual({ allowed: true });
    const entry = (performedAt: string) =>
      ({ kind: 'provider-record', record: 'innovation-entry', performedAt }) as const;
    expect(checkJourneyAction(journey, entry('2026-11-16'), on('2026-11-20'))).toMatchObject({
      allowed: false,
    });
    expect(checkJourneyAction(journey, entry('2026-11-17'), on('2026-11-20'))).toEqual({ allowed: true });
    expect(providerJourneyLevels(journey, on('2026-11-17'))).toMatchObject({
      practitioner: { status: 'open' },
      openTask: 'records-due',
    });
  });

  it('waits 6 weeks after a second professional', () => {
    const journey = records({
      providerRecords: [
        providerRecord('event', '2026-01-01'),
        providerRecord('elearning', '2026-01-02'),
        providerRecord('event', '2026-09-01'),
        providerRecord('elearning', '2026-09-05'),
      ],
    });
    expect(providerJourneyLevels(journey, on('2026-10-01'))).toMatchObject({
      professional: { status: 'done', completedAt: '2026-09-05', event: { performedAt: '2026-09-01' } },
      practitioner: { status: 'waiting', opensAt: '2026-10-17' },
    });
    expect(providerJourneyLevels(journey, on('2026-10-16')).practitioner.status).toBe('waiting');
    expect(providerJourneyLevels(journey, on('2026-10-17')).practitioner.status).toBe('open');
  });

  it('reviews the practitioner case study, then opens expert 4 weeks after practitioner (6 after a second try)', () => {
    const submitted = records({
      providerRecords: [...professional, ...practitionerRecords],
      caseStudies: [caseStudy('practitioner', 'SUBMITTED', '2027-01-05')],
    });
    expect(providerJourneyLevels(submitted, on('2027-01-06'))).toMatchObject({
      practitioner: { status: 'in-review', caseStudy: { state: 'SUBMITTED' } },
      openTask: 'case-study-review',
    });

    const accepted = records({
      providerRecords: [...professional, ...practitionerRecords],
      caseStudies: [caseStudy('practitioner', 'ACCEPTED', '2027-01-05', '2027-01-10')],
    });
    expect(providerJourneyLevels(accepted, on('2027-01-11'))).toMatchObject({
      progress: 'practitioner',
      openTask: null,
      nextOpensAt: '2027-02-07',
      practitioner: { status: 'done', completedAt: '2027-01-10' },
      expert: { status: 'waiting', opensAt: '2027-02-07' },
    });
    const expert = { kind: 'questionnaire', questionnaire: 'provider-expert' } as const;
    expect(checkJourneyAction(accepted, expert, on('2027-02-06'))).toMatchObject({
      allowed: false,
      message: 'Diese Stufe ist erst ab dem 07.02.2027 verfügbar.',
    });
    expect(checkJourneyAction(accepted, expert, on('2027-02-07'))).toEqual({ allowed: true });

    const secondTry = records({
      providerRecords: [...professional, ...practitionerRecords],
      caseStudies: [
        caseStudy('practitioner', 'REJECTED', '2026-12-10', '2026-12-20'),
        caseStudy('practitioner', 'ACCEPTED', '2027-01-05', '2027-01-10'),
      ],
    });
    expect(providerJourneyLevels(secondTry, on('2027-01-11')).expert).toMatchObject({
      status: 'waiting',
      opensAt: '2027-02-21',
    });
    expect(checkJourneyAction(secondTry, expert, on('2027-02-20'))).toMatchObject({ allowed: false });
    expect(checkJourneyAction(secondTry, expert, on('2027-02-21'))).toEqual({ allowed: true });
  });

  it('locks expert without practitioner and completes it with a passed questionnaire', () => {
    const expert = { kind: 'questionnaire', questionnaire: 'provider-expert' } as const;
    expect(checkJourneyAction(records({ providerRecords: professional }), expert, on('2027-01-01'))).toEqual({
      allowed: false,
      opensAt: null,
      message: levelLockedMessage(),
    });
    const base = {
      providerRecords: [...professional, ...practitionerRecords],
      caseStudies: [caseStudy('practitioner', 'ACCEPTED', '2027-01-05', '2027-01-10')],
    };
    const failed = records({
      ...base,
      questionnaires: [submission('provider-expert', 'FAILED', moment('2027-03-01'))],
    });
    expect(providerJourneyLevels(failed, on('2027-03-02')).expert).toMatchObject({
      status: 'retention',
      opensAt: '2027-06-01',
    });
    const passed = records({
      ...base,
      questionnaires: [submission('provider-expert', 'PASSED', moment('2027-03-01'))],
    });
    expect(providerJourneyLevels(passed, on('2027-03-02'))).toMatchObject({
      progress: 'expert',
      expert: { status: 'done', completedAt: '2027-03-01' },
      nextOpensAt: null,
      openTask: null,
    });
  });
});

describe('lastJourneyActivity', () => {
  it('is the latest submission, record or case-study change; null without any', () => {
    expect(lastJourneyActivity(records())).toBeNull();
    const journey = records({
      questionnaires: [
        submission('procurement-office', 'PASSED', moment('2026-01-10')),
        draft('procurement-project', moment('2026-12-24')),
      ],
      workshopResults: [workshop('office', '2026-03-02')],
      caseStudies: [caseStudy('gold', 'DRAFT', '2026-04-01')],
    });
    // The draft of a questionnaire does not count: only what reaches the journey.
    expect(lastJourneyActivity(journey)).toBe(moment('2026-04-01'));
  });

  it('counts a request to the office when it is sent and when it is closed', () => {
    const request = (createdAt: string, closedAt: string | null) =>
      ({ createdAt, closedAt }) as JourneyRecords['requests'][number];
    const base = { workshopResults: [workshop('office', '2026-03-02')] };
    expect(lastJourneyActivity(records({ ...base, requests: [request(moment('2026-05-04'), null)] }))).toBe(
      moment('2026-05-04'),
    );
    expect(
      lastJourneyActivity(
        records({ ...base, requests: [request(moment('2026-01-04'), moment('2026-06-01'))] }),
      ),
    ).toBe(moment('2026-06-01'));
  });
});

describe('missingParts', () => {
  it('names what a provider level still lacks: records by kind, and the acceptance of its case study', () => {
    const levels = providerJourneyLevels(records(), on('2026-11-21'));
    expect(missingParts(levels.professional)).toEqual(['event', 'elearning']);
    expect(missingParts(levels.practitioner)).toEqual([
      'innovation-entry',
      'presentation',
      'accepted-case-study',
    ]);
    const accepted = providerJourneyLevels(
      records({ caseStudies: [caseStudy('practitioner', 'ACCEPTED', '2026-06-01', '2026-06-10')] }),
      on('2026-11-21'),
    );
    expect(missingParts(accepted.practitioner)).toEqual(['innovation-entry', 'presentation']);
  });
});
