import { isoDateInGermany } from '../format/dates';

/** A duration as the spec gives them: months and weeks (docs/product.md §3 "Retention info"). */
export type Duration = { readonly months: number; readonly weeks: number };

/** Retention after a failed result (docs/questionnaire-rules.md §9): bronze office and project, provider expert. */
export const RETENTION: Duration = { months: 3, weeks: 0 };

/** How long a certificate is valid from its award day (docs/decisions/015-certificates.md; to confirm). */
export const CERTIFICATE_VALIDITY: Duration = { months: 24, weeks: 0 };

/** Waiting periods between levels (docs/questionnaire-rules.md §9, docs/product.md §9). */
export const waitingPeriods = {
  procurer: {
    secondBronze: { months: 0, weeks: 6 },
    silver: { months: 0, weeks: 4 },
    secondSilver: { months: 0, weeks: 4 },
    gold: { months: 0, weeks: 4 },
  },
  provider: {
    afterProfessional: { months: 0, weeks: 4 },
    afterSecondProfessional: { months: 0, weeks: 6 },
    afterPractitioner: { months: 0, weeks: 4 },
    afterSecondPractitioner: { months: 0, weeks: 6 },
  },
} as const satisfies Record<string, Record<string, Duration>>;

const DAY_MS = 24 * 60 * 60 * 1000;

function parseIsoDate(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A calendar date (YYYY-MM-DD) plus a duration. Months keep the day of the month, or the month's last day
 * where it has fewer (31 January + 1 month = 28 or 29 February), as calendars and date libraries count.
 */
export function addDuration(isoDate: string, duration: Duration): string {
  const { year, month, day } = parseIsoDate(isoDate);
  const monthIndex = month - 1 + duration.months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const clampedDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  const date = new Date(Date.UTC(targetYear, targetMonth - 1, clampedDay) + duration.weeks * 7 * DAY_MS);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another (negative when `to` lies before `from`). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

export type RetentionInfo = {
  currentIsFailed: boolean;
  isInRetention: boolean;
  /** The day the retention ends (YYYY-MM-DD): the last state update plus the retention; null without a failure. */
  endDate: string | null;
  daysLeft: number;
  duration: Duration;
};

/**
 * Retention after a failed result (docs/questionnaire-rules.md §4): in retention while today is earlier than the
 * last state update plus 3 months, compared by calendar day in German time; days left are the whole days until
 * then, never below 0.
 */
export function retentionInfo(
  current: { state: string; stateUpdatedAt: Date | string } | null,
  now: Date,
  duration: Duration = RETENTION,
): RetentionInfo {
  const currentIsFailed = current?.state === 'FAILED';
  if (!current || !currentIsFailed) {
    return { currentIsFailed, isInRetention: false, endDate: null, daysLeft: 0, duration };
  }
  const updated = isoDateInGermany(new Date(current.stateUpdatedAt));
  const endDate = addDuration(updated, duration);
  const daysLeft = Math.max(0, daysBetween(isoDateInGermany(now), endDate));
  return { currentIsFailed, isInRetention: daysLeft > 0, endDate, daysLeft, duration };
}

/**
 * A duration in German words: '3 Monate', '6 Wochen', '1 Monat und 2 Wochen'; in the dative ('nach einer Frist
 * von 3 Monaten') the plural of Monat takes an n.
 */
export function formatDuration(
  { months, weeks }: Duration,
  grammaticalCase: 'nominative' | 'dative' = 'nominative',
): string {
  const monthPlural = grammaticalCase === 'dative' ? 'Monaten' : 'Monate';
  const parts = [
    months > 0 ? `${months} ${months === 1 ? 'Monat' : monthPlural}` : '',
    weeks > 0 ? `${weeks} ${weeks === 1 ? 'Woche' : 'Wochen'}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' und ') : '0 Wochen';
}
