import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires as registry, type QuestionnaireKind } from '@cert/domain';
import { questionnaires } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { openLevelFor } from '../helpers/journeys';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { expectApiError, uniqueEmail } from '../organization/support';
import { baseOf, complete, createDraft, kinds, recordOf, saveDraft, stored, submit } from './support';

describe('questionnaire drafts: concurrent saves and arbitrary bodies', () => {
  let t: TestContext;
  let member: SignedIn;
  /** One organisation per questionnaire whose journey lets it be submitted (ADR 014). */
  const organizationOf = {} as Record<QuestionnaireKind, string>;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t, uniqueEmail('parallel'));
    for (const kind of kinds) {
      organizationOf[kind] = await insertOrganization(t.database.db, {
        data: organizationData(registry[kind].organizationType),
        members: [{ userId: member.user._id, role: 'Member' }],
      });
      await openLevelFor(t.database.db, kind, organizationOf[kind]);
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const newDraft = async (kind: QuestionnaireKind) =>
    recordOf(await createDraft(member, kind, organizationOf[kind]), 201);

  it.each(kinds)(
    '%s: of parallel saves with the same version exactly one wins; nothing is lost silently',
    async (kind) => {
      const created = await newDraft(kind);
      const bodies = [0, 1, 2, 3].map((variant) => ({ ...complete(kind, variant), version: 1 }));
      const results = await Promise.all(bodies.map((body) => saveDraft(member, kind, created._id, body)));
      const won = results.filter((res) => res.statusCode === 200);
      expect(won).toHaveLength(1);
      for (const res of results) if (res.statusCode !== 200) expectApiError(res, 409);
      const winner = bodies[results.indexOf(won[0]!)]!;
      const { version: _version, ...winnerAnswers } = winner;
      expect(await stored(t.database.db, created._id)).toMatchObject({ version: 2, answers: winnerAnswers });
    },
  );

  it.each(kinds)('%s: of a parallel save and submit with the same version exactly one wins', async (kind) => {
    const created = await newDraft(kind);
    const body = { ...complete(kind), version: 1 };
    const results = await Promise.all([
      saveDraft(member, kind, created._id, body),
      submit(member, kind, created._id, body),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(t.database.db, created._id))!.version).toBe(2);
  });

  it.each(kinds)(
    '%s: any body answers below 500; a refused one leaves version and answers as they were',
    async (kind) => {
      const created = await newDraft(kind);
      const valid = complete(kind);
      const sections = registry[kind].definition.steps.map((step) => step.section);
      let current = (await stored(t.database.db, created._id))!;
      const body = fc.oneof(
        fc.jsonValue(),
        fc.record({ version: fc.oneof(fc.jsonValue(), fc.constant(1)), general: fc.jsonValue() }),
        fc.dictionary(fc.string(), fc.jsonValue()).map((extra) => ({ ...valid, ...extra })),
        fc
          .tuple(fc.constantFrom(...sections), fc.string(), fc.jsonValue())
          .map(([section, field, value]) => ({
            ...valid,
            version: current.version,
            [section]: { ...valid[section], [field]: value },
          })),
        fc
          .tuple(fc.constantFrom(...sections), fc.jsonValue())
          .map(([section, value]) => ({ ...valid, version: current.version, [section]: value })),
      );
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await member.browser.request('PUT', `${baseOf(kind)}/draft/${created._id}`, {
            payload: JSON.stringify(payload) ?? '',
            headers: { 'content-type': 'application/json' },
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          const now = (await stored(t.database.db, created._id))!;
          if (res.statusCode === 200) {
            expect(now.version).toBe(current.version + 1);
            current = now;
          } else {
            expectApiError(res, res.statusCode);
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
            expect(now).toEqual(current);
          }
        }),
        { numRuns: 80 },
      );
    },
  );

  it('refuses a body nested deeper than any of ours before parsing it, and keeps the draft (docs/security.md 45)', async () => {
    const kind = kinds[0]!;
    const created = await newDraft(kind);
    const before = await stored(t.database.db, created._id);
    // Within the save's size limit: only the nesting bound refuses them. Brackets inside a text do not count.
    let nested: unknown = 'x';
    for (let level = 0; level < 40; level++) nested = { a: nested };
    for (const payload of [
      '['.repeat(400_000),
      JSON.stringify({ ...complete(kind), version: 1, deep: nested }),
    ]) {
      const res = await member.browser.request('PUT', `${baseOf(kind)}/draft/${created._id}`, {
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectApiError(res, 400);
      expect(res.json()).toMatchObject({ fields: [{ code: 'too_deep' }] });
    }
    expect(await stored(t.database.db, created._id)).toEqual(before);
    const brackets = '['.repeat(100);
    const inText = await saveDraft(member, kind, created._id, {
      ...complete(kind),
      version: before!.version,
      ...Object.fromEntries([['unknown', brackets]]),
    });
    expect(inText.json()).not.toMatchObject({ fields: [{ code: 'too_deep' }] });
  });

  it.each(kinds)(
    '%s: any create or submit body answers below 500; a refused one writes nothing',
    async (kind) => {
      const organization = organizationOf[kind];
      const valid = complete(kind);
      const created = await newDraft(kind);
      const count = async () =>
        (await t.database.db.select({ id: questionnaires.id }).from(questionnaires)).length;
      const body = fc.oneof(
        fc.jsonValue(),
        fc.record({ meta: fc.jsonValue() }),
        fc
          .dictionary(fc.string(), fc.jsonValue())
          .map((extra) => ({ ...valid, meta: { organization }, ...extra })),
        fc
          .tuple(fc.constantFrom(...Object.keys(valid)), fc.jsonValue())
          .map(([section, value]) => ({ ...valid, version: 1, meta: { organization }, [section]: value })),
      );
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, create) => {
          const rows = await count();
          const before = await stored(t.database.db, created._id);
          const res = await member.browser.request(
            create ? 'POST' : 'PUT',
            create ? `${baseOf(kind)}/draft` : `${baseOf(kind)}/draft/${created._id}/submit`,
            { payload: JSON.stringify(payload) ?? '', headers: { 'content-type': 'application/json' } },
          );
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expectApiError(res, res.statusCode);
            expect(await count()).toBe(rows);
            expect(await stored(t.database.db, created._id)).toEqual(before);
          }
        }),
        { numRuns: 60 },
      );
    },
  );
});
