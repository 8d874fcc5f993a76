import { createHmac } from 'node:crypto';
import { ErrorCode, pageViewPattern, weekOf } from '@cert/domain';
import { pageViewsContracts } from '@cert/domain/contracts';
import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { App } from '../../app-type';
import { pageViews } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { limitPerAddress, type RateLimitRule } from '../../lib/rate-limit';

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Europe/Berlin of an instant. */
function berlinDayOf(instant: Date): string {
  return berlinDay.format(instant);
}

const DEFAULT_RANGE_DAYS = 30;

/**
 * Far above what one person clicks, low enough that a script cannot inflate the counts cheaply.
 * @internal
 */
export const PAGE_VIEW_RATE_LIMIT: RateLimitRule = { max: 60, windowMs: 60_000 };

/** The rate-limit key holds a keyed hash of the address, not the address: page views promise no personal data. */
function pageViewLimitKey(secret: string, ip: string): string {
  return `pageview:${createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 22)}`;
}

export async function statsRoutes(app: App) {
  const perAddress = limitPerAddress(
    app.db,
    PAGE_VIEW_RATE_LIMIT,
    (request) => pageViewLimitKey(app.config.sessionSecret, request.ip),
    app.clock,
  );
  // A path of at most MAX_PATH_LENGTH characters, as JSON (docs/security.md 45).
  serve(
    app,
    pageViewsContracts.pageView,
    { onRequest: perAddress, bodyLimit: 4096 },
    async (request, reply) => {
      const now = app.clock.now();
      // The page, not the record it shows; the programme office's own pages are not counted.
      const path = pageViewPattern(request.body.path);
      if (path === null) return reply.code(204).send(null);
      const day = berlinDayOf(now);
      await app.db
        .insert(pageViews)
        .values({ path, day, views: 1 })
        .onConflictDoUpdate({
          target: [pageViews.path, pageViews.day],
          set: { views: sql`${pageViews.views} + 1` },
        });
      return reply.code(204).send(null);
    },
  );

  serve(app, pageViewsContracts.statistics, { onRequest: app.requireAdmin }, async (request) => {
    const now = app.clock.now();
    const to = request.query.to ?? berlinDayOf(now);
    const from =
      request.query.from ?? berlinDayOf(new Date(now.getTime() - (DEFAULT_RANGE_DAYS - 1) * 86_400_000));
    if (from > to) {
      throw new HttpError(400, ErrorCode.ValidationFailed, 'Das Startdatum liegt nach dem Enddatum.', [
        { path: 'from', code: 'range', message: 'Das Startdatum liegt nach dem Enddatum.' },
      ]);
    }
    const interval = request.query.interval ?? 'day';
    const stored = await app.db
      .select({ path: pageViews.path, day: pageViews.day, views: pageViews.views })
      .from(pageViews)
      .where(and(gte(pageViews.day, from), lte(pageViews.day, to)))
      .orderBy(asc(pageViews.day), asc(pageViews.path));
    // Rows counted before the pages were folded (raw ids, admin pages) are folded and left out here too.
    const counted = new Map<string, { path: string; day: string; views: number }>();
    for (const row of stored) {
      const path = pageViewPattern(row.path);
      if (path === null) continue;
      const day = interval === 'week' ? weekOf(row.day) : row.day;
      const key = `${day} ${path}`;
      const entry = counted.get(key) ?? { path, day, views: 0 };
      entry.views += row.views;
      counted.set(key, entry);
    }
    const rows = [...counted.values()].sort((a, b) =>
      a.day === b.day ? a.path.localeCompare(b.path) : a.day.localeCompare(b.day),
    );
    return { from, to, interval, rows };
  });
}
