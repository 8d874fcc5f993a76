import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaseStudyKind } from '@cert/domain';
import { adminCaseStudyDecisionPath, caseStudyApiBase } from '../helpers/case-study-paths';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { expectApiError, uniqueEmail } from '../organization/support';
import {
  ADMIN,
  caseStudyOrganization,
  complete,
  create,
  kinds,
  organizationTypeOf,
  recordOf,
  save,
  stored,
  submit,
} from './support';

const fields = Object.keys(complete());

describe('case studies: concurrent writes and arbitrary bodies', () => {
  let t: TestContext;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    member = await signIn(t, uniqueEmail('robust'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** A draft; with levelOpen false every valid submit is refused (LEVEL_NOT_OPEN), so the draft stays one. */
  async function newDraft(kind: CaseStudyKind, levelOpen = true) {
    const organization = await caseStudyOrganization(t.database.db, kind, {
      members: [{ userId: member.user._id, role: 'Admin' }],
      earlierLevelOn: levelOpen ? '2026-09-01' : undefined,
    });
    return { organization, draft: recordOf(await create(member, kind, organization), 201) };
  }

  /** Any JSON, and valid bodies with one field or the version replaced by anything. */
  const bodies = (version: () => number) =>
    fc.oneof(
      fc.jsonValue(),
      fc.record({ content: fc.jsonValue(), version: fc.oneof(fc.jsonValue(), fc.constant(1)) }),
      fc
        .tuple(fc.constantFrom(...fields, 'unbekannt'), fc.jsonValue())
        .map(([field, value]) => ({ content: { ...complete(), [field]: value }, version: version() })),
      fc
        .tuple(fc.constantFrom(...fields), fc.string({ unit: 'binary' }))
        .map(([field, value]) => ({ content: { [field]: value }, version: version() })),
      fc
        .dictionary(fc.string(), fc.jsonValue())
        .map((extra) => ({ content: complete(), version: 1, ...extra })),
    );

  it.each(kinds)('%s: of parallel saves with the same version exactly one wins', async (kind) => {
    const { draft } = await newDraft(kind);
    const contents = ['A', 'B', 'C'].map((title) => ({ title }));
    const results = await Promise.all(
      contents.map((content) => save(member, kind, draft._id, { content, version: 1 })),
    );
    const won = results.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const res of results) if (res.statusCode !== 200) expectApiError(res, 409);
    expect(await stored(t.database.db, draft._id)).toMatchObject({
      version: 2,
      content: contents[results.indexOf(won[0]!)],
    });
  });

  it.each(kinds)('%s: of a parallel save and submit with the same version exactly one wins', async (kind) => {
    const { draft } = await newDraft(kind);
    const body = { content: complete(), version: 1 };
    const results = await Promise.all([
      save(member, kind, draft._id, body),
      submit(member, kind, draft._id, body),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(t.database.db, draft._id))!.version).toBe(2);
  });

  it.each(kinds)(
    '%s: any save or submit body answers below 500; a refused one leaves the case study as it was',
    async (kind) => {
      const { draft } = await newDraft(kind, false);
      let current = (await stored(t.database.db, draft._id))!;
      await fc.assert(
        fc.asyncProperty(
          bodies(() => current.version),
          fc.boolean(),
          async (payload, submitting) => {
            const res = submitting
              ? await submit(member, kind, draft._id, payload)
              : await save(member, kind, draft._id, payload);
            if (submitting) expect(res.statusCode).not.toBe(200);
            expect(res.statusCode, res.body).toBeLessThan(500);
            const after = (await stored(t.database.db, draft._id))!;
            if (res.statusCode === 200) {
              expect(after.version).toBe(current.version + 1);
            } else {
              expectApiError(res, res.statusCode);
              expect(after).toEqual(current);
            }
            current = after;
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it.each(kinds)('%s: any create body answers below 500', async (kind) => {
    const organization = await insertOrganization(t.database.db, {
      data: organizationData(organizationTypeOf[kind]),
      members: [{ userId: member.user._id, role: 'Admin' }],
    });
    const base = caseStudyApiBase[kind];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            organization: fc.oneof(fc.string(), fc.constant(organization)),
            content: fc.jsonValue(),
          }),
        ),
        async (payload) => {
          const res = await member.browser.post(base, payload);
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode === 201) {
            // Start over: remove the one case study in work so that later runs may create again.
            const { _id } = res.json() as { _id: string };
            expect((await member.browser.request('DELETE', `${base}/${_id}`)).statusCode).toBe(204);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it.each(kinds)('%s: any reject body answers below 500; a refused one decides nothing', async (kind) => {
    const { organization, draft } = await newDraft(kind);
    recordOf(await submit(member, kind, draft._id, { content: complete(), version: 1 }));
    const before = (await stored(t.database.db, draft._id))!;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.record({ comment: fc.oneof(fc.jsonValue(), fc.constant('   ')) })),
        async (payload) => {
          // A valid comment would decide: only refused bodies run here.
          fc.pre(
            !(
              typeof payload === 'object' &&
              payload &&
              'comment' in payload &&
              typeof payload.comment === 'string' &&
              payload.comment.trim()
            ),
          );
          const res = await admin.browser.put(
            adminCaseStudyDecisionPath(organization, kind, 'reject'),
            payload,
          );
          // A JSON string or number goes out as text: 415; everything else is refused by the schema.
          expect([400, 415], res.body).toContain(res.statusCode);
          expectApiError(res, res.statusCode);
          expect(await stored(t.database.db, draft._id)).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });
});
