import { describe, expect, it } from 'vitest';
import {
  datePickerWindow,
  formatDate,
  formatDateTime,
  formatSavedAt,
  isInDatePickerWindow,
  isoDateInGermany,
  parseGermanDate,
} from './dates';
import {
  evaluationLabels,
  formatPoints,
  formatPointsWithShare,
  formatShare,
  formatShareRange,
} from './evaluation';
import { displayStepLabel } from './step-labels';

describe('dates', () => {
  it('formats dates and date-times in German time', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027');
    expect(formatDateTime(new Date('2026-07-01T08:05:00Z'))).toBe('01.07.2026 - 10:05');
    expect(formatDateTime(new Date('2026-01-15T08:05:00Z'))).toBe('15.01.2026 - 09:05');
  });

  it('says when a draft was saved to the second, with the day only when it is not today', () => {
    const now = new Date('2026-07-01T20:00:00Z');
    expect(formatSavedAt('2026-07-01T08:05:09Z', now)).toBe('um 10:05:09');
    expect(formatSavedAt('2026-06-30T08:05:09Z', now)).toBe('am 30.06.2026 um 10:05:09');
    // Just after midnight in Berlin is already the next day there.
    expect(formatSavedAt('2026-06-30T22:30:00Z', new Date('2026-06-30T23:00:00Z'))).toBe('um 00:30:00');
  });

  it('gives the German day of each moment, also when asked for the same moment again and then another', () => {
    const lateEvening = new Date('2026-12-31T22:59:59Z'); // still 31 December in Berlin
    const midnight = new Date('2026-12-31T23:00:00Z'); // 1 January in Berlin
    expect(isoDateInGermany(lateEvening)).toBe('2026-12-31');
    expect(isoDateInGermany(lateEvening)).toBe('2026-12-31');
    expect(isoDateInGermany(midnight)).toBe('2027-01-01');
    expect(isoDateInGermany(new Date(midnight.getTime()))).toBe('2027-01-01');
    expect(isoDateInGermany(lateEvening)).toBe('2026-12-31');
    expect(isoDateInGermany(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(isoDateInGermany(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it.each([
    ['05.03.2026', '2026-03-05'],
    ['29.02.2028', '2028-02-29'],
    [' 31.12.2026 ', '2026-12-31'],
  ])('parses %s', (input, iso) => expect(parseGermanDate(input)).toBe(iso));

  it.each(['31.02.2026', '29.02.2027', '00.01.2026', '1.2.2026', '2026-03-05', '05.13.2026', '05.03.26', ''])(
    'refuses %s',
    (input) => expect(parseGermanDate(input)).toBeUndefined(),
  );

  it('offers the 14 days before today up to today, in German time', () => {
    const today = new Date('2026-03-01T23:30:00Z'); // already 2 March in Berlin
    expect(datePickerWindow(today)).toEqual({ min: '2026-02-16', max: '2026-03-02' });
    expect(isInDatePickerWindow('2026-02-16', today)).toBe(true);
    expect(isInDatePickerWindow('2026-02-15', today)).toBe(false);
    expect(isInDatePickerWindow('2026-03-03', today)).toBe(false);
  });
});

describe('step labels', () => {
  it.each([
    ['<500 T€', 'weniger als 500 Tausend €'],
    ['>50000 T€', 'mehr als 50000 Tausend €'],
    ['1 M', '1 Millionen'],
    ['<100', 'weniger als 100'],
    ['501-1.000', '501-1.000'],
    ['10&nbsp;%', '10 %'],
    ['Mittel', 'Mittel'],
    ['Tage', 'Tage'],
  ])('shows %s as %s', (label, shown) => expect(displayStepLabel(label)).toBe(shown));
});

describe('the evaluation’s numbers and labels (screen and PDF alike)', () => {
  it('cuts shares to whole percent, never rounding up to a minimum not reached', () => {
    expect(formatShare(0.6999)).toBe('69\u00a0%');
    expect(formatShare(0.7)).toBe('70\u00a0%');
    expect(formatShare(0.807)).toBe('80\u00a0%');
    expect(formatShareRange(0.527, 0.734)).toBe('52 bis 73\u00a0%');
    expect(formatPointsWithShare({ score: 12.5, maximum: 45, share: 12.5 / 45 })).toBe(
      '12,5 von 45 Punkten (27\u00a0%)',
    );
    expect(formatPoints(1, 1)).toBe('1 von 1 Punkt');
  });

  it('calls an organisation certified only when it passed', () => {
    expect(evaluationLabels.party(true)).toBe('Zertifizierte Organisation');
    expect(evaluationLabels.party(false)).toBe('Bewertete Organisation');
  });
});
