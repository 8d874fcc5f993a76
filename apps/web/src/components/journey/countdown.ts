import { daysBetween, isoDateInGermany } from '@cert/domain';

/** Whole days from today (German calendar) until an ISO date, never below 0. */
export function daysUntil(isoDate: string, now: Date = new Date()): number {
  return Math.max(0, daysBetween(isoDateInGermany(now), isoDate));
}

/** "noch 12 Tage", "noch 1 Tag", "ab heute". */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'ab heute';
  return days === 1 ? 'noch 1 Tag' : `noch ${days} Tage`;
}
