// The promised mails (docs/decisions/063-mail-outbox.md, docs/security.md 52): a decision's mail survives a mail
// server that is down, goes out once when it is back, and a refusal for good is kept for the office to see.
import { eq, inArray, sql } from 'drizzle-orm';
import { isoDateInGermany } from '@cert/domain';
import { adminRecordPath, adminWithdrawPath } from '@cert/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseStudies,
  certificates,
  invitations,
  journeyRequests,
  journeys,
  mailOutbox,
  organizationChangeRequests,
  organizations,
  providerRecords,
  workshopResults,
} from '../../src/db/schema';
import { deliverDueMails, retryDelayMs } from '../../src/lib/mail-outbox';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { testEngine } from '../helpers/database';
import { signIn, type TestBrowser } from '../helpers/browser';
import { caseStudyOrganization, complete, create, recordOf, submit } from '../case-study/support';
import { adminCaseStudyDecisionPath } from '../helpers/case-study-paths';
import { arrangeOrganization, insertSubmission, uploadedReportRef } from '../helpers/arranged-journeys';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { parseMail, signInTokenOf } from '../helpers/outbox';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const ADMIN = 'post-admin@programm.example';

describe('promised mails', () => {
  let sink: SmtpSink;
  let port: number;
  let t: TestContext;
  let admin: TestBrowser;

  /** A round of the delivery worker, at a time when every scheduled retry is due. */
  const deliveryRound = (laterMs = 0) =>
    deliverDueMails({
      db: t.database.db,
      mailer: t.app.directMailer,
      log: t.app.log,
      now: () => new Date(t.clock.now().getTime() + laterMs),
    });

  /** Due mails of a test, stored in the order given; `createdAt` where the order of a round matters. */
  const queueMails = (prefix: string, mails: { recipient: string; createdAt?: Date }[]) =>
    t.database.db.insert(mailOutbox).values(
      mails.map(({ recipient, createdAt }, index) => ({
        messageId: `<${prefix}-${index}@programm.example>`,
        recipient,
        subject: 'Test',
        textBody: 'Text',
        htmlBody: '<p>Text</p>',
        nextAttemptAt: t.clock.now(),
        createdAt,
      })),
    );

  /** A round of an instance told to close while it sends its first mail; `meanwhile` runs just before that. */
  const closingRound = (meanwhile: () => Promise<unknown> = async () => undefined) => {
    const stop = new AbortController();
    const mailer = t.app.directMailer;
    const closing: typeof mailer = {
      kind: mailer.kind,
      close: () => mailer.close(),
      send: async (message) => {
        await meanwhile();
        stop.abort();
        return mailer.send(message);
      },
    };
    return deliverDueMails({
      db: t.database.db,
      mailer: closing,
      log: t.app.log,
      now: () => t.clock.now(),
      stop: stop.signal,
    });
  };

  /** Signs in with the link the SMTP server received last for the address. */
  const signInThroughSink = (email: string) =>
    signIn(t, email, {
      token: (address) =>
        signInTokenOf(
          parseMail(sink.received.filter((mail) => mail.to.includes(address)).at(-1)!.raw),
          address,
        ),
    });

  const pendingOrganization = async (adminEmail: string, name: string) =>
    insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer', name),
      approvalStatus: 'Pending',
      members: [{ userId: await insertUser(t.database.db, adminEmail), role: 'Admin' }],
    });

  beforeAll(async () => {
    sink = await startSmtpSink();
    port = Number(new URL(sink.url).port);
    t = await createTestApp({
      ADMIN_EMAILS: ADMIN,
      SMTP_URL: sink.url,
      MAIL_FROM: 'noreply@programm.example',
    });
    ({ browser: admin } = await signInThroughSink(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('an approval while the mail server is down: kept, tried again, delivered once when it is back', async () => {
    const to = 'leitung-ausfall@amt.example';
    const id = await pendingOrganization(to, 'Vergabestelle Ausfall');
    // The mail server goes down.
    await sink.close();

    const res = await admin.put(`/api/organization/${id}/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(queued!.lastError).toBeTruthy();
    // Not before its time: the next try is 30 s later.
    expect(await deliveryRound()).toEqual({ sent: 0, retried: 0, failed: 0 });
    // Still down at the next try: scheduled again, later.
    expect(await deliveryRound(retryDelayMs(1))).toEqual({ sent: 0, retried: 1, failed: 0 });

    // Back on the same address.
    sink = await startSmtpSink(undefined, port);
    expect(await deliveryRound(retryDelayMs(1) + retryDelayMs(2))).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    const delivered = sink.received.filter((mail) => mail.to.includes(to));
    expect(delivered).toHaveLength(1);
    expect(parseMail(delivered[0]!.raw).subject).toMatch(/freigegeben|genehmigt|bestätigt/i);
    expect(delivered[0]!.raw).toContain(`Message-ID: ${queued!.messageId}`);
    // A reply reaches the programme office, not the no-reply sender (the site configuration's operator address).
    expect(delivered[0]!.raw).toMatch(new RegExp(`^Reply-To: ${t.app.config.site.operator.email}`, 'm'));
    // Sent once: later rounds leave it alone.
    expect(await deliveryRound(24 * 3_600_000)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  /**
   * Holds the outbox against writes from another session (SHARE blocks INSERT) while `decide` runs: a decision that
   * records its mails in its own transaction waits for them and is not visible yet (`made` is false meanwhile);
   * once let go, both are there. Answers the decision's HTTP answer.
   */
  async function decisionWaitsForItsMails(
    decide: () => Promise<{ statusCode: number; body: string }>,
    made: () => Promise<boolean>,
  ) {
    const db = t.database.db;
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE mail_outbox IN SHARE MODE`);
      locked();
      await held;
    });
    await lockTaken;
    const answer = decide();
    // The decision waits for the outbox...
    await expect
      .poll(
        async () => {
          const result = (await db.execute(
            sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          )) as unknown as { rows: Array<{ waiting: number }> };
          return result.rows[0]?.waiting;
        },
        { timeout: 5000 },
      )
      .toBe(1);
    // ...and is not made while its mails are not: another session does not see it yet.
    expect(await made()).toBe(false);
    letGo();
    await holder;
    const res = await answer;
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await made()).toBe(true);
    return res;
  }

  it.skipIf(testEngine !== 'postgres')(
    "records a decision's mails in its transaction: while they cannot be written, the decision is not made either",
    async () => {
      const to = 'leitung-transaktion@amt.example';
      const id = await pendingOrganization(to, 'Vergabestelle Transaktion');
      const status = async () =>
        (
          await t.database.db
            .select({ status: organizations.approvalStatus })
            .from(organizations)
            .where(eq(organizations.id, id))
        )[0]?.status;
      await decisionWaitsForItsMails(
        () => admin.put(`/api/organization/${id}/approve`, {}),
        async () => (await status()) === 'Approved',
      );
      const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.sentAt).not.toBeNull();
    },
  );

  it.skipIf(testEngine !== 'postgres')(
    "an approved organisation's invitation is recorded with its mail: while the mail cannot be written, there is no invitation either",
    async () => {
      const adminEmail = 'einladende@amt.example';
      const data = organizationData('PublicProcurer', 'Stadt Einladung');
      const id = await insertOrganization(t.database.db, {
        data,
        members: [{ userId: await insertUser(t.database.db, adminEmail), role: 'Admin' }],
      });
      const { browser: orgAdmin } = await signInThroughSink(adminEmail);
      const invitee = 'neue-kollegin@amt.example';
      const invited = async () =>
        (await t.database.db.select().from(invitations).where(eq(invitations.email, invitee))).length > 0;
      await decisionWaitsForItsMails(
        () =>
          orgAdmin.put(`/api/organization/${id}`, {
            organization: data,
            newMembers: [{ email: invitee, role: 'Member' }],
          }),
        invited,
      );
      const [mail] = sink.received.filter((received) => received.to.includes(invitee));
      expect(parseMail(mail!.raw).subject).toBe(
        'Einladung in eine Organisation auf der Zertifizierungsplattform',
      );
    },
  );

  it.skipIf(testEngine !== 'postgres')(
    'so do a journey set aside, a certificate revoked, a participation recorded and a case study accepted: each waits for its mails',
    async () => {
      const org = await arrangeOrganization(t, 'PublicProcurer');
      await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 3);
      const journeyStatus = async () =>
        (
          await t.database.db
            .select({ status: journeys.status })
            .from(journeys)
            .where(eq(journeys.id, org.journeyId))
        )[0]?.status;
      await decisionWaitsForItsMails(
        () =>
          admin.post(`/api/admin/journeys/${org.journeyId}/postpone-procurement`, {
            comment: 'Neu besetzt.',
          }),
        async () => (await journeyStatus()) === 'postponed',
      );

      const [certificate] = await t.database.db
        .select({ code: certificates.code, revokedAt: certificates.revokedAt, id: certificates.id })
        .from(certificates)
        .where(eq(certificates.organizationId, org.id));
      const revoked = async () =>
        (
          await t.database.db
            .select({ revokedAt: certificates.revokedAt })
            .from(certificates)
            .where(eq(certificates.id, certificate!.id))
        )[0]?.revokedAt != null;
      await decisionWaitsForItsMails(
        () =>
          admin.post(`/api/admin/certificates/${certificate!.code}/revoke`, {
            reason: 'Irrtümlich erteilt.',
          }),
        revoked,
      );
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, org.adminEmail));
      expect(mails.filter((mail) => mail.sentAt !== null)).toHaveLength(2);

      // A provider's participation recorded.
      const company = await arrangeOrganization(t, 'Provider');
      const recorded = async () =>
        (
          await t.database.db
            .select()
            .from(providerRecords)
            .where(eq(providerRecords.organizationId, company.id))
        ).length > 0;
      await decisionWaitsForItsMails(
        () =>
          admin.post(`/api/admin/organization/${company.id}/journey/provider/professional/event`, {
            performedAt: isoDateInGermany(t.clock.now()),
            eventName: 'Praxisforum Innovation',
          }),
        recorded,
      );

      // A case study accepted.
      const memberEmail = 'praxis-leitung@amt.example';
      const member = await signInThroughSink(memberEmail);
      const provider = await caseStudyOrganization(t.database.db, 'practitioner', {
        members: [{ userId: member.user._id, role: 'Admin' }],
        earlierLevelOn: '2026-09-01',
      });
      const draft = recordOf(await create(member, 'practitioner', provider), 201);
      recordOf(await submit(member, 'practitioner', draft._id, { content: complete(), version: 1 }));
      const caseStudyState = async () =>
        (
          await t.database.db
            .select({ state: caseStudies.state })
            .from(caseStudies)
            .where(eq(caseStudies.id, draft._id))
        )[0]?.state;
      await decisionWaitsForItsMails(
        () => admin.put(adminCaseStudyDecisionPath(provider, 'practitioner', 'accept'), {}),
        async () => (await caseStudyState()) === 'ACCEPTED',
      );
    },
  );

  it.skipIf(testEngine !== 'postgres')(
    'so do a workshop result recorded, corrected and withdrawn, a participation corrected and a request declined',
    async () => {
      const procurer = await arrangeOrganization(t, 'PublicProcurer');
      // Office bronze 35 days ago: the office branch's silver opened a week ago.
      await insertSubmission(t, procurer.id, 'procurement-office', 'PASSED', 35);
      const results = () =>
        t.database.db.select().from(workshopResults).where(eq(workshopResults.organizationId, procurer.id));
      const yesterday = isoDateInGermany(new Date(t.clock.now().getTime() - 86_400_000));
      const reportRef = await uploadedReportRef(admin);
      await decisionWaitsForItsMails(
        () =>
          admin.post('/api/workshop/procurement', {
            type: 'office',
            organization: procurer.id,
            reportRef,
            performedAt: yesterday,
            passed: false,
          }),
        async () => (await results()).length === 1,
      );
      const [result] = await results();
      await decisionWaitsForItsMails(
        () =>
          admin.put(adminRecordPath(procurer.id, 'workshop', result!.id), {
            performedAt: yesterday,
            passed: true,
            reason: 'Falsch erfasst: bestanden.',
          }),
        async () => (await results())[0]?.passed === true,
      );
      await decisionWaitsForItsMails(
        () =>
          admin.put(adminWithdrawPath(procurer.id, 'workshop', result!.id), {
            reason: 'Versehentlich für diese Organisation erfasst.',
          }),
        async () => (await results()).length === 0,
      );

      const company = await arrangeOrganization(t, 'Provider');
      const records = () =>
        t.database.db.select().from(providerRecords).where(eq(providerRecords.organizationId, company.id));
      expect(
        (
          await admin.post(`/api/admin/organization/${company.id}/journey/provider/professional/event`, {
            performedAt: yesterday,
            eventName: 'Praxisforum',
          })
        ).statusCode,
      ).toBe(201);
      const [record] = await records();
      await decisionWaitsForItsMails(
        () =>
          admin.put(adminRecordPath(company.id, 'provider-record', record!.id), {
            performedAt: yesterday,
            eventName: 'Praxisforum Innovation',
            reason: 'Name der Veranstaltung berichtigt.',
          }),
        async () => (await records())[0]?.eventName === 'Praxisforum Innovation',
      );

      const member = await signInThroughSink(company.memberEmail);
      const reported = await member.browser.post(
        `/api/journey/provider/organization/${company.id}/requests`,
        {
          recordKind: 'elearning',
          performedAt: yesterday,
          eventName: 'E-Learning Vergaberecht',
        },
      );
      expect(reported.statusCode, reported.body).toBe(201);
      const requestId = (reported.json() as { _id: string })._id;
      const requestState = async () =>
        (
          await t.database.db
            .select({ state: journeyRequests.state })
            .from(journeyRequests)
            .where(eq(journeyRequests.id, requestId))
        )[0]?.state;
      await decisionWaitsForItsMails(
        () =>
          admin.post(`/api/admin/organization/${company.id}/journey/requests/${requestId}/dismiss`, {
            comment: 'Dieses E-Learning gehört nicht zum Programm.',
          }),
        async () => (await requestState()) === 'dismissed',
      );
      // Every one of them reached the organisation's admin, once each.
      const subjects = (email: string) =>
        sink.received.filter((mail) => mail.to.includes(email)).map((mail) => parseMail(mail.raw).subject);
      expect(subjects(procurer.adminEmail).filter((subject) => !/Anmeld/.test(subject))).toHaveLength(3);
      expect(subjects(company.adminEmail).filter((subject) => !/Anmeld/.test(subject))).toHaveLength(3);
    },
  );

  it.skipIf(testEngine !== 'postgres')(
    "the office's notices too: a new organisation, a change request, a resubmission, a reported participation, a workshop asked for and a case study submitted each wait for their notice",
    async () => {
      const db = t.database.db;
      const noticesToOffice = () =>
        sink.received.filter((mail) => mail.to.includes(ADMIN)).map((mail) => parseMail(mail.raw).subject);
      const before = noticesToOffice().length;
      const organizationNamed = async (name: string) =>
        (await db.select().from(organizations).where(eq(organizations.name, name)))[0];

      // A new organisation.
      const founder = await signInThroughSink('gruenderin-notiz@amt.example');
      await decisionWaitsForItsMails(
        () =>
          founder.browser.post('/api/organization', {
            organization: organizationData('PublicProcurer', 'Vergabestelle Notiz Neu'),
            newMembers: [],
          }),
        async () => (await organizationNamed('Vergabestelle Notiz Neu')) !== undefined,
      );

      // A change request of an approved organisation.
      const approved = await arrangeOrganization(t, 'PublicProcurer', { name: 'Stadt Notiz Alt' });
      const approvedAdmin = await signInThroughSink(approved.adminEmail);
      const changeRequests = async () =>
        (await db.select().from(organizationChangeRequests)).filter(
          (row) => row.organizationId === approved.id,
        ).length;
      await decisionWaitsForItsMails(
        () =>
          approvedAdmin.browser.put(`/api/organization/${approved.id}`, {
            organization: organizationData('PublicProcurer', 'Stadt Notiz Neu'),
            newMembers: [],
          }),
        async () => (await changeRequests()) === 1,
      );

      // A rejected organisation sent back to review.
      const rejectedAdmin = 'abgelehnt-notiz@amt.example';
      const rejected = await insertOrganization(db, {
        data: organizationData('PublicProcurer', 'Amt Notiz Abgelehnt'),
        approvalStatus: 'Rejected',
        members: [{ userId: await insertUser(db, rejectedAdmin), role: 'Admin' }],
      });
      const { browser: rejectedBrowser } = await signInThroughSink(rejectedAdmin);
      await decisionWaitsForItsMails(
        () =>
          rejectedBrowser.put(`/api/organization/${rejected}`, {
            organization: organizationData('PublicProcurer', 'Amt Notiz Berichtigt'),
            newMembers: [],
          }),
        async () => (await organizationNamed('Amt Notiz Berichtigt'))?.approvalStatus === 'Pending',
      );

      // A participation reported and a workshop asked for.
      const yesterday = isoDateInGermany(new Date(t.clock.now().getTime() - 86_400_000));
      const requestsOf = async (organizationId: string) =>
        (await db.select().from(journeyRequests).where(eq(journeyRequests.organizationId, organizationId)))
          .length;
      const company = await arrangeOrganization(t, 'Provider');
      const companyMember = await signInThroughSink(company.memberEmail);
      await decisionWaitsForItsMails(
        () =>
          companyMember.browser.post(`/api/journey/provider/organization/${company.id}/requests`, {
            recordKind: 'elearning',
            performedAt: yesterday,
            eventName: 'E-Learning Innovation',
          }),
        async () => (await requestsOf(company.id)) === 1,
      );
      const procurer = await arrangeOrganization(t, 'PublicProcurer');
      await insertSubmission(t, procurer.id, 'procurement-office', 'PASSED', 35);
      const procurerMember = await signInThroughSink(procurer.memberEmail);
      await decisionWaitsForItsMails(
        () =>
          procurerMember.browser.post(`/api/journey/procurement/organization/${procurer.id}/requests`, {
            branch: 'office',
          }),
        async () => (await requestsOf(procurer.id)) === 1,
      );

      // A case study submitted.
      const author = await signInThroughSink('praxis-notiz@amt.example');
      const provider = await caseStudyOrganization(db, 'practitioner', {
        members: [{ userId: author.user._id, role: 'Admin' }],
        earlierLevelOn: '2026-09-01',
      });
      const draft = recordOf(await create(author, 'practitioner', provider), 201);
      const submittedState = async () =>
        (
          await db.select({ state: caseStudies.state }).from(caseStudies).where(eq(caseStudies.id, draft._id))
        )[0]?.state;
      await decisionWaitsForItsMails(
        () => submit(author, 'practitioner', draft._id, { content: complete(), version: 1 }),
        async () => (await submittedState()) === 'SUBMITTED',
      );

      // Each reached the office once, when its cause was made.
      expect(noticesToOffice().slice(before)).toEqual([
        'Neue Organisation zur Prüfung: Vergabestelle Notiz Neu',
        'Änderung der Stammdaten zur Prüfung: Stadt Notiz Alt',
        'Organisation erneut zur Prüfung: Amt Notiz Berichtigt',
        `Teilnahme gemeldet: ${company.name}`,
        `Workshop angefragt: ${procurer.name}`,
        expect.stringMatching(/eingereicht: /),
      ]);
    },
  );

  it('a mail the server refuses for good (5xx) is not tried again and keeps the reason', async () => {
    const to = 'unbekannt-dauerhaft@amt.example';
    const id = await pendingOrganization(to, 'Vergabestelle Unbekannt');
    sink.refuse = (address) => address === to;
    const res = await admin.put(`/api/organization/${id}/reject`, { comment: 'Unvollständig.' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toMatch(/550|unavailable/i);
    expect(await deliveryRound(24 * 3_600_000)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(sink.refused.filter((address) => address === to)).toHaveLength(1);
    sink.refuse = () => false;
  });

  it('two workers at once send each due mail once', async () => {
    const recipients = ['eins@amt.example', 'zwei@amt.example', 'drei@amt.example'];
    await queueMails(
      'parallel',
      recipients.map((recipient) => ({ recipient })),
    );
    const rounds = await Promise.all([deliveryRound(), deliveryRound()]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(3);
    for (const recipient of recipients)
      expect(sink.received.filter((mail) => mail.to.includes(recipient))).toHaveLength(1);
  });

  it('a round of a closing instance ends after the mail it is sending and gives the rest back untried', async () => {
    const recipients = ['schluss-eins@amt.example', 'schluss-zwei@amt.example', 'schluss-drei@amt.example'];
    // Older than any other test's mail, and stored newest first: the round takes the oldest first, the first
    // recipient before the two others, these three before the rest.
    await queueMails(
      'closing',
      recipients
        .map((recipient, index) => ({ recipient, createdAt: new Date(Date.UTC(2000, 0, 1, 0, 0, index)) }))
        .reverse(),
    );
    // The instance is told to close while it sends the first mail.
    const round = await closingRound();
    expect(round).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sink.received.filter((mail) => mail.to.includes(recipients[0]!))).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, recipients));
    const untried = rows.filter((row) => row.sentAt === null);
    expect(untried).toHaveLength(2);
    // Not held for a minute by the closed instance, and no try counted that was not made.
    for (const row of untried) expect(row).toMatchObject({ claimedUntil: null, attempts: 0 });
    // The next round, of any instance, sends them at once.
    expect((await deliveryRound()).sent).toBeGreaterThanOrEqual(2);
    for (const recipient of recipients)
      expect(sink.received.filter((mail) => mail.to.includes(recipient))).toHaveLength(1);
  });

  it('a closing round whose lease ran out leaves alone what another instance has claimed since', async () => {
    const recipients = ['lange-eins@amt.example', 'lange-zwei@amt.example'];
    await queueMails(
      'long-round',
      recipients.map((recipient, index) => ({
        recipient,
        createdAt: new Date(Date.UTC(2000, 0, 2, 0, 0, index)),
      })),
    );
    const otherClaim = new Date(t.clock.now().getTime() + 10 * 60_000);
    // The first mail takes longer than the lease: meanwhile another instance claims the second, then this one is
    // told to close.
    const round = await closingRound(() =>
      t.database.db
        .update(mailOutbox)
        .set({ claimedUntil: otherClaim, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.recipient, recipients[1]!)),
    );
    expect(round).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [other] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, recipients[1]!));
    // Still the other instance's, with both tries counted.
    expect(other).toMatchObject({ claimedUntil: otherClaim, attempts: 2, sentAt: null });
  });

  it("says an invitation's refused mail beside that invitation only, and names its organisation to the office", async () => {
    const approvedWith = async (adminEmail: string, name: string) => {
      const data = organizationData('PublicProcurer', name);
      const id = await insertOrganization(t.database.db, {
        data,
        members: [{ userId: await insertUser(t.database.db, adminEmail), role: 'Admin' }],
      });
      const { browser } = await signInThroughSink(adminEmail);
      const invite = async (email: string) => {
        const answer = await browser.put(`/api/organization/${id}`, {
          organization: data,
          newMembers: [{ email, role: 'Member' }],
        });
        expect(answer.statusCode, answer.body).toBe(200);
      };
      const pending = async (reader = browser) =>
        (
          (await reader.get(`/api/organization/${id}`)).json() as {
            pendingMembers: Array<{ email: string; mailRefused: boolean }>;
          }
        ).pendingMembers;
      return { id, invite, pending };
    };
    const invitee = 'kollegin@unzustellbar.example';
    const first = await approvedWith('einladende-zwei@amt.example', 'Stadt Unzustellbar');
    sink.refuse = (address) => address === invitee;
    await first.invite(invitee);
    // The same address, invited by another organisation once the mailbox works: its mail is delivered.
    sink.refuse = () => false;
    const second = await approvedWith('einladende-drei@amt.example', 'Stadt Zugestellt');
    await second.invite(invitee);

    // The organisation sees it beside the invitation, and so does the office on its page; the other organisation
    // learns nothing of it.
    for (const reader of [undefined, admin])
      expect(await first.pending(reader)).toEqual([
        expect.objectContaining({ email: invitee, mailRefused: true }),
      ]);
    expect(await second.pending()).toEqual([expect.objectContaining({ email: invitee, mailRefused: false })]);

    // The office's list names the organisation whose invitation the mail is, and none for another mail.
    const refusedDecision = 'abgelehnt-entscheidung@amt.example';
    sink.refuse = (address) => address === refusedDecision;
    const rejected = await pendingOrganization(refusedDecision, 'Vergabestelle Entscheidung');
    expect(
      (await admin.put(`/api/organization/${rejected}/reject`, { comment: 'Unvollständig.' })).statusCode,
    ).toBe(200);
    sink.refuse = () => false;
    const { docs } = (await admin.get('/api/admin/mails/undelivered')).json() as {
      docs: Array<{ recipient: string; subject: string; invitedBy: unknown }>;
    };
    expect(docs.filter((mail) => mail.recipient === invitee)).toEqual([
      expect.objectContaining({
        subject: 'Einladung in eine Organisation auf der Zertifizierungsplattform',
        invitedBy: { _id: first.id, name: 'Stadt Unzustellbar' },
      }),
    ]);
    expect(docs.find((mail) => mail.recipient === refusedDecision)).toMatchObject({ invitedBy: null });
  });

  it('the office lists what is not delivered and sends a mail again: at once, a refused one too', async () => {
    const to = 'wieder-senden@amt.example';
    sink.refuse = (address) => address === to;
    const id = await pendingOrganization(to, 'Vergabestelle Erneut');
    expect(
      (await admin.put(`/api/organization/${id}/reject`, { comment: 'Unvollständig.' })).statusCode,
    ).toBe(200);

    const list = await admin.get('/api/admin/mails/undelivered');
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { docs: Array<Record<string, unknown>> }).docs.find(
      (mail) => mail.recipient === to,
    );
    expect(listed).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: null });
    expect(listed!.lastError).toMatch(/550|unavailable/i);

    // Still refused: said so, and the mail waits for its next try now instead of being given up.
    const again = await admin.post(`/api/admin/mails/${String(listed!._id)}/resend`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ sent: false, failed: true });
    expect((again.json() as { lastError: string }).lastError).toMatch(/550|unavailable/i);

    // The address is fixed on the mail server's side: sent again, it goes out, and leaves the list.
    sink.refuse = () => false;
    const sent = await admin.post(`/api/admin/mails/${String(listed!._id)}/resend`);
    expect(sent.json()).toEqual({ sent: true, failed: false, lastError: null });
    expect(sink.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    const after = (await admin.get('/api/admin/mails/undelivered')).json() as {
      docs: Array<{ recipient: string }>;
    };
    expect(after.docs.some((mail) => mail.recipient === to)).toBe(false);
    // A delivered mail is not sent again.
    expect((await admin.post(`/api/admin/mails/${String(listed!._id)}/resend`)).statusCode).toBe(404);
  });
});
