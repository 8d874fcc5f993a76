import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  etagOf,
  evaluate,
  messages,
  questionnaireMessages,
  textMessages,
  questionnaires as registry,
  type QuestionnaireKind,
} from '@cert/domain';
import { organizations, users } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { openLevelFor } from '../helpers/journeys';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { expectApiError, uniqueEmail } from '../organization/support';
import {
  baseOf,
  complete,
  createDraft,
  kinds,
  procurerKinds,
  read,
  recordOf,
  remove,
  saveDraft,
  stored,
  submit,
  withAnswer,
  without,
} from './support';

describe('questionnaires: the five calls of each kind (docs/questionnaire-rules.md §7)', () => {
  let t: TestContext;
  let member: SignedIn;
  let outsider: SignedIn;
  /** The member's approved organisation of each type, a pending one, and one of someone else. */
  const organizationOf = {} as Record<'PublicProcurer' | 'Provider', string>;
  let pendingOrganization: string;
  let foreignOrganization: string;
  const outsiderOrganization = {} as Record<'PublicProcurer' | 'Provider', string>;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t, uniqueEmail('mitglied'));
    outsider = await signIn(t, uniqueEmail('fremd'));
    const db = t.database.db;
    for (const type of ['PublicProcurer', 'Provider'] as const) {
      organizationOf[type] = await insertOrganization(db, {
        data: organizationData(type),
        members: [{ userId: member.user._id, role: 'Member' }],
      });
      outsiderOrganization[type] = await insertOrganization(db, {
        data: organizationData(type),
        members: [{ userId: outsider.user._id, role: 'Admin' }],
      });
    }
    await openLevelFor(db, 'provider-expert', organizationOf.Provider);
    pendingOrganization = await insertOrganization(db, {
      approvalStatus: 'Pending',
      members: [{ userId: member.user._id, role: 'Admin' }],
    });
    foreignOrganization = await insertOrganization(db, {
      members: [{ userId: await insertUser(db), role: 'Admin' }],
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const organizationFor = (kind: QuestionnaireKind) => organizationOf[registry[kind].organizationType];
  const newDraft = async (kind: QuestionnaireKind, answers = {}) =>
    recordOf(await createDraft(member, kind, organizationFor(kind), answers), 201);

  describe.each(kinds)('%s', (kind) => {
    const base = baseOf(kind);

    it('creates a draft for the active organisation, reads, saves, submits it; then it is read-only', async () => {
      const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
      const [start, oneLater, twoLater] = [at(0), at(1), at(2)];
      const draftAnswers = complete(kind, 1);
      const created = await newDraft(kind, draftAnswers);
      expect(created).toMatchObject({
        ...draftAnswers,
        kind,
        version: 1,
        meta: { state: 'IN_DRAFT', stateUpdatedAt: start, organization: organizationFor(kind) },
        createdAt: start,
        updatedAt: start,
        submittedAt: null,
      });
      // Reading one record names who saved it last; a write's answer does not look that up.
      const byMember = (record: typeof created) => ({
        ...record,
        meta: { ...record.meta, updatedBy: { id: member.user._id, name: member.user.email } },
      });
      expect(recordOf(await read(member, kind, created._id))).toEqual(byMember(created));

      t.clock.advance(60_000);
      const answers = complete(kind);
      const saved = recordOf(await saveDraft(member, kind, created._id, { ...answers, version: 1 }));
      expect(saved).toMatchObject({ ...answers, version: 2, updatedAt: oneLater });
      expect(saved.createdAt).toBe(created.createdAt);
      // The save answers with its own answers rather than reading them back: they must be what is stored.
      expect(recordOf(await read(member, kind, created._id))).toEqual(byMember(saved));

      t.clock.advance(60_000);
      const submitted = recordOf(await submit(member, kind, created._id, { ...answers, version: 2 }));
      // The result is computed on submit from the stored answers (test/evaluation has the details).
      const passed = evaluate(kind, (await stored(t.database.db, created._id))!.answers, '').passed;
      expect(submitted).toMatchObject({
        version: 3,
        meta: { state: passed ? 'PASSED' : 'FAILED', stateUpdatedAt: twoLater },
        submittedAt: twoLater,
        updatedAt: twoLater,
      });
      expect(recordOf(await read(member, kind, created._id))).toEqual(byMember(submitted));

      // Read-only once submitted: saving, submitting again and deleting answer 409 and change nothing.
      const before = await stored(t.database.db, created._id);
      expectApiError(await saveDraft(member, kind, created._id, { ...answers, version: 3 }), 409);
      expectApiError(await submit(member, kind, created._id, { ...answers, version: 3 }), 409);
      expect(expectApiError(await remove(member, kind, created._id), 409).code).toBe(ErrorCode.Conflict);
      expect(await stored(t.database.db, created._id)).toEqual(before);
    });

    it('deletes a draft: 204, then 404', async () => {
      const created = await newDraft(kind);
      const res = await remove(member, kind, created._id);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      expectApiError(await read(member, kind, created._id), 404);
      expectApiError(await remove(member, kind, created._id), 404);
    });

    it('answers 409 to a save or submit with a stale version and writes nothing', async () => {
      const created = await newDraft(kind);
      recordOf(await saveDraft(member, kind, created._id, { version: 1 }));
      const before = await stored(t.database.db, created._id);
      const stale = { ...complete(kind), version: 1 };
      expect(expectApiError(await saveDraft(member, kind, created._id, stale), 409).code).toBe(
        ErrorCode.Conflict,
      );
      expectApiError(await submit(member, kind, created._id, stale), 409);
      expectApiError(await saveDraft(member, kind, created._id, { version: 3 }), 409);
      expect(await stored(t.database.db, created._id)).toEqual(before);
      expect(before!.version).toBe(2);
    });

    it('saves the form as specified (no version) and the record as read; If-Match, else the version read, guards the save', async () => {
      const created = await newDraft(kind);
      const id = created._id;
      const answers = complete(kind);

      // The specification's form alone: no version, no If-Match; saved over what is stored.
      const plain = await saveDraft(member, kind, id, answers);
      expect(recordOf(plain).version).toBe(2);
      expect(plain.headers.etag).toBe(etagOf(2));

      // The record exactly as read, sent back: saved, guarded by the version it carries.
      const reading = await read(member, kind, id);
      expect(reading.headers.etag).toBe(etagOf(2));
      const asRead = recordOf(reading);
      expect(recordOf(await saveDraft(member, kind, id, asRead)).version).toBe(3);
      // The same read once more: its version is no longer stored, so it would overwrite a newer save.
      expect(expectApiError(await saveDraft(member, kind, id, asRead), 409).code).toBe(ErrorCode.Conflict);

      // If-Match is HTTP's own guard and wins over a version in the body.
      const stale = await saveDraft(member, kind, id, answers, { 'if-match': etagOf(2) });
      expect(expectApiError(stale, 409)).toMatchObject({ code: ErrorCode.Conflict });
      expect(expectApiError(stale, 409).message).toMatch(/geändert/);
      const current = await saveDraft(member, kind, id, { ...asRead, version: 1 }, { 'if-match': etagOf(3) });
      expect(recordOf(current).version).toBe(4);
      expect(current.headers.etag).toBe(etagOf(4));
      expect(recordOf(await saveDraft(member, kind, id, answers, { 'if-match': '*' })).version).toBe(5);
      for (const unusable of ['W/"5"', '"fünf"', '5']) {
        expectApiError(await saveDraft(member, kind, id, answers, { 'if-match': unusable }), 409);
      }

      // A record as read names itself: another record's id or another kind is a mistake, not a save.
      const other = await newDraft(kind);
      const misplaced = expectApiError(
        await saveDraft(member, kind, id, { ...asRead, _id: other._id, version: 5 }),
        400,
      );
      expect(misplaced.fields).toEqual([expect.objectContaining({ path: '_id' })]);
      const otherKind = kinds.find((candidate) => candidate !== kind)!;
      const wrongKind = expectApiError(
        await saveDraft(member, kind, id, { ...answers, kind: otherKind }),
        400,
      );
      expect(wrongKind.fields).toEqual([expect.objectContaining({ path: 'kind' })]);
      expect(await stored(t.database.db, id)).toMatchObject({ version: 5 });
    });

    it('refuses unknown keys and answers outside the definition', async () => {
      const created = await newDraft(kind);
      const unknown = expectApiError(
        await saveDraft(member, kind, created._id, {
          version: 1,
          unknownSection: {},
          meta: { state: 'PASSED' },
        }),
        400,
      );
      // `meta` as read is accepted (and ignored); a section the questionnaire does not have is not.
      expect(unknown.fields).toEqual([
        { path: 'unknownSection', code: 'unrecognized_keys', message: questionnaireMessages.unknownField },
      ]);
      const firstSection = registry[kind].definition.steps[0]!.section;
      const nested = expectApiError(
        await saveDraft(member, kind, created._id, { version: 1, [firstSection]: { notAField: 'x' } }),
        400,
      );
      expect(nested.fields).toEqual([
        {
          path: `${firstSection}.notAField`,
          code: 'unrecognized_keys',
          message: questionnaireMessages.unknownField,
        },
      ]);
      expect(await stored(t.database.db, created._id)).toMatchObject({ version: 1 });
    });

    it("answers 400 'no active organization available' without meta.organization, for a foreign, pending or unknown organisation", async () => {
      const bodies = [
        {},
        { meta: {} },
        { meta: { organization: '' } },
        { meta: { organization: 'keine-uuid' } },
        { meta: { organization: foreignOrganization } },
        { meta: { organization: pendingOrganization } },
        { meta: { organization: '00000000-0000-4000-8000-000000000000' } },
      ];
      for (const body of bodies) {
        const error = expectApiError(
          await member.browser.post(`${base}/draft`, { ...complete(kind), ...body }),
          400,
        );
        expect(error, JSON.stringify(body)).toEqual({
          status: 400,
          code: ErrorCode.NoActiveOrganization,
          message: 'no active organization available',
        });
      }
      expect(messages.noActiveOrganization).toBe('no active organization available');
    });

    it('answers 403 for an approved organisation of the other type', async () => {
      const otherType = registry[kind].organizationType === 'Provider' ? 'PublicProcurer' : 'Provider';
      expectApiError(await createDraft(member, kind, organizationOf[otherType], complete(kind)), 403);
    });

    it('answers 404 to every call on a record of another organisation or of another kind, and changes nothing', async () => {
      const created = await newDraft(kind, complete(kind));
      const before = await stored(t.database.db, created._id);
      const body = { ...complete(kind), version: 1 };
      for (const res of [
        await read(outsider, kind, created._id),
        await saveDraft(outsider, kind, created._id, body),
        await submit(outsider, kind, created._id, body),
        await remove(outsider, kind, created._id),
      ]) {
        const error = expectApiError(res, 404);
        expect(JSON.stringify(error)).not.toContain(organizationFor(kind));
      }
      // Who may not write the record learns nothing from its body either: 404 before any 400.
      for (const refused of [{ version: 'eins' }, { ...body, unbekannt: {} }]) {
        expectApiError(await saveDraft(outsider, kind, created._id, refused), 404);
      }
      const otherKind = kinds.find((candidate) => candidate !== kind)!;
      expectApiError(await read(member, otherKind, created._id), 404);
      expectApiError(await saveDraft(member, otherKind, created._id, { version: 1 }), 404);
      expectApiError(await remove(member, otherKind, created._id), 404);
      expectApiError(await member.browser.get(`${base}/00000000-0000-4000-8000-000000000000`), 404);
      expectApiError(await member.browser.get(`${base}/keine-uuid`), 400);
      expect(await stored(t.database.db, created._id)).toEqual(before);
    });

    it('answers 413 to a body over the limit and 415 to a body that is not JSON', async () => {
      const created = await newDraft(kind);
      const huge = { version: 1, padding: 'x'.repeat(600 * 1024) };
      expectApiError(await saveDraft(member, kind, created._id, huge), 413);
      expectApiError(
        await member.browser.request('PUT', `${base}/draft/${created._id}`, {
          payload: 'version=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        415,
      );
      expect(await stored(t.database.db, created._id)).toMatchObject({ version: 1 });
    });
  });

  it('lets members read but not write the questionnaires of an organisation that lost its approval', async () => {
    const kind = kinds[0];
    const organization = await insertOrganization(t.database.db, {
      data: organizationData(registry[kind].organizationType),
      members: [{ userId: member.user._id, role: 'Admin' }],
    });
    const created = recordOf(await createDraft(member, kind, organization, complete(kind)), 201);
    await t.database.db
      .update(organizations)
      .set({ approvalStatus: 'Rejected' })
      .where(eq(organizations.id, organization));
    expect(recordOf(await read(member, kind, created._id))).toEqual({
      ...created,
      meta: { ...created.meta, updatedBy: { id: member.user._id, name: expect.any(String) } },
    });
    const body = { ...complete(kind), version: 1 };
    expectApiError(await saveDraft(member, kind, created._id, body), 403);
    expectApiError(await saveDraft(member, kind, created._id, { ...body, unbekannt: {} }), 403);
    expectApiError(await submit(member, kind, created._id, body), 403);
    expectApiError(await remove(member, kind, created._id), 403);
    expectApiError(await createDraft(member, kind, organization, complete(kind)), 400);
    const list = (
      await member.browser.get(`/api/certifications/draft?filter.organization=${organization}`)
    ).json();
    expect(list).toMatchObject({ docs: [], totalDocs: 0 });
    expect(await stored(t.database.db, created._id)).toMatchObject({ version: 1, submittedAt: null });
  });

  it('names who saved a draft last to the members reading it, by name, else by e-mail, and nobody once deleted', async () => {
    const kind = kinds[0];
    const db = t.database.db;
    const colleague = await signIn(t, uniqueEmail('kollegin'));
    await db
      .update(users)
      .set({ firstName: 'Erika', lastName: 'Kollegin' })
      .where(eq(users.id, colleague.user._id));
    const organization = await insertOrganization(db, {
      data: organizationData(registry[kind].organizationType),
      members: [
        { userId: member.user._id, role: 'Admin' },
        { userId: colleague.user._id, role: 'Member' },
      ],
    });
    const created = recordOf(await createDraft(member, kind, organization), 201);
    expect(recordOf(await read(colleague, kind, created._id)).meta.updatedBy).toEqual({
      id: member.user._id,
      name: member.user.email,
    });
    recordOf(await saveDraft(colleague, kind, created._id, { version: 1 }));
    expect(recordOf(await read(member, kind, created._id)).meta.updatedBy).toEqual({
      id: colleague.user._id,
      name: 'Erika Kollegin',
    });
    await db.delete(users).where(eq(users.id, colleague.user._id));
    expect(recordOf(await read(member, kind, created._id)).meta.updatedBy).toBeNull();
  });

  describe.each(procurerKinds)('%s: completeness rules on submit (procurer-common.ts)', (kind) => {
    it("answers 400 at the path of a missing required answer with 'Bitte treffen Sie eine Auswahl'", async () => {
      const created = await newDraft(kind);
      const error = expectApiError(
        await submit(member, kind, created._id, {
          ...without(complete(kind), 'general', 'contactName'),
          version: 1,
        }),
        400,
      );
      expect(error.code).toBe(ErrorCode.ValidationFailed);
      expect(error.message).toBe(messages.questionnaireIncomplete);
      expect(error.fields).toEqual([
        { path: 'general.contactName', code: 'custom', message: 'Bitte treffen Sie eine Auswahl' },
      ]);
      expect(await stored(t.database.db, created._id)).toMatchObject({ version: 1, submittedAt: null });
    });

    it("requires roleOther when the role is 'Other'", async () => {
      const created = await newDraft(kind);
      const answers = without(withAnswer(complete(kind), 'general', 'role', 'Other'), 'general', 'roleOther');
      const error = expectApiError(await submit(member, kind, created._id, { ...answers, version: 1 }), 400);
      expect(error.fields).toEqual([
        { path: 'general.roleOther', code: 'custom', message: messages.selectRequired },
      ]);
    });

    it('checks the e-mail address and refuses characters the database cannot store', async () => {
      const created = await newDraft(kind);
      const badMail = withAnswer(complete(kind), 'general', 'eMail', 'keine-adresse');
      expect(
        expectApiError(await submit(member, kind, created._id, { ...badMail, version: 1 }), 400).fields,
      ).toEqual([{ path: 'general.eMail', code: 'custom', message: messages.invalidEmail }]);
      const nul = withAnswer(complete(kind), 'general', 'contactName', 'Erika\u0000');
      expect(
        expectApiError(await saveDraft(member, kind, created._id, { ...nul, version: 1 }), 400).fields,
      ).toEqual([
        {
          path: 'general.contactName',
          code: 'invalid_character',
          message: textMessages.invalidCharacter,
        },
      ]);
      const surrogate = withAnswer(complete(kind), 'general', 'contactName', 'Erika \ud800');
      expectApiError(await saveDraft(member, kind, created._id, { ...surrogate, version: 1 }), 400);
      expect(await stored(t.database.db, created._id)).toMatchObject({ version: 1 });
    });

    it('stores the normalised answers: a hidden answer is dropped, text trimmed', async () => {
      // A fresh organisation: a failed result of an earlier test would hold the member's in retention.
      const organization = await insertOrganization(t.database.db, {
        members: [{ userId: member.user._id, role: 'Member' }],
      });
      const created = recordOf(await createDraft(member, kind, organization), 201);
      const answers = withAnswer(
        withAnswer(complete(kind), 'general', 'role', 'ProcurementStaff'),
        'general',
        'contactName',
        '  Erika Mustermann  ',
      );
      answers.general!.roleOther = 'Bleibt nicht stehen';
      // The specification's form as it is: no version, no If-Match.
      const submitted = recordOf(await submit(member, kind, created._id, answers));
      const general = submitted.general as Record<string, unknown>;
      expect(general.role).toBe('ProcurementStaff');
      expect(general.contactName).toBe('Erika Mustermann');
      expect(general).not.toHaveProperty('roleOther');
      const row = await stored(t.database.db, created._id);
      expect(row!.answers.general).not.toHaveProperty('roleOther');
      expect(row!.answers.general!.contactName).toBe('Erika Mustermann');
    });
  });
});
