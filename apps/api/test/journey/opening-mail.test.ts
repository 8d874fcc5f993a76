import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys, mailOutbox, providerRecords } from '../../src/db/schema';
import { mailOpenedLevels } from '../../src/modules/journey/opening-mail';
import { refreshJourney } from '../../src/modules/journey/refresh';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { readOutbox } from '../helpers/outbox';
import { uniqueEmail } from '../organization/support';
import { insertResult, journeyRow } from './support';

/**
 * The waiting-period mail (ADR 014): once per opening day to the organisation's admins, by a job the server runs
 * hourly; here called directly with the test clock. The clock starts at 2026-11-21 11:00 in Berlin.
 */
describe('mail when a waiting period ends', () => {
  let t: TestContext;
  let procurer: string;
  let postponed: string;
  let provider: string;
  const providerAdmin = uniqueEmail('admin-unternehmen');
  const admins = [uniqueEmail('admin-a'), uniqueEmail('admin-b')];
  const memberEmail = uniqueEmail('mitglied');

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const members = [
      { userId: await insertUser(db, admins[0]), role: 'Admin' as const },
      { userId: await insertUser(db, admins[1]), role: 'Admin' as const },
      { userId: await insertUser(db, memberEmail), role: 'Member' as const },
    ];
    procurer = await insertOrganization(db, {
      data: organizationData('PublicProcurer', 'Stadt Würzburg'),
      members,
    });
    postponed = await insertOrganization(db, {
      data: organizationData('PublicProcurer'),
      members: [{ userId: await insertUser(db), role: 'Admin' }],
    });
    // Both passed bronze office today: silver office opens on 19 December, bronze project on 2 January.
    for (const id of [procurer, postponed]) {
      await insertResult(db, id, 'procurement-office', 'PASSED', t.clock.now());
      await refreshJourney(db, id, t.clock.now());
    }
    await db.update(journeys).set({ status: 'postponed' }).where(eq(journeys.organizationId, postponed));
    // A provider that completed professional today: practitioner opens on 19 December too.
    provider = await insertOrganization(db, {
      data: organizationData('Provider', 'Öko-Müller GmbH'),
      members: [{ userId: await insertUser(db, providerAdmin), role: 'Admin' }],
    });
    await db.insert(providerRecords).values([
      { organizationId: provider, kind: 'event', performedAt: '2026-11-20', eventName: 'Innovationstag' },
      { organizationId: provider, kind: 'elearning', performedAt: '2026-11-21', eventName: 'E-Learning' },
    ]);
    await refreshJourney(db, provider, t.clock.now());
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const run = () =>
    mailOpenedLevels(
      { db: t.database.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl },
      t.clock.now(),
    );
  const moveTo = (iso: string) => t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());

  it('mails nothing before the opening day', async () => {
    // The row says whose the day is: the office branch's silver.
    expect(await journeyRow(t.database.db, procurer)).toMatchObject({
      nextOpensAt: '2026-12-19',
      nextOpensLevels: ['silver-office'],
    });
    // 18 December, 23:59 in Berlin.
    moveTo('2026-12-18T22:59:00Z');
    expect(await run()).toBe(0);
    expect(readOutbox(t.dataDir)).toEqual([]);
  });

  it('mails the admins once on the opening day, even when two instances run the job at once', async () => {
    // 19 December, 00:30 in Berlin.
    moveTo('2026-12-18T23:30:00Z');
    // An instance that is closing stops before the next organisation: nothing taken, everything due for the next run.
    const closing = new AbortController();
    closing.abort();
    expect(
      await mailOpenedLevels(
        { db: t.database.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, stop: closing.signal },
        t.clock.now(),
      ),
    ).toBe(0);
    expect(readOutbox(t.dataDir)).toEqual([]);
    const counts = await Promise.all([run(), run()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    const mails = readOutbox(t.dataDir);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...admins, providerAdmin].sort());
    const mail = mails.find((candidate) => candidate.to === admins[0]);
    expect(mail!.subject).toBe('Zertifizierungspfad: Die nächste Stufe ist verfügbar');
    expect(mail!.text).toContain('Ihrer Organisation „Stadt Würzburg“ ist eine Wartezeit abgelaufen.');
    expect(mail!.text).toContain(
      'Seit dem 19.12.2026 können Sie hier weitermachen: Silber – Beschaffungsstelle.',
    );
    expect(mail!.text).toContain('http://localhost:3000/zertifizierungspfad/beschaffung');
    expect(mail!.html).toContain('href="http://localhost:3000/zertifizierungspfad/beschaffung"');
    expect(mail!.html).toContain('lang="de"');
    // The row remembers the day and moves on to the next waiting level; the workshop is due now.
    expect(await journeyRow(t.database.db, procurer)).toMatchObject({
      openingNotifiedFor: '2026-12-19',
      nextOpensAt: '2027-01-02',
      nextOpensLevels: ['bronze-project'],
      openTask: 'workshop-due',
    });

    const providerMail = mails.find((candidate) => candidate.to === providerAdmin);
    expect(providerMail!.text).toContain('Seit dem 19.12.2026 können Sie hier weitermachen: Practitioner.');
    expect(providerMail!.text).toContain('http://localhost:3000/zertifizierungspfad/unternehmen');
    expect(await journeyRow(t.database.db, provider)).toMatchObject({
      openingNotifiedFor: '2026-12-19',
      nextOpensAt: null,
      openTask: 'records-due',
    });

    // An hour later: nothing new.
    t.clock.advance(60 * 60 * 1000);
    expect(await run()).toBe(0);
    expect(readOutbox(t.dataDir)).toHaveLength(3);
  });

  it('mails again for the next opening day, never a postponed journey', async () => {
    moveTo('2027-01-02T08:00:00Z');
    expect(await run()).toBe(1);
    const mails = readOutbox(t.dataDir).slice(3);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...admins].sort());
    expect(mails[0]!.text).toContain(
      'Seit dem 02.01.2027 können Sie hier weitermachen: Bronze – Beschaffungsprojekt.',
    );
    expect(await journeyRow(t.database.db, procurer)).toMatchObject({
      openingNotifiedFor: '2027-01-02',
      nextOpensAt: null,
    });
    expect(await journeyRow(t.database.db, postponed)).toMatchObject({
      status: 'postponed',
      openingNotifiedFor: null,
    });
    // Every mail recorded went out.
    expect((await t.database.db.select().from(mailOutbox)).filter((row) => row.sentAt === null)).toEqual([]);
  });
});
