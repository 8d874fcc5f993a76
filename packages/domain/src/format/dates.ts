import { DATE_PICKER_DAYS_BACK } from '../constants';

/** Dates are shown as the programme's users see them: in German time, whatever the machine's zone. */
const TIME_ZONE = 'Europe/Berlin';

/**
 * A formatter made on its first use and kept: creating one loads the zone's and the locale's data, which costs a
 * phone more at start than the whole formatting of a page later (docs/decisions/062-lazy-contract-schemas.md).
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }));
}

const dateFormat = formatter('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = formatter('de-DE', { hour: '2-digit', minute: '2-digit' });
const secondsFormat = formatter('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string): Date {
  if (typeof value === 'string' && isoDatePattern.test(value)) {
    const [, y, m, d] = isoDatePattern.exec(value)!;
    // A calendar date: noon UTC lies on the same day in Berlin all year round.
    return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), 12));
  }
  return value instanceof Date ? value : new Date(value);
}

/** dd.MM.yyyy (docs/product.md §9). */
export function formatDate(value: Date | string): string {
  return dateFormat().format(toDate(value));
}

/**
 * When a draft was saved, to the second, in words after a verb ("Gespeichert …"): "um HH:mm:ss" on the day of `now`,
 * else "am dd.MM.yyyy um HH:mm:ss".
 */
export function formatSavedAt(value: Date | string, now: Date = new Date()): string {
  const date = toDate(value);
  const time = `um ${secondsFormat().format(date)}`;
  return dateFormat().format(date) === dateFormat().format(now)
    ? time
    : `am ${dateFormat().format(date)} ${time}`;
}

/** dd.MM.yyyy - HH:mm (docs/product.md §9). */
export function formatDateTime(value: Date | string): string {
  const date = toDate(value);
  return `${dateFormat().format(date)} - ${timeFormat().format(date)}`;
}

const isoDateFormat = formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

// The last moment formatted and its day: the journey rules ask for the day of the same `now` several times per
// row of an export (B5), and formatting costs more than the comparison.
let lastMoment = Number.NaN;
let lastDay = '';

/** The ISO calendar date (YYYY-MM-DD) of a moment in German time. */
export function isoDateInGermany(moment: Date): string {
  const time = moment.getTime();
  if (time === lastMoment) return lastDay;
  // One formatter for all calls: creating it costs ten times the formatting (a large export calls this per cell).
  const parts = Object.fromEntries(
    isoDateFormat()
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  lastMoment = time;
  lastDay = `${parts.year}-${parts.month}-${parts.day}`;
  return lastDay;
}

/**
 * Parses the date field's input DD.MM.YYYY into an ISO date (YYYY-MM-DD); undefined for anything
 * that is not a real calendar date (31.02.2026, 1.2.2026, 00.01.2026).
 */
export function parseGermanDate(input: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(input.trim());
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined;
  }
  return `${yyyy}-${mm}-${dd}`;
}

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days the calendar offers: from 14 days before today up to today, inclusive (docs/product.md §5). */
export function datePickerWindow(today: Date): { min: string; max: string } {
  const max = isoDateInGermany(today);
  return { min: addDays(max, -DATE_PICKER_DAYS_BACK), max };
}

export function isInDatePickerWindow(isoDate: string, today: Date): boolean {
  const { min, max } = datePickerWindow(today);
  return isoDatePattern.test(isoDate) && isoDate >= min && isoDate <= max;
}
