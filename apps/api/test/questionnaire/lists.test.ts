import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeness,
  listQueryMessages,
  questionnaireListSchema,
  questionnaires as registry,
  schemasOf,
  type QuestionnaireKind,
  type QuestionnaireListItem,
} from '@cert/domain';
import { questionnaireListQuerySchema } from '@cert/domain/contracts';
import { questionnaires, users } from '../../src/db/schema';
import { pageQuery } from '../../src/modules/document/questionnaire/list';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { planOf } from '../helpers/plans';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { expectApiError, uniqueEmail } from '../organization/support';
import { kinds } from './support';

describe('questionnaire lists: GET /api/certifications/draft and …/submission', () => {
  let t: TestContext;
  let member: SignedIn;
  let procurer: string;
  let provider: string;
  let pending: string;
  let foreign: string;
  /** Ids by the name given below, in insertion order. */
  const ids = new Map<string, string>();

  const minutes = (n: number) => new Date(Date.UTC(2026, 10, 1, 8, n));

  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t, uniqueEmail('liste'));
    const db = t.database.db;
    const membership = [{ userId: member.user._id, role: 'Member' as const }];
    procurer = await insertOrganization(db, {
      data: organizationData('PublicProcurer', 'Amt Alpha'),
      members: membership,
    });
    provider = await insertOrganization(db, {
      data: organizationData('Provider', 'Beta GmbH'),
      members: membership,
    });
    pending = await insertOrganization(db, { approvalStatus: 'Pending', members: membership });
    foreign = await insertOrganization(db, { members: [{ userId: await insertUser(db), role: 'Admin' }] });

    const rows: Array<
      [string, QuestionnaireKind, string, number, 'IN_DRAFT' | 'PASSED' | 'FAILED', boolean]
    > = [
      // name, kind, organisation, minute of the last update, state, submitted
      ['office-draft', 'procurement-office', procurer, 1, 'IN_DRAFT', false],
      ['project-draft', 'procurement-project', procurer, 3, 'IN_DRAFT', false],
      ['expert-draft', 'provider-expert', provider, 2, 'IN_DRAFT', false],
      ['office-passed', 'procurement-office', procurer, 4, 'PASSED', true],
      ['office-failed', 'procurement-office', procurer, 5, 'FAILED', true],
      ['expert-submitted', 'provider-expert', provider, 6, 'IN_DRAFT', true],
      ['pending-draft', 'procurement-office', pending, 7, 'IN_DRAFT', false],
      ['foreign-draft', 'procurement-office', foreign, 8, 'IN_DRAFT', false],
      ['foreign-submitted', 'procurement-office', foreign, 9, 'PASSED', true],
    ];
    for (const [name, kind, organizationId, minute, state, submitted] of rows) {
      const [row] = await db
        .insert(questionnaires)
        .values({
          kind,
          organizationId,
          answers: {},
          state,
          createdAt: minutes(20 - minute),
          updatedAt: minutes(minute),
          submittedAt: submitted ? minutes(minute) : null,
        })
        .returning({ id: questionnaires.id });
      ids.set(name, row!.id);
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const list = async (path: 'draft' | 'submission', query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    const res = await member.browser.get(`/api/certifications/${path}${search ? `?${search}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return questionnaireListSchema.parse(res.json());
  };
  const names = (docs: QuestionnaireListItem[]) =>
    docs.map((doc) => [...ids].find(([, id]) => id === doc._id)?.[0] ?? doc._id);

  it("lists the drafts of the user's approved organisations only, newest update first", async () => {
    const page = await list('draft');
    expect(names(page.docs)).toEqual(['project-draft', 'expert-draft', 'office-draft']);
    expect(page).toMatchObject({ page: 1, totalDocs: 3, totalPages: 1, limit: 10, hasNextPage: false });
    expect(page.docs[0]).toEqual({
      _id: ids.get('project-draft'),
      kind: 'procurement-project',
      title: registry['procurement-project'].title,
      version: 1,
      meta: { state: 'IN_DRAFT', stateUpdatedAt: expect.any(String), organization: procurer },
      organizationName: 'Amt Alpha',
      createdAt: minutes(17).toISOString(),
      updatedAt: minutes(3).toISOString(),
      submittedAt: null,
      // Nothing answered yet: as many answers asked as its header counts for empty answers.
      progress: {
        complete: 0,
        total: completeness(registry['procurement-project'].definition, {}).total,
      },
      // Saved by no one known (inserted directly): said as unknown, not left out.
      updatedBy: null,
    });
    expect(page.docs[0]!.progress!.total).toBeGreaterThan(0);
  });

  it('names who saved a draft last, so that two drafts of one questionnaire can be told apart', async () => {
    const db = t.database.db;
    const saver = await insertUser(db, uniqueEmail('speichernde'));
    await db.update(users).set({ firstName: 'Erika', lastName: 'Muster' }).where(eq(users.id, saver));
    await db
      .update(questionnaires)
      .set({ updatedBy: saver })
      .where(eq(questionnaires.id, ids.get('office-draft')!));
    const page = await list('draft');
    expect(page.docs.find((doc) => doc._id === ids.get('office-draft'))?.updatedBy).toEqual({
      id: saver,
      name: 'Erika Muster',
    });
    expect((await list('submission')).docs.every((doc) => doc.updatedBy === undefined)).toBe(true);
  });

  it('lists the submitted ones in the other list', async () => {
    const page = await list('submission');
    expect(names(page.docs)).toEqual(['expert-submitted', 'office-failed', 'office-passed']);
    expect(page.docs.every((doc) => doc.submittedAt !== null)).toBe(true);
    expect(page.docs.every((doc) => doc.progress === undefined)).toBe(true);
  });

  it('pages with a total order', async () => {
    const first = await list('draft', { pageSize: '2' });
    const second = await list('draft', { pageSize: '2', page: '2' });
    expect(names(first.docs)).toEqual(['project-draft', 'expert-draft']);
    expect(names(second.docs)).toEqual(['office-draft']);
    expect(first).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true, nextPage: 2 });
    expect(second).toMatchObject({ totalDocs: 3, hasPrevPage: true, prevPage: 1, pagingCounter: 3 });
    const beyond = await list('draft', { pageSize: '2', page: '5' });
    expect(beyond).toMatchObject({ docs: [], totalDocs: 3, totalPages: 2 });
  });

  it('sorts by updatedAt, createdAt, submittedAt and kind', async () => {
    expect(names((await list('draft', { sort: 'updatedAt' })).docs)).toEqual([
      'office-draft',
      'expert-draft',
      'project-draft',
    ]);
    expect(names((await list('draft', { sort: '-createdAt' })).docs)).toEqual([
      'office-draft',
      'expert-draft',
      'project-draft',
    ]);
    expect(names((await list('submission', { sort: 'submittedAt' })).docs)).toEqual([
      'office-passed',
      'office-failed',
      'expert-submitted',
    ]);
    expect(names((await list('draft', { sort: 'kind,-updatedAt' })).docs)).toEqual([
      'office-draft',
      'project-draft',
      'expert-draft',
    ]);
  });

  it('filters by kind, meta.state and organisation', async () => {
    expect(names((await list('draft', { 'filter.kind': 'provider-expert' })).docs)).toEqual(['expert-draft']);
    expect(names((await list('submission', { 'filter.meta.state': 'PASSED' })).docs)).toEqual([
      'office-passed',
    ]);
    expect(names((await list('draft', { 'filter.organization': procurer })).docs)).toEqual([
      'project-draft',
      'office-draft',
    ]);
    expect(
      names(
        (await list('submission', { 'filter.organization': provider, 'filter.kind': 'provider-expert' }))
          .docs,
      ),
    ).toEqual(['expert-submitted']);
  });

  it("searches by the organisation's name, case-insensitive, its wildcards taken as text", async () => {
    expect(names((await list('draft', { 'search.organizationName': 'alph' })).docs)).toEqual([
      'project-draft',
      'office-draft',
    ]);
    expect(names((await list('submission', { 'search.organizationName': 'BETA' })).docs)).toEqual([
      'expert-submitted',
    ]);
    expect((await list('draft', { 'search.organizationName': '%' })).docs).toEqual([]);
    // Nobody else's organisation is found by its name either.
    expect(
      (await list('draft', { 'search.organizationName': 'Amt' })).docs.every(
        (doc) => doc.organizationName === 'Amt Alpha',
      ),
    ).toBe(true);
  });

  it("answers an empty list for an organisation of someone else's or one not approved", async () => {
    for (const organization of [foreign, pending, '00000000-0000-4000-8000-000000000000']) {
      expect(await list('draft', { 'filter.organization': organization })).toMatchObject({
        docs: [],
        totalDocs: 0,
      });
      expect(await list('submission', { 'filter.organization': organization })).toMatchObject({ docs: [] });
    }
  });

  it('refuses unknown parameters and bad values with 400 at that parameter', async () => {
    for (const [key, value] of [
      ['filter.organization', 'keine-uuid'],
      ['filter.kind', 'workshop'],
      ['filter.meta.state', 'IN_REVIEW'],
      ['sort', 'answers'],
      ['filter.organizationId', procurer],
      ['search.title', 'Beschaffung'],
      ['pageSize', '1000'],
    ] as const) {
      const res = await member.browser.get(
        `/api/certifications/draft?${new URLSearchParams({ [key]: value })}`,
      );
      const error = expectApiError(res, 400);
      expect(error.fields?.[0]?.path, key).toBe(`querystring.${key}`);
      expect(
        Object.values(listQueryMessages).some(
          (message) => typeof message === 'function' || message === error.fields?.[0]?.message,
        ),
      ).toBe(true);
    }
  });

  it('shows nothing to a user without organisations and 401 to anonymous visitors', async () => {
    const loner = await signIn(t, uniqueEmail('allein'));
    const res = await loner.browser.get('/api/certifications/draft');
    expect(questionnaireListSchema.parse(res.json())).toMatchObject({ docs: [], totalDocs: 0 });
    expectApiError(await new TestBrowser(t.app).get('/api/certifications/submission'), 401);
  });

  it('answers both lists from the organisation index (no scan of the questionnaires)', async () => {
    await t.database.db.execute(sql`
      insert into questionnaires (kind, organization_id, answers, updated_at)
      select 'procurement-office', ${foreign}, '{}'::jsonb, now() - i * interval '1 minute'
      from generate_series(1, 5000) as i`);
    await t.database.db.execute(sql`analyze questionnaires`);
    expect(names((await list('draft')).docs)).toHaveLength(3);
    for (const path of ['draft', 'submission'] as const) {
      const query = pageQuery(t.database.db, member.user._id, path, questionnaireListQuerySchema.parse({}));
      const plan = await planOf(t.database.db, query);
      expect(plan, plan).toContain('questionnaires_organization_idx');
      expect(plan, plan).not.toMatch(/Seq Scan on questionnaires/);
    }
  });
});

describe('GET /api/questionnaires/{kind}/schema', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it.each(kinds)('serves the JSON Schema of %s to anyone, cacheable with an ETag', async (kind) => {
    const browser = new TestBrowser(t.app);
    const res = await browser.get(`/api/questionnaires/${kind}/schema`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual(schemasOf(kind).jsonSchema);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await browser.get(`/api/questionnaires/${kind}/schema`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for an unknown kind', async () => {
    for (const kind of ['workshop', 'constructor', '__proto__', 'PROCUREMENT-OFFICE']) {
      expectApiError(await new TestBrowser(t.app).get(`/api/questionnaires/${kind}/schema`), 404);
    }
  });
});
