import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formerAccounts,
  magicLinkTokens,
  membershipHistory,
  pageViews,
  refreshTokens,
  sessions,
  workshopReports,
  workshopResults,
  mailOutbox,
} from '../../src/db/schema';
import { firstKeptPageViewDay, purgeExpired } from '../../src/modules/retention/purge';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { insertOrganization, insertUser } from '../helpers/organizations';
import { minimalPdf } from '../helpers/pdf-files';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('retention purge', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('keeps the running month and the twelve before it of page views, in German time', () => {
    expect(firstKeptPageViewDay(new Date('2026-11-21T10:00:00Z'))).toBe('2025-11-01');
    expect(firstKeptPageViewDay(new Date('2026-01-15T10:00:00Z'))).toBe('2025-01-01');
    // 23:30 UTC on 31 December is already January in Berlin.
    expect(firstKeptPageViewDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('deletes exactly what is past its retention and keeps the rest', async () => {
    const db = t.database.db;
    const now = new Date('2026-11-21T10:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

    const link = (expiresAt: Date) => ({
      tokenHash: randomUUID(),
      email: 'purge@example.org',
      expiresAt,
    });
    const links = await db
      .insert(magicLinkTokens)
      .values([link(ago(8)), link(ago(6)), link(ago(-1))])
      .returning({ id: magicLinkTokens.id });

    const userId = await insertUser(db);
    const sessionRows = await db
      .insert(sessions)
      .values([
        { userId, expiresAt: ago(31) },
        { userId, expiresAt: ago(-5), revokedAt: ago(31) },
        { userId, expiresAt: ago(29) },
        { userId, expiresAt: ago(-5), revokedAt: ago(1) },
        { userId, expiresAt: ago(-5) },
      ])
      .returning({ id: sessions.id });
    await db.insert(refreshTokens).values(
      sessionRows.map((session) => ({
        sessionId: session.id,
        tokenHash: randomUUID(),
        expiresAt: ago(-5),
      })),
    );

    const path = `/purge-${randomUUID()}`;
    await db.insert(pageViews).values([
      { path, day: '2025-10-31', views: 3 },
      { path, day: '2025-11-01', views: 4 },
      { path, day: '2026-11-21', views: 5 },
    ]);

    const organizationId = await insertOrganization(db);
    const report = (values: { createdAt: Date; organizationId?: string }) => ({
      fileName: 'Bericht.pdf',
      size: minimalPdf().length,
      sha256: 'test',
      content: minimalPdf(),
      ...values,
    });
    const reports = await db
      .insert(workshopReports)
      .values([
        report({ createdAt: ago(8) }),
        report({ createdAt: ago(6) }),
        report({ createdAt: ago(30), organizationId }),
      ])
      .returning({ id: workshopReports.id });
    await db.insert(workshopResults).values({
      organizationId,
      type: 'office',
      reportRef: reports[2]!.id,
      performedAt: '2026-10-20',
      passed: true,
    });

    // Two deleted accounts' keyed hashes: one still links an organisation, one links nothing any more.
    const linkedFormer = randomUUID();
    const unlinkedFormer = randomUUID();
    await db.insert(membershipHistory).values({ organizationId, userId: linkedFormer });
    await db.insert(formerAccounts).values([
      { personKey: 'verknuepft', userId: linkedFormer, deletedAt: ago(3) },
      { personKey: 'verwaist', userId: unlinkedFormer, deletedAt: ago(3) },
    ]);

    // Mails of the outbox: sent 8 and 6 days ago, one still waiting for the mail server (sent never), one refused.
    const mail = (messageId: string, sentAt: Date | null, failedAt: Date | null = null) => ({
      messageId,
      recipient: 'purge@example.org',
      subject: 'Betreff',
      textBody: 'Text',
      htmlBody: '<p>Text</p>',
      sentAt,
      failedAt,
    });
    const mails = await db
      .insert(mailOutbox)
      .values([
        mail('<alt@x>', ago(8)),
        mail('<neu@x>', ago(6)),
        mail('<wartet@x>', null),
        mail('<abgelehnt@x>', null, ago(30)),
      ])
      .returning({ id: mailOutbox.id });

    const counts = await purgeExpired(db, now);
    expect(counts).toMatchObject({
      signInLinks: 1,
      sessions: 2,
      workshopReports: 1,
      formerAccounts: 1,
      sentMails: 1,
    });
    expect(counts.pageViews).toBeGreaterThanOrEqual(1);

    const kept = async <T extends { id: string }>(
      rows: T[],
      table: typeof magicLinkTokens | typeof sessions | typeof workshopReports | typeof mailOutbox,
    ) =>
      (
        await db
          .select({ id: table.id })
          .from(table)
          .where(
            inArray(
              table.id,
              rows.map((row) => row.id),
            ),
          )
      ).map((row) => rows.findIndex((candidate) => candidate.id === row.id));
    expect((await kept(links, magicLinkTokens)).sort()).toEqual([1, 2]);
    expect((await kept(sessionRows, sessions)).sort()).toEqual([2, 3, 4]);
    expect((await kept(reports, workshopReports)).sort()).toEqual([1, 2]);
    // A mail not delivered yet, or refused, stays for the office to see (docs/decisions/063-mail-outbox.md).
    expect((await kept(mails, mailOutbox)).sort()).toEqual([1, 2, 3]);
    // The ended sessions' refresh tokens went with them.
    const tokens = await db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(
        inArray(
          refreshTokens.sessionId,
          sessionRows.map((session) => session.id),
        ),
      );
    expect(tokens).toHaveLength(3);
    const days = await db
      .select({ day: pageViews.day })
      .from(pageViews)
      .where(inArray(pageViews.path, [path]));
    expect(days.map((row) => row.day).sort()).toEqual(['2025-11-01', '2026-11-21']);

    // A second run finds nothing more to delete.
    expect(await purgeExpired(db, now)).toEqual({
      signInLinks: 0,
      sessions: 0,
      pageViews: 0,
      workshopReports: 0,
      formerAccounts: 0,
      sentMails: 0,
    });
    // A deleted account's keyed hash stays while its history links organisations, and goes with the last of them.
    const remembered = await db
      .select({ userId: formerAccounts.userId })
      .from(formerAccounts)
      .where(inArray(formerAccounts.userId, [linkedFormer, unlinkedFormer]));
    expect(remembered.map((row) => row.userId)).toEqual([linkedFormer]);
  });
});
