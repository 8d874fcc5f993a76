import { z } from 'zod';
import { programmeDaySchema } from '../insights/model';

/**
 * The first-party page statistics (docs/product.md §7): page views per page and period, counted only with the
 * visitor's consent, stored as path and day only.
 */
export const StatisticsInterval = ['day', 'week'] as const;
export type StatisticsInterval = (typeof StatisticsInterval)[number];

/** Days of the programme's years only (docs/security.md 38); per day or per week (Monday to Sunday). */
export const statisticsQuerySchema = z.strictObject({
  from: programmeDaySchema.optional(),
  to: programmeDaySchema.optional(),
  interval: z.enum(StatisticsInterval).optional(),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const day = z.iso.date();

export const statisticsResponseSchema = z.object({
  from: day,
  to: day,
  interval: z.enum(StatisticsInterval),
  /** Views per page (its route pattern) and period; `day` is the period's first day (a week's Monday). */
  rows: z.array(z.object({ path: z.string(), day, views: z.number().int() })),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page a path is counted as: ids folded into the route's pattern (`/fragebogen/…/:id/…`, a certificate's code
 * as `/zertifikat/:code`), so that one page is one row whatever record it shows. Null for the programme office's
 * own pages (`/admin…`): they are not counted.
 */
export function pageViewPattern(path: string): string | null {
  const segments = path.split('/');
  if (segments[1] === 'admin') return null;
  if (segments[1] === 'zertifikat' && segments.length > 2 && segments[2]) return '/zertifikat/:code';
  return segments.map((segment) => (UUID.test(segment) ? ':id' : segment)).join('/');
}

/** The Monday of a day's week (YYYY-MM-DD), the first day of its period when counted per week. */
export function weekOf(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}
