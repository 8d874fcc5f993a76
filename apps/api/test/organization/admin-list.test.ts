import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listQueryMessages,
  textMessages,
  type AdminOrganizationListItem,
  type Paginated,
} from '@cert/domain';
import { organizationChangeRequests, organizations } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, TestBrowser } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';

const ADMIN = 'listen-admin@programm.example';

type List = Paginated<AdminOrganizationListItem>;

describe('admin organisation lists', () => {
  let t: TestContext;
  let admin: TestBrowser;
  let user: TestBrowser;

  beforeAll(async () => {
    ({
      t,
      admin: { browser: admin },
    } = await appWithAdmin(ADMIN));
    user = (await signIn(t, 'nutzerin@example.de')).browser;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  async function list(query: string, path = '/api/admin/organization'): Promise<List> {
    const res = await admin.get(`${path}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as List;
  }

  async function insertAt(
    createdAt: string,
    options: Parameters<typeof insertOrganization>[1] = {},
  ): Promise<string> {
    const id = await insertOrganization(t.database.db, options);
    await t.database.db
      .update(organizations)
      .set({ createdAt: new Date(createdAt), updatedAt: new Date(createdAt) })
      .where(eq(organizations.id, id));
    return id;
  }

  it('answers 401 to anonymous callers and 403 to signed-in non-admins', async () => {
    for (const path of ['/api/admin/organization', '/api/admin/organization/tasks']) {
      expect((await new TestBrowser(t.app).get(path)).statusCode).toBe(401);
      const forbidden = await user.get(path);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it('pages 23 organisations into 3 pages of 10 with the spec paging fields', async () => {
    for (let i = 1; i <= 23; i++) {
      await insertAt(`2026-01-01T00:00:${String(i).padStart(2, '0')}Z`, {
        data: organizationData('PublicProcurer', `Seitenamt ${String(i).padStart(2, '0')}`),
      });
    }
    const first = await list('?filter.name._regex_=^seitenamt');
    expect(first).toMatchObject({
      page: 1,
      hasNextPage: true,
      hasPrevPage: false,
      nextPage: 2,
      prevPage: null,
      pagingCounter: 1,
      totalPages: 3,
      totalDocs: 23,
      limit: 10,
    });
    // Default sort: newest first.
    expect(first.docs.map((doc) => doc.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Seitenamt ${String(23 - i).padStart(2, '0')}`),
    );
    const third = await list('?filter.name._regex_=^seitenamt&page=3');
    expect(third).toMatchObject({
      page: 3,
      hasNextPage: false,
      hasPrevPage: true,
      nextPage: null,
      prevPage: 2,
      pagingCounter: 21,
      totalPages: 3,
      totalDocs: 23,
      limit: 10,
    });
    expect(third.docs.map((doc) => doc.name)).toEqual(['Seitenamt 03', 'Seitenamt 02', 'Seitenamt 01']);
    const all = [
      ...first.docs,
      ...(await list('?filter.name._regex_=^seitenamt&page=2')).docs,
      ...third.docs,
    ];
    expect(new Set(all.map((doc) => doc._id)).size).toBe(23);

    const beyond = await list('?filter.name._regex_=^seitenamt&page=7');
    expect(beyond).toMatchObject({ docs: [], page: 7, totalDocs: 23, totalPages: 3, hasNextPage: false });

    const bigPages = await list('?filter.name._regex_=^seitenamt&pageSize=20&sort=name');
    expect(bigPages).toMatchObject({ totalPages: 2, limit: 20, nextPage: 2 });
    expect(bigPages.docs[0]?.name).toBe('Seitenamt 01');

    const empty = await list('?filter.name._regex_=^nichtvorhanden');
    expect(empty).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, page: 1, hasNextPage: false });
  });

  it('returns each row with city, member count and open change request computed by the database', async () => {
    const [a, b, c] = [
      await insertUser(t.database.db),
      await insertUser(t.database.db),
      await insertUser(t.database.db),
    ];
    const id = await insertOrganization(t.database.db, {
      data: {
        ...organizationData('Provider', 'Zeilenfirma GmbH'),
        address: { street: 'Weg 2', postalCode: '80331', city: 'München' },
      },
      members: [
        { userId: a, role: 'Admin' },
        { userId: b, role: 'Member' },
        { userId: c, role: 'Member' },
      ],
      invitations: [{ email: 'eingeladen@example.de', role: 'Member' }],
    });
    await t.database.db
      .insert(organizationChangeRequests)
      .values({ organizationId: id, data: organizationData('Provider', 'Zeilenfirma AG') });
    const [row] = (await list('?filter.name._regex_=^Zeilenfirma')).docs;
    expect(row).toEqual({
      _id: id,
      name: 'Zeilenfirma GmbH',
      type: 'Provider',
      city: 'München',
      approvalStatus: 'Approved',
      memberCount: 3,
      hasOpenChangeRequest: true,
      listedSince: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  describe('filters and sort', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      const fixtures = [
        ['Filteramt Nord', 'PublicProcurer', 'Hamburg', 'Pending', '2026-02-01T00:00:00Z'],
        ['filteramt Süd', 'PublicProcurer', 'München', 'Approved', '2026-02-02T00:00:00Z'],
        ['Filterfirma', 'Provider', 'Hamburg-Altona', 'Rejected', '2026-02-03T00:00:00Z'],
        ['Filterberatung', 'BusinessConsultant', 'Berlin', 'Approved', '2026-02-04T00:00:00Z'],
      ] as const;
      for (const [name, type, city, approvalStatus, createdAt] of fixtures) {
        const data = {
          ...organizationData(type, name),
          address: { street: 'Platz 1', postalCode: '20095', city },
        };
        ids[name] = await insertAt(createdAt, { data, approvalStatus });
      }
    });
    const names = (result: List) => result.docs.map((doc) => doc.name);

    it('filter.name._regex_ is a case-insensitive regular expression', async () => {
      expect(names(await list('?filter.name._regex_=^FILTERAMT&sort=name'))).toEqual([
        'Filteramt Nord',
        'filteramt Süd',
      ]);
      expect(
        names(await list(`?filter.name._regex_=${encodeURIComponent('^filter(firma|beratung)$')}&sort=name`)),
      ).toEqual(['Filterberatung', 'Filterfirma']);
      expect(names(await list(`?filter.name._regex_=${encodeURIComponent('s[üu]d$')}`))).toEqual([
        'filteramt Süd',
      ]);
    });

    it('filter.city._regex_ filters by city, combined with the name filter', async () => {
      expect(
        names(await list('?filter.city._regex_=^hamburg&filter.name._regex_=^filter&sort=name')),
      ).toEqual(['Filteramt Nord', 'Filterfirma']);
      expect(names(await list('?filter.city._regex_=altona$'))).toEqual(['Filterfirma']);
    });

    it('search.name and search.city find what contains the text, case-insensitive, with % and _ as plain text', async () => {
      expect(names(await list('?search.name=TERAMT&sort=name'))).toEqual(['Filteramt Nord', 'filteramt Süd']);
      expect(names(await list(`?search.city=${encodeURIComponent('burg-alt')}&search.name=filter`))).toEqual([
        'Filterfirma',
      ]);
      // A % or _ searched for is that character: no name of these has one.
      expect(names(await list(`?search.name=${encodeURIComponent('Filter%')}`))).toEqual([]);
      expect(names(await list(`?search.name=${encodeURIComponent('Filter_mt')}`))).toEqual([]);
    });

    it('filter.type and filter.approvalStatus are exact', async () => {
      expect(names(await list('?filter.name._regex_=^filter&filter.type=PublicProcurer&sort=name'))).toEqual([
        'Filteramt Nord',
        'filteramt Süd',
      ]);
      expect(
        names(await list('?filter.name._regex_=^filter&filter.approvalStatus=Approved&sort=name')),
      ).toEqual(
        ['Filterberatung', 'filteramt Süd'].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
      );
      expect(
        names(await list('?filter.name._regex_=^filter&filter.approvalStatus=Rejected&filter.type=Provider')),
      ).toEqual(['Filterfirma']);
    });

    it('filter.listed lists who stands in the public register and who does not, with the date since', async () => {
      await t.database.db
        .update(organizations)
        .set({ listedSince: new Date('2026-03-01T08:00:00Z') })
        .where(eq(organizations.id, ids['filteramt Süd']!));
      const listed = await list('?filter.name._regex_=^filter&filter.listed=true');
      expect(listed.docs.map((doc) => [doc.name, doc.listedSince])).toEqual([
        ['filteramt Süd', '2026-03-01T08:00:00.000Z'],
      ]);
      expect(names(await list('?filter.name._regex_=^filter&filter.listed=false&sort=name'))).toEqual([
        'Filteramt Nord',
        'Filterberatung',
        'Filterfirma',
      ]);
    });

    it('sorts by each sortable field, ascending and descending, several terms', async () => {
      const q = '?filter.name._regex_=^filter';
      expect(names(await list(`${q}&sort=name`))).toEqual([
        'Filteramt Nord',
        'filteramt Süd',
        'Filterberatung',
        'Filterfirma',
      ]);
      expect(names(await list(`${q}&sort=-name`))).toEqual([
        'Filterfirma',
        'Filterberatung',
        'filteramt Süd',
        'Filteramt Nord',
      ]);
      expect(names(await list(`${q}&sort=createdAt`))).toEqual([
        'Filteramt Nord',
        'filteramt Süd',
        'Filterfirma',
        'Filterberatung',
      ]);
      expect(names(await list(q))).toEqual([
        'Filterberatung',
        'Filterfirma',
        'filteramt Süd',
        'Filteramt Nord',
      ]);
      expect(names(await list(`${q}&sort=-updatedAt`))).toEqual([
        'Filterberatung',
        'Filterfirma',
        'filteramt Süd',
        'Filteramt Nord',
      ]);
      expect(names(await list(`${q}&sort=approvalStatus,-createdAt`))).toEqual([
        'Filterberatung',
        'filteramt Süd',
        'Filteramt Nord',
        'Filterfirma',
      ]);
      expect(names(await list(`${q}&sort=-type,name`))).toEqual([
        'Filteramt Nord',
        'filteramt Süd',
        'Filterfirma',
        'Filterberatung',
      ]);
    });
  });

  it('tasks lists the pending organisations and those with an open change request, nothing else', async () => {
    const pending = await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer', 'Aufgabe wartend'),
      approvalStatus: 'Pending',
    });
    const withRequest = await insertOrganization(t.database.db, {
      data: organizationData('Provider', 'Aufgabe Antrag'),
    });
    await t.database.db
      .insert(organizationChangeRequests)
      .values({ organizationId: withRequest, data: organizationData('Provider', 'Aufgabe Antrag neu') });
    const decidedRequest = await insertOrganization(t.database.db, {
      data: organizationData('Provider', 'Aufgabe entschieden'),
    });
    await t.database.db.insert(organizationChangeRequests).values({
      organizationId: decidedRequest,
      data: organizationData('Provider', 'Aufgabe entschieden neu'),
      status: 'Rejected',
    });
    await insertOrganization(t.database.db, {
      data: organizationData('Provider', 'Aufgabe abgelehnt'),
      approvalStatus: 'Rejected',
    });
    await insertOrganization(t.database.db, { data: organizationData('Provider', 'Aufgabe erledigt') });

    const tasks = await list('?filter.name._regex_=^aufgabe&sort=name', '/api/admin/organization/tasks');
    expect(tasks.docs.map((doc) => [doc._id, doc.approvalStatus, doc.hasOpenChangeRequest])).toEqual([
      [withRequest, 'Approved', true],
      [pending, 'Pending', false],
    ]);
    expect(tasks.totalDocs).toBe(2);
    const all = await list('?filter.name._regex_=^aufgabe');
    expect(all.totalDocs).toBe(5);
    // Filters apply within the tasks as well.
    const pendingOnly = await list(
      '?filter.name._regex_=^aufgabe&filter.approvalStatus=Pending',
      '/api/admin/organization/tasks',
    );
    expect(pendingOnly.docs.map((doc) => doc._id)).toEqual([pending]);
  });

  describe('invalid queries answer 400 with the parameter as field path', () => {
    async function refused(query: string, path = '/api/admin/organization') {
      const res = await admin.get(`${path}${query}`);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { code: string; fields: Array<{ path: string; message: string }> };
      expect(body.code).toBe('VALIDATION_FAILED');
      return body.fields;
    }

    it.each([
      ['unknown key', 'limit=5', 'limit', listQueryMessages.unknownKey],
      ['unknown filter', 'filter.website._regex_=x', 'filter.website._regex_', listQueryMessages.unknownKey],
      ['search not offered', 'search.street=x', 'search.street', listQueryMessages.unknownKey],
      ['search with a NUL', 'search.name=a%00b', 'search.name', textMessages.invalidCharacter],
      ['search too long', `search.name=${'x'.repeat(101)}`, 'search.name', listQueryMessages.searchTooLong],
      ['exact filter of a regex key', 'filter.name=x', 'filter.name', listQueryMessages.unknownKey],
      ['page 0', 'page=0', 'page', listQueryMessages.page],
      ['page size over 100', 'pageSize=101', 'pageSize', listQueryMessages.pageSize(100)],
      ['sort on another field', 'sort=city', 'sort', listQueryMessages.sort],
      ['unknown type', 'filter.type=Admin', 'filter.type', listQueryMessages.filterValue],
      ['repeated key', 'page=1&page=2', 'page', listQueryMessages.repeated],
      [
        'invalid regex',
        `filter.name._regex_=${encodeURIComponent('((')}`,
        'filter.name._regex_',
        listQueryMessages.regexInvalid,
      ],
      [
        'nested repetition',
        `filter.city._regex_=${encodeURIComponent('(a+)+$')}`,
        'filter.city._regex_',
        listQueryMessages.regexUnsafe,
      ],
      [
        'back-reference',
        `filter.name._regex_=${encodeURIComponent('(a)\\1')}`,
        'filter.name._regex_',
        listQueryMessages.regexUnsafe,
      ],
      [
        'too long',
        `filter.name._regex_=${'a'.repeat(101)}`,
        'filter.name._regex_',
        listQueryMessages.regexTooLong,
      ],
    ])('%s', async (_label, query, key, message) => {
      for (const path of ['/api/admin/organization', '/api/admin/organization/tasks']) {
        const fields = await refused(`?${query}`, path);
        expect(fields).toContainEqual(expect.objectContaining({ path: `querystring.${key}`, message }));
      }
    });

    it.each([
      ['a Unicode property escape PostgreSQL does not know', '\\p{L}'],
      ['a NUL character', 'a\u0000b'],
      ['a class escape in a range', '[\\d-z]'],
    ])(
      'a pattern the database refuses (%s) answers 400 at its parameter, not 500',
      async (_label, pattern) => {
        const fields = await refused(
          `?filter.city._regex_=berlin&filter.name._regex_=${encodeURIComponent(pattern)}`,
        );
        expect(fields).toEqual([
          expect.objectContaining({
            path: 'querystring.filter.name._regex_',
            message: listQueryMessages.regexInvalid,
          }),
        ]);
      },
    );
  });
  describe('any query (property)', () => {
    const knownKey = fc.constantFrom(
      'page',
      'pageSize',
      'sort',
      'filter.name._regex_',
      'filter.city._regex_',
      'filter.type',
      'filter.approvalStatus',
      'filter.name',
      'search.name',
    );
    const regexChar = fc.constantFrom(
      ...'ab ()[]{}*+?|^$.\\-,:=!<>0129dDwWsSbBmMyYpPkuxc\u0000\u00e4\ud83d'.split(''),
    );
    const value = fc.oneof(
      fc.string({ unit: regexChar, maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom(
        '1',
        '0',
        '-1',
        '10',
        '100',
        '101',
        'name',
        '-createdAt,type',
        'Provider',
        'Pending',
        '',
      ),
      fc.nat({ max: 2_000_000 }).map(String),
    );
    const query = fc.array(
      fc.tuple(fc.oneof(knownKey, fc.string({ unit: 'binary', maxLength: 20 })), value),
      {
        maxLength: 5,
      },
    );

    it('answers 200 with a paginated list or 400 with field errors, never 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(query, fc.boolean(), async (pairs, tasks) => {
          const params = new URLSearchParams(pairs);
          const res = await admin.get(`/api/admin/organization${tasks ? '/tasks' : ''}?${params.toString()}`);
          expect([200, 400], res.body).toContain(res.statusCode);
          const body = res.json() as { docs?: unknown[]; fields?: Array<{ path: string }> };
          if (res.statusCode === 200) expect(Array.isArray(body.docs)).toBe(true);
          else expect(body.fields?.length).toBeGreaterThan(0);
        }),
        { numRuns: 300 },
      );
    });

    it('answers 200 or 400 for any regular expression in either filter', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('name', 'city'),
          fc.string({ unit: regexChar, maxLength: 60 }),
          async (key, pattern) => {
            const params = new URLSearchParams({ [`filter.${key}._regex_`]: pattern });
            const res = await admin.get(`/api/admin/organization?${params.toString()}`);
            expect([200, 400], res.body).toContain(res.statusCode);
            if (res.statusCode === 400) {
              expect(res.json()).toMatchObject({
                fields: [expect.objectContaining({ path: `querystring.filter.${key}._regex_` })],
              });
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
