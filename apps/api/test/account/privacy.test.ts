import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAGIC_LINK_TTL_MINUTES,
  personalDataSchema,
  privacyMessages,
  type Invitation,
  type PersonalData,
} from '@cert/domain';
import { adminCaseStudyDecisionPath } from '../helpers/case-study-paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  caseStudies,
  invitations,
  journeyRequests,
  magicLinkTokens,
  memberships,
  organizationChangeRequests,
  organizations,
  questionnaires,
  sessions,
  users,
} from '../../src/db/schema';
import { defaultAuthSettings } from '../../src/modules/account/settings';
import {
  complete as completeCaseStudy,
  completeEarlierLevel,
  create as createCaseStudy,
  recordOf as caseStudyOf,
  submit as submitCaseStudy,
} from '../case-study/support';
import { uploadReport } from '../helpers/arranged-journeys';
import { appWithAdmin } from '../helpers/admin-app';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { minimalPdf } from '../helpers/pdf-files';
import { organizationOf, uniqueEmail } from '../organization/support';
import {
  complete as completeAnswers,
  createDraft,
  recordOf as questionnaireOf,
  submit as submitQuestionnaire,
} from '../questionnaire/support';

const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.org`;

describe('personal data: download and account deletion', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('downloads everything stored about the user as a JSON attachment, without tokens', async () => {
    const address = email('daten');
    const { browser, user } = await signIn(t, address);
    await browser.put('/api/user/me', { firstName: 'Jürgen', lastName: 'Weiß', phoneNumber: '030 123456' });
    const organization = await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer', 'Stadt Görlitz'),
      members: [{ userId: user._id, role: 'Admin' }],
    });
    await t.database.db.insert(invitations).values({
      organizationId: organization,
      email: address,
      role: 'Member',
    });

    const response = await browser.get('/api/user/me/data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Meine Daten Zertifizierungsplattform \d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = personalDataSchema.parse(response.json());
    expect(data.user).toMatchObject({ email: address, firstName: 'Jürgen', lastName: 'Weiß' });
    expect(data.memberships).toEqual([
      expect.objectContaining({ organization, organizationName: 'Stadt Görlitz', role: 'Admin' }),
    ]);
    expect(data.invitationsReceived).toEqual([
      expect.objectContaining({ organization, organizationName: 'Stadt Görlitz', role: 'Member' }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.signInLinks).toHaveLength(1);
    expect(data.signInLinks[0]!.consumedAt).not.toBeNull();
    // Only hashes of tokens are stored, and not even those leave.
    const [link] = await t.database.db
      .select({ hash: magicLinkTokens.tokenHash })
      .from(magicLinkTokens)
      .where(eq(magicLinkTokens.email, address));
    expect(response.body).not.toContain(link!.hash);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/me/data' });
    expect(response.statusCode).toBe(401);
  });

  it('deletes the account: profile, sessions, memberships, links and invitations go; organisation and records stay', async () => {
    const address = email('loeschen');
    const { browser, user } = await signIn(t, address);
    const colleague = await insertUser(t.database.db);
    const organization = await insertOrganization(t.database.db, {
      members: [
        { userId: user._id, role: 'Admin' },
        { userId: colleague, role: 'Admin' },
      ],
    });
    const other = await insertOrganization(t.database.db, {
      invitations: [{ email: address, role: 'Member' }],
    });
    await t.database.db.insert(questionnaires).values({
      kind: 'procurement-office',
      organizationId: organization,
      answers: {},
      createdBy: user._id,
    });

    const response = await browser.request('DELETE', '/api/user/me');
    expect(response.statusCode).toBe(204);
    // The browser's session cookies are cleared, and the old session no longer counts.
    expect(response.headers['set-cookie']).toBeDefined();
    expect((await browser.get('/api/user/me')).statusCode).toBe(401);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user._id))).toEqual([]);
    expect(await db.select().from(memberships).where(eq(memberships.userId, user._id))).toEqual([]);
    expect(await db.select().from(magicLinkTokens).where(eq(magicLinkTokens.email, address))).toEqual([]);
    expect(await db.select().from(invitations).where(eq(invitations.organizationId, other))).toEqual([]);
    const [kept] = await db.select().from(organizations).where(eq(organizations.id, organization));
    expect(kept).toBeDefined();
    const [record] = await db
      .select({ createdBy: questionnaires.createdBy })
      .from(questionnaires)
      .where(eq(questionnaires.organizationId, organization));
    expect(record).toEqual({ createdBy: null });
    expect(await db.select().from(memberships).where(eq(memberships.userId, colleague))).toHaveLength(1);
  });

  it('refuses while the user is the only admin of an organisation with other members, and keeps everything', async () => {
    const { browser, user } = await signIn(t, email('letzte-admin'));
    const member = await insertUser(t.database.db);
    const name = `Landkreis ${randomUUID().slice(0, 6)}`;
    await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer', name),
      members: [
        { userId: user._id, role: 'Admin' },
        { userId: member, role: 'Member' },
      ],
    });

    const response = await browser.request('DELETE', '/api/user/me');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: privacyMessages.lastAdmin(name) });
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(memberships).where(eq(memberships.userId, user._id)),
    ).toHaveLength(1);
  });

  it('lets the only member of an organisation go; the organisation stays without members', async () => {
    const { browser, user } = await signIn(t, email('allein'));
    const organization = await insertOrganization(t.database.db, {
      members: [{ userId: user._id, role: 'Admin' }],
    });
    expect((await browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);
    const [kept] = await t.database.db.select().from(organizations).where(eq(organizations.id, organization));
    expect(kept).toBeDefined();
  });

  it('refuses deletion without the CSRF header', async () => {
    const { browser } = await signIn(t, email('csrf'));
    expect((await browser.request('DELETE', '/api/user/me', { csrf: false })).statusCode).toBe(403);
    expect((await browser.get('/api/user/me')).statusCode).toBe(200);
  });
});

/**
 * The download of the signed-in user: 200, the contract, and no key the contract does not name, at any level
 * (zod 4 has no deep strict mode; the response serializer strips unknown keys today, this holds if it stops).
 */
async function download(who: SignedIn): Promise<PersonalData> {
  const response = await who.browser.get('/api/user/me/data');
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Record<string, unknown>;
  const shape = personalDataSchema.shape;
  expect(Object.keys(body).sort()).toEqual(Object.keys(shape).sort());
  for (const [section, schema] of Object.entries(shape)) {
    const entries = schema instanceof z.ZodArray ? (body[section] as unknown[]) : [body[section]];
    const entrySchema = schema instanceof z.ZodArray ? schema.element : schema;
    if (!(entrySchema instanceof z.ZodObject)) continue;
    const keys = Object.keys(entrySchema.shape).sort();
    for (const entry of entries) expect(Object.keys(entry as object).sort(), section).toEqual(keys);
  }
  return personalDataSchema.parse(body);
}

const okOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe("personal data: every section, filled through the API, and only the user's own", () => {
  const ADMIN = 'datenschutz-admin@programm.example';
  const OTHER_ADMIN = 'zweite-admin@programm.example';
  let t: TestContext;
  let admin: SignedIn;
  let otherAdmin: SignedIn;
  let person: SignedIn;
  let colleague: SignedIn;
  const tag = randomUUID().slice(0, 6);
  const names = { city: `Stadt Musterhausen ${tag}`, company: `Sensorik GmbH ${tag}` };
  const ids = {} as Record<
    | 'city'
    | 'company'
    | 'submitted'
    | 'draft'
    | 'colleagueDraft'
    | 'rejectedCaseStudy'
    | 'acceptedCaseStudy'
    | 'request'
    | 'report',
    string
  >;
  /** When each step happened: the fake clock moves ten seconds before each (all within the access token's life). */
  const at = {} as Record<
    | 'signIn'
    | 'city'
    | 'company'
    | 'approval'
    | 'changeRequest'
    | 'changeRequestReview'
    | 'submittedCreated'
    | 'submitted'
    | 'draft'
    | 'rejectedCaseStudy'
    | 'caseStudyRejected'
    | 'acceptedCaseStudy'
    | 'caseStudyAccepted'
    | 'request'
    | 'reportUploaded',
    string
  >;
  const tick = () => {
    t.clock.advance(10_000);
    return t.clock.now().toISOString();
  };
  const later = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN, { ADMIN_EMAILS: `${ADMIN},${OTHER_ADMIN}` }));
    at.signIn = t.clock.now().toISOString();
    otherAdmin = await signIn(t, OTHER_ADMIN);
    person = await signIn(t, uniqueEmail('daten'));
    colleague = await signIn(t, uniqueEmail('kollegin'));
    okOf(
      await person.browser.put('/api/user/me', {
        firstName: 'Jürgen',
        lastName: 'Weiß',
        phoneNumber: '030 1',
      }),
    );

    // The user founds the city and invites two; the colleague accepts (the invitation is gone), one stays open.
    at.city = tick();
    ids.city = organizationOf(
      await person.browser.post('/api/organization', {
        organization: organizationData('PublicProcurer', names.city),
        newMembers: [
          { email: colleague.user.email, role: 'Admin' },
          { email: uniqueEmail('offen'), role: 'Member' },
        ],
      }),
      201,
    )._id;
    const [invitation] = okOf(await colleague.browser.get('/api/user/invitations')).json() as Invitation[];
    okOf(await colleague.browser.put(`/api/user/invitations/${invitation!._id}/accept`));

    // The colleague founds a company and invites the user and a stranger.
    at.company = tick();
    ids.company = organizationOf(
      await colleague.browser.post('/api/organization', {
        organization: organizationData('Provider', names.company),
        newMembers: [
          { email: person.user.email, role: 'Member' },
          { email: uniqueEmail('fremd'), role: 'Member' },
        ],
      }),
      201,
    )._id;

    at.approval = tick();
    organizationOf(
      await admin.browser.put(`/api/organization/${ids.city}/approve`, {
        comment: 'Unterlagen vollständig.',
      }),
    );
    organizationOf(
      await otherAdmin.browser.put(`/api/organization/${ids.company}/reject`, {
        comment: 'Angaben unvollständig.',
      }),
    );

    at.changeRequest = tick();
    const requested = organizationOf(
      await person.browser.put(`/api/organization/${ids.city}`, {
        organization: organizationData('PublicProcurer', `${names.city} (neu)`),
        newMembers: [],
      }),
    );
    at.changeRequestReview = tick();
    organizationOf(
      await admin.browser.put(
        `/api/organization/${ids.city}/changeRequest/${requested.changeRequest!._id}/reject`,
        {
          comment: 'Bitte den Namen wie im Register.',
        },
      ),
    );

    at.submittedCreated = tick();
    ids.submitted = questionnaireOf(await createDraft(person, 'procurement-office', ids.city), 201)._id;
    at.submitted = tick();
    questionnaireOf(
      await submitQuestionnaire(person, 'procurement-office', ids.submitted, {
        ...completeAnswers('procurement-office'),
        version: 1,
      }),
    );
    at.draft = tick();
    ids.draft = questionnaireOf(await createDraft(person, 'procurement-project', ids.city), 201)._id;
    ids.colleagueDraft = questionnaireOf(
      await createDraft(colleague, 'procurement-office', ids.city),
      201,
    )._id;

    // Gold opens four weeks after the office workshop, which only platform admins record: written directly.
    await completeEarlierLevel(t.database.db, ids.city, 'gold', '2026-09-01');
    const submittedCaseStudy = async () => {
      const draft = caseStudyOf(await createCaseStudy(person, 'gold', ids.city), 201);
      caseStudyOf(
        await submitCaseStudy(person, 'gold', draft._id, { content: completeCaseStudy(), version: 1 }),
      );
      return draft._id;
    };
    at.rejectedCaseStudy = tick();
    ids.rejectedCaseStudy = await submittedCaseStudy();
    at.caseStudyRejected = tick();
    caseStudyOf(
      await otherAdmin.browser.put(adminCaseStudyDecisionPath(ids.city, 'gold', 'reject'), {
        comment: 'Die Ergebnisse fehlen.',
      }),
    );
    at.acceptedCaseStudy = tick();
    ids.acceptedCaseStudy = await submittedCaseStudy();
    at.caseStudyAccepted = tick();
    caseStudyOf(
      await admin.browser.put(adminCaseStudyDecisionPath(ids.city, 'gold', 'accept'), {
        comment: 'Sehr anschaulich.',
      }),
    );

    // A workshop request with the person's note (its rules are requests.test.ts's): written directly.
    at.request = tick();
    const [request] = await t.database.db
      .insert(journeyRequests)
      .values({
        organizationId: ids.city,
        kind: 'workshop',
        branch: 'project',
        note: 'Dienstags passt es.',
        requestedBy: person.user._id,
        createdAt: new Date(at.request),
      })
      .returning({ id: journeyRequests.id });
    ids.request = request!.id;

    at.reportUploaded = tick();
    const uploaded = await uploadReport(admin.browser, minimalPdf(), 'Bericht Workshop.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    ids.report = (uploaded.json() as { reportRef: string }).reportRef;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const sessionOf = (signedInAt: string) => [
    {
      createdAt: signedInAt,
      expiresAt: later(signedInAt, defaultAuthSettings.sessionTtlMs),
      revokedAt: null,
    },
  ];
  const signInLinkOf = (signedInAt: string) => [
    {
      createdAt: signedInAt,
      expiresAt: later(signedInAt, MAGIC_LINK_TTL_MINUTES * 60_000),
      consumedAt: signedInAt,
    },
  ];

  it("the user's download holds every section with its values and nothing of the colleague's", async () => {
    const data = await download(person);
    expect(data).toEqual({
      exportedAt: t.clock.now().toISOString(),
      user: {
        _id: person.user._id,
        email: person.user.email,
        roles: ['User'],
        firstName: 'Jürgen',
        lastName: 'Weiß',
        phoneNumber: '030 1',
        createdAt: at.signIn,
        updatedAt: at.signIn,
      },
      memberships: [{ organization: ids.city, organizationName: names.city, role: 'Admin', since: at.city }],
      invitationsReceived: [
        { organization: ids.company, organizationName: names.company, role: 'Member', createdAt: at.company },
      ],
      // The colleague's accepted invitation is gone; the colleague's own invitations are not the user's.
      invitationsSent: [
        { organization: ids.city, organizationName: names.city, role: 'Member', createdAt: at.city },
      ],
      sessions: sessionOf(at.signIn),
      signInLinks: signInLinkOf(at.signIn),
      // The company the colleague founded is not the user's.
      organizationsCreated: [{ organization: ids.city, organizationName: names.city, createdAt: at.city }],
      // The colleague's draft in the same organisation is not the user's.
      questionnairesCreated: [
        {
          _id: ids.submitted,
          kind: 'procurement-office',
          organization: ids.city,
          createdAt: at.submittedCreated,
          submittedAt: at.submitted,
        },
        {
          _id: ids.draft,
          kind: 'procurement-project',
          organization: ids.city,
          createdAt: at.draft,
          submittedAt: null,
        },
      ],
      caseStudiesCreated: [
        {
          _id: ids.rejectedCaseStudy,
          kind: 'gold',
          organization: ids.city,
          state: 'REJECTED',
          createdAt: at.rejectedCaseStudy,
        },
        {
          _id: ids.acceptedCaseStudy,
          kind: 'gold',
          organization: ids.city,
          state: 'ACCEPTED',
          createdAt: at.acceptedCaseStudy,
        },
      ],
      changeRequests: [{ organization: ids.city, status: 'Rejected', requestedAt: at.changeRequest }],
      requestsMade: [
        {
          _id: ids.request,
          kind: 'workshop',
          organization: ids.city,
          note: 'Dienstags passt es.',
          state: 'open',
          createdAt: at.request,
        },
      ],
      workshopReportsUploaded: [],
      adminDecisions: [],
    });
  });

  it("the colleague's download holds the colleague's records, none of the user's", async () => {
    const data = await download(colleague);
    expect(data.memberships).toEqual([
      { organization: ids.city, organizationName: names.city, role: 'Admin', since: at.city },
      { organization: ids.company, organizationName: names.company, role: 'Admin', since: at.company },
    ]);
    expect(data.invitationsReceived).toEqual([]);
    expect(data.invitationsSent).toEqual([
      { organization: ids.company, organizationName: names.company, role: 'Member', createdAt: at.company },
      { organization: ids.company, organizationName: names.company, role: 'Member', createdAt: at.company },
    ]);
    expect(data.questionnairesCreated).toEqual([
      {
        _id: ids.colleagueDraft,
        kind: 'procurement-office',
        organization: ids.city,
        createdAt: at.draft,
        submittedAt: null,
      },
    ]);
    expect(data.organizationsCreated).toEqual([
      { organization: ids.company, organizationName: names.company, createdAt: at.company },
    ]);
    expect(data.caseStudiesCreated).toEqual([]);
    expect(data.changeRequests).toEqual([]);
    expect(data.requestsMade).toEqual([]);
    expect(data.workshopReportsUploaded).toEqual([]);
    expect(data.adminDecisions).toEqual([]);
  });

  it("each platform admin's download holds their own decisions with the comments, oldest first", async () => {
    const mine = await download(admin);
    expect(mine.user).toMatchObject({ _id: admin.user._id, email: ADMIN, roles: ['User', 'Admin'] });
    expect(mine.adminDecisions).toEqual([
      {
        action: 'organization.approved',
        organization: ids.city,
        comment: 'Unterlagen vollständig.',
        createdAt: at.approval,
      },
      {
        action: 'change-request.rejected',
        organization: ids.city,
        comment: 'Bitte den Namen wie im Register.',
        createdAt: at.changeRequestReview,
      },
      {
        action: 'case-study.accepted',
        organization: ids.city,
        comment: 'Sehr anschaulich.',
        createdAt: at.caseStudyAccepted,
      },
    ]);
    expect(mine.sessions).toEqual(sessionOf(at.signIn));
    expect(mine.workshopReportsUploaded).toEqual([
      {
        _id: ids.report,
        organization: null,
        fileName: 'Bericht Workshop.pdf',
        size: minimalPdf().length,
        createdAt: at.reportUploaded,
      },
    ]);
    for (const section of [
      'memberships',
      'organizationsCreated',
      'invitationsReceived',
      'invitationsSent',
      'questionnairesCreated',
      'caseStudiesCreated',
      'changeRequests',
      'requestsMade',
    ] as const) {
      expect(mine[section], section).toEqual([]);
    }

    const others = await download(otherAdmin);
    expect(others.workshopReportsUploaded).toEqual([]);
    expect(others.adminDecisions).toEqual([
      {
        action: 'organization.rejected',
        organization: ids.company,
        comment: 'Angaben unvollständig.',
        createdAt: at.approval,
      },
      {
        action: 'case-study.rejected',
        organization: ids.city,
        comment: 'Die Ergebnisse fehlen.',
        createdAt: at.caseStudyRejected,
      },
    ]);
  });

  it('deleting the accounts keeps the records they made, with the reference to them empty', async () => {
    const db = t.database.db;
    expect((await person.browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);
    expect((await admin.browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);

    const [questionnaire] = await db
      .select({ createdBy: questionnaires.createdBy, submittedAt: questionnaires.submittedAt })
      .from(questionnaires)
      .where(eq(questionnaires.id, ids.submitted));
    expect(questionnaire).toEqual({ createdBy: null, submittedAt: new Date(at.submitted) });
    const [caseStudy] = await db
      .select({
        createdBy: caseStudies.createdBy,
        reviewedBy: caseStudies.reviewedBy,
        state: caseStudies.state,
      })
      .from(caseStudies)
      .where(eq(caseStudies.id, ids.acceptedCaseStudy));
    expect(caseStudy).toEqual({ createdBy: null, reviewedBy: null, state: 'ACCEPTED' });
    const [request] = await db
      .select({
        requestedBy: organizationChangeRequests.requestedBy,
        reviewedBy: organizationChangeRequests.reviewedBy,
      })
      .from(organizationChangeRequests)
      .where(eq(organizationChangeRequests.organizationId, ids.city));
    expect(request).toEqual({ requestedBy: null, reviewedBy: null });
    const [city] = await db
      .select({ createdBy: organizations.createdBy, reviewedBy: organizations.reviewedBy })
      .from(organizations)
      .where(eq(organizations.id, ids.city));
    expect(city).toEqual({ createdBy: null, reviewedBy: null });

    // The audit trail keeps what was decided, not by whom; the other admin's entry keeps its actor.
    const audit = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId, comment: auditLog.comment })
      .from(auditLog)
      .where(eq(auditLog.organizationId, ids.city))
      .orderBy(auditLog.createdAt);
    expect(audit).toEqual([
      { action: 'case-study.rejected', actorId: otherAdmin.user._id, comment: 'Die Ergebnisse fehlen.' },
      { action: 'case-study.accepted', actorId: null, comment: 'Sehr anschaulich.' },
    ]);
    // The colleague's records stay the colleague's.
    expect((await download(colleague)).questionnairesCreated.map((row) => row._id)).toEqual([
      ids.colleagueDraft,
    ]);
  });
});
