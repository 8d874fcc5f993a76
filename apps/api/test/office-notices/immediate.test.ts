import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminJourneyPath,
  adminOrganizationReviewPath,
  CASE_STUDY_ANCHOR,
  organizationMessages,
} from '@cert/domain';
import { adminCaseStudyDecisionPath } from '../helpers/case-study-paths';
import { NOTICES_PER_PERSON } from '../../src/modules/office-notices/notices';
import { defaultInvitationLimits } from '../../src/modules/organization/invitation-limits';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertUser, organizationData } from '../helpers/organizations';
import { parseMail, signInTokenOf } from '../helpers/outbox';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { uniqueEmail } from '../organization/support';
import { caseStudyOrganization, complete, create, recordOf, submit } from '../case-study/support';

const ADMINS = ['pruefung-eins@programm.example', 'pruefung-zwei@programm.example'];
const PUBLIC_URL = 'http://localhost:3000';
const DAILY_CREATIONS = defaultInvitationLimits.creationsPerUser.max;

/** Work that waits for the programme office is mailed to every platform admin at once (ADR 039). */
describe('admin notices, immediate (the default)', () => {
  let sink: SmtpSink;
  let t: TestContext;
  let member: SignedIn;
  let admin: SignedIn;

  /** The mails each admin received since `from`, parsed. */
  const noticesSince = (from: number) =>
    sink.received
      .slice(from)
      .map((mail) => ({ ...parseMail(mail.raw), recipients: mail.to }))
      .sort((a, b) => a.recipients.join().localeCompare(b.recipients.join()));

  /** The sign-in token of the last mail to the address. */
  const token = (email: string) => {
    const raw = sink.received.filter((mail) => mail.to.includes(email)).at(-1)?.raw;
    if (!raw) throw new Error(`No mail to ${email}`);
    return signInTokenOf(parseMail(raw), email);
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ ADMIN_EMAILS: ADMINS.join(','), SMTP_URL: sink.url });
    member = await signIn(t, uniqueEmail('antrag'), { token });
    admin = await signIn(t, ADMINS[0]!, { token });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('a new organisation: each admin gets one mail with the link to its review, nothing of its creator', async () => {
    const from = sink.received.length;
    const data = organizationData('PublicProcurer', 'Vergabestelle Neuland');
    const res = await member.browser.post('/api/organization', { organization: data, newMembers: [] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ _id: string }>()._id;

    const notices = noticesSince(from);
    expect(notices.map((mail) => mail.recipients)).toEqual(ADMINS.map((address) => [address]));
    for (const mail of notices) {
      expect(mail.subject).toBe('Neue Organisation zur Prüfung: Vergabestelle Neuland');
      // After "Guten Tag," in lower case, as every mail of ours.
      expect(mail.text).toContain(
        'Guten Tag,\n\ndie Organisation „Vergabestelle Neuland“ (Öffentlicher Auftraggeber) wurde angelegt',
      );
      expect(mail.text).toContain(`${PUBLIC_URL}${adminOrganizationReviewPath(id)}`);
      expect(mail.text).not.toContain(member.user.email);
      expect(mail.html).toContain(`href="${PUBLIC_URL}${adminOrganizationReviewPath(id)}"`);
    }
  });

  it('a change request of an approved organisation: a mail to each admin; saving the same data again: none', async () => {
    const data = organizationData('PublicProcurer', 'Vergabestelle Altstadt');
    const created = await member.browser.post('/api/organization', { organization: data, newMembers: [] });
    const id = created.json<{ _id: string }>()._id;
    expect((await admin.browser.put(`/api/organization/${id}/approve`, {})).statusCode).toBe(200);

    const from = sink.received.length;
    const changed = { ...data, name: 'Vergabestelle Altstadt-Nord' };
    const res = await member.browser.put(`/api/organization/${id}`, {
      organization: changed,
      newMembers: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const notices = noticesSince(from);
    expect(notices.map((mail) => mail.recipients)).toEqual(ADMINS.map((address) => [address]));
    expect(notices[0]!.subject).toBe('Änderung der Stammdaten zur Prüfung: Vergabestelle Altstadt');
    expect(notices[0]!.text).toContain(`${PUBLIC_URL}${adminOrganizationReviewPath(id)}`);

    const again = sink.received.length;
    await member.browser.put(`/api/organization/${id}`, { organization: changed, newMembers: [] });
    expect(noticesSince(again)).toEqual([]);
  });

  it('a rejected organisation that changes its data goes back to review: a mail to each admin', async () => {
    const data = organizationData('Provider', 'Neustart GmbH');
    const created = await member.browser.post('/api/organization', { organization: data, newMembers: [] });
    const id = created.json<{ _id: string }>()._id;
    const rejected = await admin.browser.put(`/api/organization/${id}/reject`, {
      comment: 'Bitte vervollständigen.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const from = sink.received.length;
    const res = await member.browser.put(`/api/organization/${id}`, {
      organization: { ...data, name: 'Neustart GmbH & Co. KG' },
      newMembers: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The rejection it answers stays beside it, for the office's next decision.
    const { reviewedAt } = rejected.json<{ reviewedAt: string }>();
    expect(res.json()).toMatchObject({
      approvalStatus: 'Pending',
      reviewComment: null,
      previousRejection: { at: reviewedAt, comment: 'Bitte vervollständigen.', data },
    });
    const notices = noticesSince(from);
    expect(notices.map((mail) => mail.recipients)).toEqual(ADMINS.map((address) => [address]));
    expect(notices[0]!.subject).toBe('Organisation erneut zur Prüfung: Neustart GmbH & Co. KG');
    expect(notices[0]!.text).toContain(`${PUBLIC_URL}${adminOrganizationReviewPath(id)}`);

    // Edited again while it waits: the comparison stays with the data as rejected.
    const edited = await member.browser.put(`/api/organization/${id}`, {
      organization: {
        ...data,
        name: 'Neustart GmbH & Co. KG',
        address: { ...data.address, city: 'Potsdam' },
      },
      newMembers: [],
    });
    expect(edited.json()).toMatchObject({ address: { city: 'Potsdam' }, previousRejection: { data } });

    // Rejected again and resubmitted: the latest rejection is the one shown; once decided, none.
    t.clock.advance(60_000);
    const second = await admin.browser.put(`/api/organization/${id}/reject`, {
      comment: 'Noch unvollständig.',
    });
    const resubmitted = await member.browser.put(`/api/organization/${id}`, {
      organization: {
        ...data,
        name: 'Neustart GmbH & Co. KG',
        address: { ...data.address, city: 'Potsdam' },
        website: 'https://neustart.example',
      },
      newMembers: [],
    });
    expect(resubmitted.json()).toMatchObject({
      previousRejection: {
        at: second.json<{ reviewedAt: string }>().reviewedAt,
        comment: 'Noch unvollständig.',
        // As rejected the second time, for the office to see what changed since: the website is new.
        data: { ...data, name: 'Neustart GmbH & Co. KG', address: { ...data.address, city: 'Potsdam' } },
      },
    });
    const approved = await admin.browser.put(`/api/organization/${id}/approve`, {});
    expect(approved.json()).toMatchObject({ approvalStatus: 'Approved', previousRejection: null });
  });

  it('a second round within the hour is new work: rejected again and changed, or a change request decided and asked anew', async () => {
    // People of their own: the notices of one person an hour are limited (security 49).
    const founder = await signIn(t, uniqueEmail('runde'), { token });
    const data = organizationData('PublicProcurer', 'Vergabestelle Zweite Runde');
    const created = await founder.browser.post('/api/organization', { organization: data, newMembers: [] });
    const id = created.json<{ _id: string }>()._id;
    const rejectAndChange = async (name: string) => {
      // The office decides a minute later, well within the hour of the last notice (the test's clock stands still
      // otherwise, and two rejections at one instant would be one round).
      t.clock.advance(60_000);
      const rejected = await admin.browser.put(`/api/organization/${id}/reject`, {
        comment: 'Bitte ergänzen.',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const from = sink.received.length;
      const res = await founder.browser.put(`/api/organization/${id}`, {
        organization: { ...data, name },
        newMembers: [],
      });
      expect(res.statusCode, res.body).toBe(200);
      return noticesSince(from).map((mail) => mail.subject);
    };
    expect(await rejectAndChange('Vergabestelle Zweite Runde 1')).toEqual(
      ADMINS.map(() => 'Organisation erneut zur Prüfung: Vergabestelle Zweite Runde 1'),
    );
    expect(await rejectAndChange('Vergabestelle Zweite Runde 2')).toEqual(
      ADMINS.map(() => 'Organisation erneut zur Prüfung: Vergabestelle Zweite Runde 2'),
    );

    const requester = await signIn(t, uniqueEmail('aenderung'), { token });
    const approvedData = organizationData('Provider', 'Anbieter Zweite Runde');
    const approved = await requester.browser.post('/api/organization', {
      organization: approvedData,
      newMembers: [],
    });
    const approvedId = approved.json<{ _id: string }>()._id;
    expect((await admin.browser.put(`/api/organization/${approvedId}/approve`, {})).statusCode).toBe(200);
    const askChange = async (name: string) => {
      const from = sink.received.length;
      const res = await requester.browser.put(`/api/organization/${approvedId}`, {
        organization: { ...approvedData, name },
        newMembers: [],
      });
      expect(res.statusCode, res.body).toBe(200);
      return {
        subjects: noticesSince(from).map((mail) => mail.subject),
        requestId: res.json<{ changeRequest: { _id: string } }>().changeRequest._id,
      };
    };
    const first = await askChange('Anbieter Zweite Runde Neu');
    expect(first.subjects).toHaveLength(ADMINS.length);
    // Edited again while it waits: the same request, no second mail.
    expect((await askChange('Anbieter Zweite Runde Neuer')).subjects).toEqual([]);
    const declined = await admin.browser.put(
      `/api/organization/${approvedId}/changeRequest/${first.requestId}/reject`,
      { comment: 'Bitte mit Nachweis.' },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const second = await askChange('Anbieter Zweite Runde Neu');
    expect(second.requestId).not.toBe(first.requestId);
    expect(second.subjects).toEqual(
      ADMINS.map(() => 'Änderung der Stammdaten zur Prüfung: Anbieter Zweite Runde'),
    );
  });

  it.each(['gold', 'practitioner'] as const)(
    'a submitted %s case study: a mail to each admin with the link to the journey where it is decided',
    async (kind) => {
      // A member of its own: the notices of one person an hour are limited (security 49), and the member above
      // caused five already.
      const author = await signIn(t, uniqueEmail(`praxis-${kind}`), {
        token: (email) =>
          signInTokenOf(
            parseMail(sink.received.filter((mail) => mail.to.includes(email)).at(-1)!.raw),
            email,
          ),
      });
      const organization = await caseStudyOrganization(t.database.db, kind, {
        name: `Praxis ${kind}`,
        earlierLevelOn: '2026-01-05',
        members: [
          { userId: author.user._id, role: 'Member' },
          { userId: await insertUser(t.database.db), role: 'Admin' },
        ],
      });
      const draft = recordOf(await create(author, kind, organization), 201);
      const from = sink.received.length;
      recordOf(await submit(author, kind, draft._id, { content: complete(), version: 1 }));

      const notices = noticesSince(from);
      expect(notices.map((mail) => mail.recipients)).toEqual(ADMINS.map((address) => [address]));
      const journey = adminJourneyPath(organization, kind === 'gold' ? 'procurement' : 'provider');
      expect(notices[0]!.subject).toBe(
        `Praxisbeispiel (${kind === 'gold' ? 'Gold' : 'Practitioner'}) eingereicht: Praxis ${kind}`,
      );
      // The link leads to the decision, not the top of the journey page.
      expect(notices[0]!.text).toContain(`${PUBLIC_URL}${journey}#${CASE_STUDY_ANCHOR}`);

      // Rejected, written anew and submitted within the hour: new work, a notice of its own (not coalesced).
      const rejected = await admin.browser.put(adminCaseStudyDecisionPath(organization, kind, 'reject'), {
        comment: 'Bitte die Ergebnisse belegen.',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const second = recordOf(await create(author, kind, organization), 201);
      const again = sink.received.length;
      recordOf(await submit(author, kind, second._id, { content: complete(' 2'), version: 1 }));
      const resubmitted = noticesSince(again);
      expect(resubmitted.map((mail) => mail.recipients)).toEqual(ADMINS.map((address) => [address]));
      // Its title tells the second attempt from the first.
      expect(notices[0]!.text).toContain('eingereicht: „Digitale Bauakte“.');
      expect(resubmitted[0]!.text).toContain('eingereicht: „Digitale Bauakte 2“.');
    },
  );

  it('200 creations and 20 edits in a row end with at most the limits’ mails (security 39)', async () => {
    const flooder = await signIn(t, uniqueEmail('flut'), {
      token: (email) =>
        signInTokenOf(parseMail(sink.received.filter((mail) => mail.to.includes(email)).at(-1)!.raw), email),
    });
    const from = sink.received.length;
    const statuses: number[] = [];
    for (let index = 0; index < 200; index++) {
      const res = await flooder.browser.post('/api/organization', {
        organization: organizationData('PublicProcurer', `Flutamt ${index}`),
        newMembers: [],
      });
      statuses.push(res.statusCode);
    }
    // Ten a day, then 429 with a German message; nothing of the refused ones is stored.
    expect(statuses.filter((status) => status === 201)).toHaveLength(DAILY_CREATIONS);
    expect(statuses.slice(DAILY_CREATIONS).every((status) => status === 429)).toBe(true);
    const refused = await flooder.browser.post('/api/organization', {
      organization: organizationData('PublicProcurer', 'Flutamt zu viel'),
      newMembers: [],
    });
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: organizationMessages.tooManyOrganizations,
    });
    expect((await flooder.browser.get('/api/user/organization')).json<unknown[]>()).toHaveLength(
      DAILY_CREATIONS,
    );
    // Five notices of one person an hour, then one digest each, then quiet (security 49).
    const flood = noticesSince(from);
    expect(flood).toHaveLength((NOTICES_PER_PERSON.max + 1) * ADMINS.length);
    const digests = flood.filter((mail) => mail.subject === 'Viele neue Aufgaben in kurzer Zeit');
    expect(digests.map((mail) => mail.recipients)).toEqual(ADMINS.map((address) => [address]));
    expect(digests[0]!.text).toContain(`${PUBLIC_URL}/admin/journeys`);

    // Twenty edits of an approved organisation's name in a row, in the next hour: one change-request notice to each
    // admin.
    const list = (await flooder.browser.get('/api/user/organization')).json<Array<{ _id: string }>>();
    const id = list[0]!._id;
    expect((await admin.browser.put(`/api/organization/${id}/approve`, {})).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    const editor = await signIn(t, flooder.user.email, {
      token: (email) =>
        signInTokenOf(parseMail(sink.received.filter((mail) => mail.to.includes(email)).at(-1)!.raw), email),
    });
    const edits = sink.received.length;
    for (let index = 0; index < 20; index++) {
      const res = await editor.browser.put(`/api/organization/${id}`, {
        organization: organizationData('PublicProcurer', `Flutamt umbenannt ${index}`),
        newMembers: [],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const notices = noticesSince(edits);
    expect(notices).toHaveLength(ADMINS.length);
    expect(notices.every((mail) => mail.subject.startsWith('Änderung der Stammdaten zur Prüfung'))).toBe(
      true,
    );
    // An hour later the next change is mailed again (the sessions of this file end with that hour: it runs last).
    t.clock.advance(60 * 60 * 1000);
    const again = await signIn(t, flooder.user.email, {
      token: (email) =>
        signInTokenOf(parseMail(sink.received.filter((mail) => mail.to.includes(email)).at(-1)!.raw), email),
    });
    const later = sink.received.length;
    await again.browser.put(`/api/organization/${id}`, {
      organization: organizationData('PublicProcurer', 'Flutamt eine Stunde später'),
      newMembers: [],
    });
    expect(noticesSince(later)).toHaveLength(ADMINS.length);
  }, 60_000);
});

describe('limits per person across accounts (security 49)', () => {
  let sink: SmtpSink;
  let t: TestContext;
  const token = (email: string) =>
    signInTokenOf(parseMail(sink.received.filter((mail) => mail.to.includes(email)).at(-1)!.raw), email);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ ADMIN_EMAILS: ADMINS.join(','), SMTP_URL: sink.url });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('deleting the account and signing up again starts no new day of creations and no new hour of notices', async () => {
    const address = uniqueEmail('neuanfang');
    const from = sink.received.length;
    const create = (who: SignedIn, index: number) =>
      who.browser.post('/api/organization', {
        organization: organizationData('PublicProcurer', `Neuanfang ${index}`),
        newMembers: [],
      });
    let person = await signIn(t, address, { token });
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      // Each round: as many creations as a day allows, then the account deleted and opened again.
      for (let index = 0; index < DAILY_CREATIONS; index++)
        statuses.push((await create(person, round * 100 + index)).statusCode);
      expect((await person.browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);
      // The same address, or with a subaddress ("+neu"), which reaches the same mailbox.
      person = await signIn(t, round % 2 === 0 ? address.replace('@', '+neu@') : address, { token });
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(DAILY_CREATIONS);
    expect(statuses.slice(DAILY_CREATIONS).every((status) => status === 429)).toBe(true);
    const toOffice = sink.received.slice(from).filter((mail) => ADMINS.includes(mail.to[0]!));
    expect(toOffice).toHaveLength((NOTICES_PER_PERSON.max + 1) * ADMINS.length);
  }, 60_000);
});

describe('admin notices switched off (ADMIN_NOTICES=off)', () => {
  let sink: SmtpSink;
  let t: TestContext;
  let member: SignedIn;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ ADMIN_EMAILS: ADMINS.join(','), SMTP_URL: sink.url, ADMIN_NOTICES: 'off' });
    member = await signIn(t, uniqueEmail('still'), {
      token: (email) =>
        signInTokenOf(parseMail(sink.received.filter((mail) => mail.to.includes(email)).at(-1)!.raw), email),
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('sends nothing to the admins for a new organisation', async () => {
    const from = sink.received.length;
    const res = await member.browser.post('/api/organization', {
      organization: organizationData('Provider', 'Stille GmbH'),
      newMembers: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(sink.received.slice(from)).toEqual([]);
  });
});
