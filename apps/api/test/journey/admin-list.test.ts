import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminJourneyListSchema,
  listQueryMessages,
  type AdminJourneyListItem,
  type Paginated,
} from '@cert/domain';
import { journeys, organizations } from '../../src/db/schema';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, TestBrowser } from '../helpers/browser';
import { ADMIN, arrangeOrganization } from '../helpers/arranged-journeys';

type List = Paginated<AdminJourneyListItem>;

describe('admin journey lists', () => {
  let t: TestContext;
  let admin: TestBrowser;
  let user: TestBrowser;

  beforeAll(async () => {
    ({
      t,
      admin: { browser: admin },
    } = await appWithAdmin(ADMIN));
    user = (await signIn(t, 'pfadliste-nutzerin@example.de')).browser;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  async function list(query: string, path = '/api/admin/journeys'): Promise<List> {
    const res = await admin.get(`${path}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return adminJourneyListSchema.parse(res.json());
  }

  const names = (page: List) => page.docs.map((doc) => doc.organizationName);

  /** A journey with the given derived columns set directly (the list reads them; the rules are tested elsewhere). */
  async function journeyOf(
    name: string,
    type: 'PublicProcurer' | 'Provider',
    columns: Partial<typeof journeys.$inferInsert> & { lastActivityAt: Date },
  ) {
    const org = await arrangeOrganization(t, type, { name });
    await t.database.db.update(journeys).set(columns).where(eq(journeys.organizationId, org.id));
    return org;
  }

  beforeAll(async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
    await journeyOf('Listenamt Nord', 'PublicProcurer', {
      progress: 'bronze',
      openTask: 'workshop-due',
      lastActivityAt: at(1),
    });
    await journeyOf('listenamt Süd', 'PublicProcurer', { progress: 'silver', lastActivityAt: at(4) });
    await journeyOf('Listenamt West', 'PublicProcurer', {
      progress: 'bronze',
      status: 'postponed',
      statusComment: 'Auf Wunsch',
      lastActivityAt: at(2),
    });
    await journeyOf('Listenfirma Eins', 'Provider', {
      progress: 'professional',
      openTask: 'records-due',
      nextOpensAt: '2026-12-19',
      nextOpensLevels: ['practitioner'],
      lastActivityAt: at(3),
    });
    await journeyOf('Listenfirma Zwei', 'Provider', {
      progress: 'practitioner',
      status: 'closed',
      lastActivityAt: at(5),
    });
  }, SETUP_TIMEOUT_MS);

  it('answers 401 to anonymous callers and 403 to signed-in non-admins', async () => {
    for (const path of ['/api/admin/journeys', '/api/admin/journeys/tasks']) {
      expect((await new TestBrowser(t.app).get(path)).statusCode).toBe(401);
      const forbidden = await user.get(path);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it('lists journeys with the organisation name, newest activity first by default', async () => {
    const page = await list('?filter.name._regex_=^listen');
    expect(names(page)).toEqual([
      'Listenfirma Zwei',
      'listenamt Süd',
      'Listenfirma Eins',
      'Listenamt West',
      'Listenamt Nord',
    ]);
    expect(page).toMatchObject({ totalDocs: 5, page: 1, limit: 10, totalPages: 1, hasNextPage: false });
    expect(page.docs[2]).toMatchObject({
      pathType: 'provider',
      progress: 'professional',
      status: 'active',
      openTask: 'records-due',
      nextOpensAt: '2026-12-19',
      nextOpensLevels: ['practitioner'],
      lastActivityAt: '2026-11-01T09:03:00.000Z',
    });
  });

  it('sorts by activity and by name in both directions (case-insensitive)', async () => {
    const q = '?filter.name._regex_=^listen';
    expect(names(await list(`${q}&sortOrder=activity-asc`))).toEqual([
      'Listenamt Nord',
      'Listenamt West',
      'Listenfirma Eins',
      'listenamt Süd',
      'Listenfirma Zwei',
    ]);
    expect(names(await list(`${q}&sortOrder=name-asc`))).toEqual([
      'Listenamt Nord',
      'listenamt Süd',
      'Listenamt West',
      'Listenfirma Eins',
      'Listenfirma Zwei',
    ]);
    expect(names(await list(`${q}&sortOrder=name-desc`))).toEqual([
      'Listenfirma Zwei',
      'Listenfirma Eins',
      'Listenamt West',
      'listenamt Süd',
      'Listenamt Nord',
    ]);
  });

  it('filters by pathType, pathProgress and statusFilter, combined with the name pattern', async () => {
    const q = '?filter.name._regex_=^listen&sortOrder=name-asc';
    expect(names(await list(`${q}&pathType=provider`))).toEqual(['Listenfirma Eins', 'Listenfirma Zwei']);
    expect(names(await list(`${q}&pathType=procurement&pathProgress=bronze`))).toEqual([
      'Listenamt Nord',
      'Listenamt West',
    ]);
    expect(names(await list(`${q}&statusFilter=postponed`))).toEqual(['Listenamt West']);
    expect(names(await list(`${q}&statusFilter=closed&pathType=provider`))).toEqual(['Listenfirma Zwei']);
    expect(names(await list(`${q}&pathType=procurement&pathProgress=expert`))).toEqual([]);
    expect(names(await list(`?filter.name._regex_=${encodeURIComponent('s[üu]d$')}`))).toEqual([
      'listenamt Süd',
    ]);
    expect(
      names(
        await list(
          `?filter.name._regex_=${encodeURIComponent('^listen(amt nord|firma eins)$')}&sortOrder=name-asc`,
        ),
      ),
    ).toEqual(['Listenamt Nord', 'Listenfirma Eins']);
  });

  it('search.name finds names containing the text, case-insensitive; % and _ are plain characters', async () => {
    await journeyOf('Amt für 100% Vergabe_Nord', 'PublicProcurer', {
      progress: 'none',
      lastActivityAt: new Date(Date.UTC(2026, 10, 1, 8)),
    });
    expect(names(await list(`?search.name=${encodeURIComponent('AMT S')}`))).toEqual(['listenamt Süd']);
    expect(names(await list(`?search.name=firma&sortOrder=name-asc`))).toEqual([
      'Listenfirma Eins',
      'Listenfirma Zwei',
    ]);
    expect(names(await list(`?search.name=${encodeURIComponent('100%')}`))).toEqual([
      'Amt für 100% Vergabe_Nord',
    ]);
    expect(names(await list(`?search.name=${encodeURIComponent('e_n')}`))).toEqual([
      'Amt für 100% Vergabe_Nord',
    ]);
    // Without escaping, % and _ would match anything: "Listen%" finds none of the "Listen…" names.
    expect(names(await list(`?search.name=${encodeURIComponent('Listen%')}`))).toEqual([]);
    expect(names(await list(`?search.name=firma&pathType=provider&statusFilter=closed`))).toEqual([
      'Listenfirma Zwei',
    ]);
    // A NUL cannot reach the database: 400 at the key, never 500.
    const nul = await admin.get(`/api/admin/journeys?search.name=${encodeURIComponent('a\u0000b')}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      fields: [expect.objectContaining({ path: 'querystring.search.name' })],
    });
    const tooLong = await admin.get(`/api/admin/journeys?search.name=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      fields: [expect.objectContaining({ path: 'querystring.search.name' })],
    });
  });

  it('tasks lists only active journeys with an open task', async () => {
    const tasks = await list('?filter.name._regex_=^listen&sortOrder=name-asc', '/api/admin/journeys/tasks');
    expect(names(tasks)).toEqual(['Listenamt Nord', 'Listenfirma Eins']);
    expect(tasks.docs.map((doc) => doc.openTask)).toEqual(['workshop-due', 'records-due']);
    const providerTasks = await list(
      '?filter.name._regex_=^listen&pathType=provider',
      '/api/admin/journeys/tasks',
    );
    expect(names(providerTasks)).toEqual(['Listenfirma Eins']);
  });

  it('pages with the spec paging fields and a stable order', async () => {
    const q = '?filter.name._regex_=^listen&sortOrder=name-asc&pageSize=2';
    const first = await list(q);
    expect(first).toMatchObject({
      page: 1,
      totalDocs: 5,
      totalPages: 3,
      hasNextPage: true,
      nextPage: 2,
      hasPrevPage: false,
      prevPage: null,
      pagingCounter: 1,
      limit: 2,
    });
    const second = await list(`${q}&page=2`);
    const third = await list(`${q}&page=3`);
    expect([...names(first), ...names(second), ...names(third)]).toEqual([
      'Listenamt Nord',
      'listenamt Süd',
      'Listenamt West',
      'Listenfirma Eins',
      'Listenfirma Zwei',
    ]);
    expect(third).toMatchObject({ hasNextPage: false, prevPage: 2, pagingCounter: 5 });
    const beyond = await list(`${q}&page=9`);
    expect(beyond).toMatchObject({ docs: [], totalDocs: 5, page: 9 });
    const all = await list('');
    expect(all.limit).toBe(10);
  });

  it('answers 400 at the parameter for unknown keys, bad values and unsafe or invalid patterns', async () => {
    const cases: Array<[string, string, string?]> = [
      ['?unknown=1', 'querystring.unknown'],
      ['?filter.city._regex_=berlin', 'querystring.filter.city._regex_'],
      ['?sort=name', 'querystring.sort'],
      ['?page=0', 'querystring.page'],
      ['?pageSize=101', 'querystring.pageSize'],
      ['?pathType=beratung', 'querystring.pathType'],
      ['?pathProgress=platin', 'querystring.pathProgress'],
      ['?statusFilter=deleted', 'querystring.statusFilter'],
      ['?sortOrder=random', 'querystring.sortOrder'],
      ['?page=1&page=2', 'querystring.page'],
      [
        `?filter.name._regex_=${encodeURIComponent('(a+)+$')}`,
        'querystring.filter.name._regex_',
        listQueryMessages.regexUnsafe,
      ],
      [
        `?filter.name._regex_=${encodeURIComponent('(a|aa)*b')}`,
        'querystring.filter.name._regex_',
        listQueryMessages.regexUnsafe,
      ],
      [
        `?filter.name._regex_=${encodeURIComponent('(\\w)\\1')}`,
        'querystring.filter.name._regex_',
        listQueryMessages.regexUnsafe,
      ],
      [
        `?filter.name._regex_=${encodeURIComponent('[a-')}`,
        'querystring.filter.name._regex_',
        listQueryMessages.regexInvalid,
      ],
      [`?filter.name._regex_=${'a'.repeat(101)}`, 'querystring.filter.name._regex_'],
      // Valid in JavaScript, refused by PostgreSQL: the database's refusal becomes the same 400.
      [
        `?filter.name._regex_=${encodeURIComponent('\\p{L}')}`,
        'querystring.filter.name._regex_',
        listQueryMessages.regexInvalid,
      ],
    ];
    for (const [query, path, message] of cases) {
      for (const list of ['/api/admin/journeys', '/api/admin/journeys/tasks']) {
        const res = await admin.get(`${list}${query}`);
        expect(res.statusCode, `${list}${query}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: expect.arrayContaining([
            expect.objectContaining({ path, ...(message ? { message } : {}) }),
          ]),
        });
      }
    }
  });

  it("finds a journey by its organisation's name from its creation on and by the new name after a rename", async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer', { name: 'Umbenennungsamt Alt' });
    expect(names(await list('?filter.name._regex_=umbenennungsamt'))).toEqual(['Umbenennungsamt Alt']);

    await t.database.db
      .update(organizations)
      .set({ name: 'Neubenanntes Amt' })
      .where(eq(organizations.id, org.id));
    expect(names(await list('?filter.name._regex_=umbenennungsamt'))).toEqual([]);
    expect(names(await list('?filter.name._regex_=neubenannt&sortOrder=name-asc'))).toEqual([
      'Neubenanntes Amt',
    ]);
    // The copy follows its organisation only: a write of the journey's own column does not stick.
    await t.database.db
      .update(journeys)
      .set({ organizationName: 'Falscher Name' })
      .where(eq(journeys.organizationId, org.id));
    expect(names(await list('?filter.name._regex_=neubenannt'))).toEqual(['Neubenanntes Amt']);
  });

  it('never answers 5xx to any pattern (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 30 }), async (pattern) => {
        const res = await admin.get(`/api/admin/journeys?filter.name._regex_=${encodeURIComponent(pattern)}`);
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 150 },
    );
  });
});
