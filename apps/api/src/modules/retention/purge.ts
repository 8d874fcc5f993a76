import { and, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { DATA_RETENTION, isoDateInGermany } from '@cert/domain';
import type { Database } from '../../db/client';
import {
  formerAccounts,
  magicLinkTokens,
  mailOutbox,
  membershipHistory,
  pageViews,
  sessions,
  workshopReports,
  workshopResults,
} from '../../db/schema';

/** How often the server deletes what is past its retention. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

type PurgeCounts = {
  signInLinks: number;
  sessions: number;
  pageViews: number;
  workshopReports: number;
  formerAccounts: number;
  sentMails: number;
};

/**
 * The first day (YYYY-MM-DD) of the oldest month whose page views are kept.
 * @internal
 */
export function firstKeptPageViewDay(now: Date): string {
  const [year, month] = isoDateInGermany(now).split('-').map(Number) as [number, number];
  // Date.UTC carries a negative month index into the years before.
  return new Date(Date.UTC(year, month - DATA_RETENTION.pageViewMonths, 1)).toISOString().slice(0, 10);
}

/**
 * Deletes what is past its retention (DATA_RETENTION, ADR 017): spent sign-in links, ended sessions (their refresh
 * tokens go with them), old page-view counts, uploaded reports no workshop result took up, and the keyed hash of a
 * deleted account once none of its organisations is left to link (docs/security.md 47), and copies of mails sent a
 * week ago (docs/decisions/063-mail-outbox.md). Idempotent, so every
 * instance may run it.
 */
export async function purgeExpired(db: Database, now: Date): Promise<PurgeCounts> {
  const signInLinks = await db
    .delete(magicLinkTokens)
    .where(lt(magicLinkTokens.expiresAt, new Date(now.getTime() - DATA_RETENTION.signInLinkDays * DAY_MS)))
    .returning({ id: magicLinkTokens.id });
  const sessionsBefore = new Date(now.getTime() - DATA_RETENTION.sessionDays * DAY_MS);
  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sessionsBefore), lt(sessions.revokedAt, sessionsBefore)))
    .returning({ id: sessions.id });
  const oldPageViews = await db
    .delete(pageViews)
    .where(lt(pageViews.day, firstKeptPageViewDay(now)))
    .returning({ day: pageViews.day });
  const unusedReports = await db
    .delete(workshopReports)
    .where(
      and(
        isNull(workshopReports.organizationId),
        lt(workshopReports.createdAt, new Date(now.getTime() - DATA_RETENTION.unusedReportDays * DAY_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(workshopResults)
            .where(sql`${workshopResults.reportRef} = ${workshopReports.id}`),
        ),
      ),
    )
    .returning({ id: workshopReports.id });
  const unlinkedFormerAccounts = await db
    .delete(formerAccounts)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(membershipHistory)
          .where(sql`${membershipHistory.userId} = ${formerAccounts.userId}`),
      ),
    )
    .returning({ userId: formerAccounts.userId });
  const sentMails = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sentAt, new Date(now.getTime() - DATA_RETENTION.sentMailDays * DAY_MS)))
    .returning({ id: mailOutbox.id });
  return {
    signInLinks: signInLinks.length,
    sessions: endedSessions.length,
    pageViews: oldPageViews.length,
    workshopReports: unusedReports.length,
    formerAccounts: unlinkedFormerAccounts.length,
    sentMails: sentMails.length,
  };
}
