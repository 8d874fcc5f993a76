import { describe, expect, it } from 'vitest';
import { procurementJourneyLevels, providerJourneyLevels, type JourneyRecords } from './rules';
import { caseStudyLockOf, submitLockOf } from './submit-lock';

const on = (day: string) => new Date(`${day}T10:00:00Z`);
const moment = (day: string) => on(day).toISOString();

function records(questionnaires: JourneyRecords['questionnaires']): JourneyRecords {
  return {
    questionnaires,
    workshopResults: [],
    providerRecords: [],
    caseStudies: [],
    requests: [],
    status: 'active',
  };
}
const submission = (
  kind: 'procurement-office' | 'procurement-project',
  state: 'PASSED' | 'FAILED',
  day: string,
) => ({
  _id: `${kind}-${day}`,
  kind,
  state,
  stateUpdatedAt: moment(day),
  submittedAt: moment(day),
  updatedAt: moment(day),
});

describe('submitLockOf', () => {
  it('reads each level state of the journey rules as what holds the submit back', () => {
    const first = procurementJourneyLevels(records([]), on('2026-11-21'));
    expect(submitLockOf(first.bronzeOffice)).toEqual({ kind: 'none' });

    const office = procurementJourneyLevels(
      records([submission('procurement-office', 'PASSED', '2026-11-21')]),
      on('2026-11-28'),
    );
    expect(submitLockOf(office.bronzeOffice)).toEqual({ kind: 'passed' });
    // The second branch waits six weeks after the first passed.
    expect(submitLockOf(office.bronzeProject)).toEqual({ kind: 'waiting', opensAt: '2027-01-02' });

    const failed = procurementJourneyLevels(
      records([submission('procurement-project', 'FAILED', '2026-11-21')]),
      on('2026-11-28'),
    );
    expect(submitLockOf(failed.bronzeProject)).toEqual({
      kind: 'retention',
      opensAt: '2027-02-21',
      daysLeft: 85,
    });

    // Expert before practitioner: locked, no day to name.
    expect(submitLockOf(providerJourneyLevels(records([]), on('2026-11-28')).expert)).toEqual({
      kind: 'locked',
    });
  });
});

describe('caseStudyLockOf', () => {
  it('names no day while an earlier level is missing, the opening day while waiting, nothing once open', () => {
    const { gold } = procurementJourneyLevels(records([]), on('2026-11-28'));
    expect(caseStudyLockOf(gold)).toEqual({ opensAt: null });
    expect(caseStudyLockOf({ ...gold, status: 'waiting', opensAt: '2027-01-02' })).toEqual({
      opensAt: '2027-01-02',
    });
    for (const status of ['open', 'in-review', 'done'] as const)
      expect(caseStudyLockOf({ ...gold, status, opensAt: null })).toBeNull();
  });
});
