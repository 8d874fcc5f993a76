import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  journeyRequestSchema,
  MAX_OPEN_JOURNEY_REQUESTS,
  procurementJourneySchema,
  providerJourneySchema,
} from '@cert/domain';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { mailsTo } from '../helpers/outbox';
import {
  ADMIN,
  arrangeOrganization,
  auditRows,
  dayOffset,
  insertSubmission,
  organizationMails,
  uploadedReportRef,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { journeyRow } from './support';

/**
 * Requests to the programme office (docs/product.md §4 "Requests", ADR 047). The promises: a request is checked by
 * the rules its record will meet; it is the journey's task until answered; the office records from it in one step
 * (record and answer together, once); only members make them, only the office answers them.
 */
describe('requests of respondents to the programme office', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const reportsPath = (org: ArrangedOrganization) => `/api/journey/provider/organization/${org.id}/requests`;
  const workshopPath = (org: ArrangedOrganization) =>
    `/api/journey/procurement/organization/${org.id}/requests`;
  const answerPath = (org: ArrangedOrganization, requestId: string, action: 'record' | 'dismiss') =>
    `/api/admin/organization/${org.id}/journey/requests/${requestId}/${action}`;
  const noticesToOffice = () => mailsTo(t.dataDir, ADMIN).filter((mail) => !mail.subject.includes('Anmelde'));

  it('a provider reports a participation: the task of the office, a notice, and one step to record it', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const member = await signIn(t, org.memberEmail);
    const noticesBefore = noticesToOffice().length;
    // Minutes after the journey began: the report is its latest activity.
    t.clock.advance(5 * 60_000);

    const reported = await member.browser.post(reportsPath(org), {
      recordKind: 'event',
      performedAt: dayOffset(t, -2),
      eventName: 'Innovationstag Berlin',
      // Typed as people type it: the scheme is added, as for the organisation's website (issue 58, point 8).
      url: 'www.programm.example/innovationstag',
      note: 'Wir waren mit zwei Personen dort.',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const request = journeyRequestSchema.parse(reported.json());
    expect(request).toMatchObject({
      kind: 'participation',
      recordKind: 'event',
      state: 'open',
      eventName: 'Innovationstag Berlin',
      url: 'https://www.programm.example/innovationstag',
    });
    // The journey's latest activity: first in the office's task list, newest activity first.
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({
      openTask: 'participation-reported',
      lastActivityAt: new Date(request.createdAt),
    });
    const tasks = await admin.browser.get('/api/admin/journeys/tasks?pageSize=100');
    expect((tasks.json() as { docs: Array<{ organization: string; openTask: string }> }).docs).toContainEqual(
      expect.objectContaining({ organization: org.id, openTask: 'participation-reported' }),
    );
    const notices = noticesToOffice().slice(noticesBefore);
    expect(notices.map((mail) => mail.subject)).toEqual([`Teilnahme gemeldet: ${org.name}`]);
    // A second report within the hour is the same task for the office: no second mail.
    t.clock.advance(60_000);
    const second = await member.browser.post(reportsPath(org), {
      recordKind: 'elearning',
      performedAt: dayOffset(t, -1),
      eventName: 'E-Learning Grundlagen',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(noticesToOffice().slice(noticesBefore)).toHaveLength(1);

    // The member sees both with the journey.
    const journey = providerJourneySchema.parse(
      (await member.browser.get(`/api/journey/provider/organization/${org.id}`)).json(),
    );
    expect(journey.requests.map((entry) => [entry.recordKind, entry.state])).toEqual([
      ['elearning', 'open'],
      ['event', 'open'],
    ]);

    // Recorded from the report, as the office checked it: record, answered request and audit in one step.
    const recorded = await admin.browser.post(answerPath(org, request._id, 'record'), {
      performedAt: dayOffset(t, -2),
      eventName: 'Innovationstag Berlin 2026',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ kind: 'event', eventName: 'Innovationstag Berlin 2026' });
    expect(organizationMails(t, org).map((mail) => mail.subject)).toContain(
      `Neuer Eintrag im Zertifizierungspfad von „${org.name}“`,
    );
    // Once: the same report cannot be recorded twice.
    const again = await admin.browser.post(answerPath(org, request._id, 'record'), {
      performedAt: dayOffset(t, -2),
      eventName: 'Innovationstag Berlin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Diese Meldung wurde bereits bearbeitet.' });

    // The e-learning report is still open: still the task.
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({ openTask: 'participation-reported' });
    const elearning = journeyRequestSchema.parse(second.json());
    const dismissed = await admin.browser.post(answerPath(org, elearning._id, 'dismiss'), {
      comment: 'Dieses E-Learning gehört nicht zum Programm.',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({
      state: 'dismissed',
      closingComment: 'Dieses E-Learning gehört nicht zum Programm.',
    });
    // No request open: the task is the level's again (professional still lacks the e-learning).
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({ openTask: 'records-due' });
    expect((await auditRows(t.database.db, org.id)).map((row) => row.action).sort()).toEqual([
      'provider-record.recorded',
      'request.dismissed',
    ]);
    const answer = organizationMails(t, org).find(
      (mail) => mail.subject === `Ihre Meldung an das Programmteam („${org.name}“)`,
    );
    // From a no-reply sender: it names where questions go instead of asking for a reply.
    expect(answer?.text).toContain('Kontaktangaben im Impressum');
    expect(answer?.text).not.toMatch(/antworten Sie/i);
    const after = providerJourneySchema.parse(
      (await member.browser.get(`/api/journey/provider/organization/${org.id}`)).json(),
    );
    expect(after.professional.event).toMatchObject({ eventName: 'Innovationstag Berlin 2026' });
    expect(after.requests.map((entry) => entry.state)).toEqual(['dismissed', 'done']);
  });

  it('a report is checked as its record would be: date window, level open, a link for an innovation entry, a limit', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const member = await signIn(t, org.memberEmail);
    const tooOld = await member.browser.post(reportsPath(org), {
      recordKind: 'event',
      performedAt: dayOffset(t, -15),
      eventName: 'Innovationstag',
    });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json()).toMatchObject({ fields: [expect.objectContaining({ path: 'performedAt' })] });
    // The practitioner level is not open before professional is done and its waiting period over.
    const early = await member.browser.post(reportsPath(org), {
      recordKind: 'presentation',
      performedAt: dayOffset(t, 0),
      eventName: 'Innovationstag',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'LEVEL_NOT_OPEN' });
    const unknownKind = await member.browser.post(reportsPath(org), {
      recordKind: 'workshop',
      performedAt: dayOffset(t, 0),
      eventName: 'Innovationstag',
    });
    expect(unknownKind.statusCode).toBe(400);

    for (let index = 0; index < MAX_OPEN_JOURNEY_REQUESTS; index++) {
      const res = await member.browser.post(reportsPath(org), {
        recordKind: 'event',
        performedAt: dayOffset(t, 0),
        eventName: `Veranstaltung ${index + 1}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const oneTooMany = await member.browser.post(reportsPath(org), {
      recordKind: 'event',
      performedAt: dayOffset(t, 0),
      eventName: 'Noch eine',
    });
    expect(oneTooMany.statusCode).toBe(409);
    expect(oneTooMany.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('only members ask, only the office answers, and a request belongs to its organisation', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const other = await arrangeOrganization(t, 'Provider');
    const outsider = await signIn(t, other.memberEmail);
    const body = { recordKind: 'event', performedAt: dayOffset(t, 0), eventName: 'Innovationstag' };
    expect((await outsider.browser.post(reportsPath(org), body)).statusCode).toBe(404);
    // The office answers requests; it does not make them for an organisation it is not a member of.
    expect((await admin.browser.post(reportsPath(org), body)).statusCode).toBe(404);

    const member = await signIn(t, org.memberEmail);
    const created = journeyRequestSchema.parse((await member.browser.post(reportsPath(org), body)).json());
    const byMember = await member.browser.post(answerPath(org, created._id, 'dismiss'), { comment: 'Nein' });
    expect(byMember.statusCode).toBe(403);
    // Another organisation's id in the path: no such request.
    const crossed = await admin.browser.post(answerPath(other, created._id, 'record'), {
      performedAt: dayOffset(t, 0),
      eventName: 'Innovationstag',
    });
    expect(crossed.statusCode).toBe(404);
    // A pending organisation cannot ask.
    const pending = await arrangeOrganization(t, 'Provider', { approvalStatus: 'Pending' });
    const pendingMember = await signIn(t, pending.memberEmail);
    expect((await pendingMember.browser.post(reportsPath(pending), body)).statusCode).toBe(403);
  });

  it('a procurer asks for the silver workshop once per branch; the recorded result answers it', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    const member = await signIn(t, org.memberEmail);
    // Before bronze there is no silver to ask for.
    const early = await member.browser.post(workshopPath(org), { branch: 'office' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'LEVEL_NOT_OPEN' });

    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 120);
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({ openTask: 'workshop-due' });
    const asked = await member.browser.post(workshopPath(org), {
      branch: 'office',
      note: 'Am liebsten dienstags; Ansprechperson Frau Beispiel, 030 1234567.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ kind: 'workshop', branch: 'office', state: 'open' });
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({ openTask: 'workshop-requested' });
    expect(noticesToOffice().map((mail) => mail.subject)).toContain(`Workshop angefragt: ${org.name}`);

    const twice = await member.browser.post(workshopPath(org), { branch: 'ProcurementOffice' });
    expect(twice.statusCode).toBe(409);
    expect((twice.json() as { message: string }).message).toMatch(/bereits|angefragt/);

    // A workshop request is answered by the workshop's result, not recorded from.
    const requestId = journeyRequestSchema.parse(asked.json())._id;
    const recordAttempt = await admin.browser.post(answerPath(org, requestId, 'record'), {
      performedAt: dayOffset(t, 0),
      eventName: 'Workshop',
    });
    expect(recordAttempt.statusCode).toBe(409);

    const reportRef = await uploadedReportRef(admin.browser);
    const workshop = await admin.browser.post('/api/workshop/procurement', {
      type: 'office',
      organization: org.id,
      performedAt: dayOffset(t, 0),
      passed: true,
      reportRef,
    });
    expect(workshop.statusCode, workshop.body).toBe(201);
    const journey = procurementJourneySchema.parse(
      (await member.browser.get(`/api/journey/procurement/organization/${org.id}`)).json(),
    );
    expect(journey.requests).toEqual([expect.objectContaining({ _id: requestId, state: 'done' })]);
    expect(journey.silverOffice.status).toBe('done');
    // Silver done: nothing left to ask for on this branch.
    const afterDone = await member.browser.post(workshopPath(org), { branch: 'office' });
    expect(afterDone.statusCode).toBe(409);
    expect((afterDone.json() as { message: string }).message).toContain('bereits abgeschlossen');
  });
});
