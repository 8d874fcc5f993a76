import { describe, expect, it } from 'vitest';
import {
  addDuration,
  daysBetween,
  formatDuration,
  RETENTION,
  retentionInfo,
  waitingPeriods,
} from './periods';

const failedOn = (moment: string) => ({ state: 'FAILED', stateUpdatedAt: moment });

describe('durations', () => {
  it.each([
    ['2026-01-31', { months: 3, weeks: 0 }, '2026-04-30'],
    ['2026-11-30', { months: 3, weeks: 0 }, '2027-02-28'],
    ['2027-11-30', { months: 3, weeks: 0 }, '2028-02-29'],
    ['2028-02-29', { months: 12, weeks: 0 }, '2029-02-28'],
    ['2026-10-15', { months: 3, weeks: 0 }, '2027-01-15'],
    ['2026-12-25', { months: 0, weeks: 6 }, '2027-02-05'],
    ['2026-02-20', { months: 0, weeks: 4 }, '2026-03-20'],
    ['2026-01-31', { months: 1, weeks: 1 }, '2026-03-07'],
  ])('%s + %o = %s', (from, duration, to) => expect(addDuration(from, duration)).toBe(to));

  it('counts whole days across month ends and the change to summer time', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-05-01', '2026-04-30')).toBe(-1);
  });

  it('writes durations in German', () => {
    expect(formatDuration(RETENTION)).toBe('3 Monate');
    expect(formatDuration(waitingPeriods.procurer.secondBronze)).toBe('6 Wochen');
    expect(formatDuration({ months: 1, weeks: 1 })).toBe('1 Monat und 1 Woche');
    expect(formatDuration(RETENTION, 'dative')).toBe('3 Monaten');
  });
});

describe('retention after a failed result', () => {
  it('runs three months from the last state update, by calendar day in German time', () => {
    // 31 January, 23:30 in Berlin is still 31 January there (22:30 UTC).
    const info = retentionInfo(failedOn('2026-01-31T22:30:00Z'), new Date('2026-04-29T10:00:00Z'));
    expect(info).toEqual({
      currentIsFailed: true,
      isInRetention: true,
      endDate: '2026-04-30',
      daysLeft: 1,
      duration: RETENTION,
    });
  });

  it('counts the German day of the update, not the UTC one', () => {
    // 23:30 UTC on 31 January is already 1 February in Berlin.
    expect(retentionInfo(failedOn('2026-01-31T23:30:00Z'), new Date('2026-02-10T12:00:00Z')).endDate).toBe(
      '2026-05-01',
    );
  });

  it('ends on the deadline day itself, and days left never go below 0', () => {
    const result = failedOn('2026-01-15T09:00:00Z');
    expect(retentionInfo(result, new Date('2026-04-14T21:59:00Z'))).toMatchObject({
      isInRetention: true,
      daysLeft: 1,
    });
    expect(retentionInfo(result, new Date('2026-04-15T00:01:00+02:00'))).toMatchObject({
      isInRetention: false,
      daysLeft: 0,
    });
    expect(retentionInfo(result, new Date('2026-09-01T12:00:00Z'))).toMatchObject({
      isInRetention: false,
      daysLeft: 0,
    });
  });

  it('handles leap years', () => {
    expect(retentionInfo(failedOn('2027-11-30T10:00:00Z'), new Date('2028-02-28T10:00:00Z'))).toMatchObject({
      endDate: '2028-02-29',
      daysLeft: 1,
      isInRetention: true,
    });
  });

  it('does not apply to a passed or missing result', () => {
    expect(
      retentionInfo({ state: 'PASSED', stateUpdatedAt: '2026-11-01T10:00:00Z' }, new Date('2026-11-02')),
    ).toEqual({
      currentIsFailed: false,
      isInRetention: false,
      endDate: null,
      daysLeft: 0,
      duration: RETENTION,
    });
    expect(retentionInfo(null, new Date()).isInRetention).toBe(false);
  });
});
