import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudyMessages, ErrorCode, messages, type CaseStudyKind, type JourneyStatus } from '@cert/domain';
import { journeys, organizations } from '../../src/db/schema';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertUser } from '../helpers/organizations';
import { expectApiError, uniqueEmail } from '../organization/support';
import {
  ADMIN,
  caseStudyOrganization,
  complete,
  create,
  kinds,
  read,
  readCurrent,
  recordOf,
  remove,
  save,
  stored,
  submit,
} from './support';

describe('case studies: the calls of both kinds (ADR 014)', () => {
  let t: TestContext;
  let member: SignedIn;
  let outsider: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    member = await signIn(t, uniqueEmail('mitglied'));
    outsider = await signIn(t, uniqueEmail('fremd'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** A fresh approved organisation of the kind's type with the member in it; the earlier level done if asked. */
  async function organizationFor(
    kind: CaseStudyKind,
    options: { earlierLevelOn?: string; approvalStatus?: 'Pending' | 'Approved' } = {},
  ) {
    return caseStudyOrganization(t.database.db, kind, {
      ...options,
      members: [
        { userId: member.user._id, role: 'Member' },
        { userId: await insertUser(t.database.db), role: 'Admin' },
      ],
    });
  }

  describe.each(kinds)('%s', (kind) => {
    it('creates a draft, saves it with versions, submits it; then it is read-only', async () => {
      const organization = await organizationFor(kind, { earlierLevelOn: '2026-09-01' });
      const created = recordOf(await create(member, kind, organization, { title: '  Entwurf  ' }), 201);
      expect(created).toMatchObject({
        kind,
        organization,
        version: 1,
        state: 'DRAFT',
        // A draft keeps what was typed, spaces too (the engine's draft rule); the submission trims.
        content: { title: '  Entwurf  ' },
        submittedAt: null,
        reviewedAt: null,
        reviewComment: null,
      });
      expect(recordOf(await read(member, kind, created._id))).toEqual(created);
      expect(recordOf(await readCurrent(member, kind, organization))).toEqual(created);

      const saved = recordOf(
        await save(member, kind, created._id, { content: { results: 'Erste Notizen' }, version: 1 }),
      );
      expect(saved).toMatchObject({ version: 2, state: 'DRAFT', content: { results: 'Erste Notizen' } });

      // A stale version: 409, the draft unchanged.
      expectApiError(await save(member, kind, created._id, { content: { title: 'Alt' }, version: 1 }), 409);
      expect((await stored(t.database.db, created._id))!.content).toEqual({ results: 'Erste Notizen' });

      t.clock.advance(60_000);
      const submitted = recordOf(
        await submit(member, kind, created._id, { content: { ...complete(), title: ' Titel ' }, version: 2 }),
      );
      expect(submitted).toMatchObject({
        version: 3,
        state: 'SUBMITTED',
        content: { ...complete(), title: 'Titel' },
        submittedAt: t.clock.now().toISOString(),
      });

      // Read-only now: save, submit and delete answer 409 with the reason; the row stays as submitted.
      for (const res of [
        await save(member, kind, created._id, { content: { title: 'Neu' }, version: 3 }),
        await submit(member, kind, created._id, { content: complete(' 2'), version: 3 }),
        await remove(member, kind, created._id),
      ]) {
        expect(expectApiError(res, 409)).toMatchObject({
          code: ErrorCode.Conflict,
          message: caseStudyMessages.notDraft,
        });
      }
      expect(await stored(t.database.db, created._id)).toMatchObject({ version: 3, state: 'SUBMITTED' });
      expect(recordOf(await readCurrent(member, kind, organization))).toEqual(submitted);
      // Platform admins read it.
      expect(recordOf(await read(admin, kind, created._id))).toEqual(submitted);
      expect(recordOf(await readCurrent(admin, kind, organization))).toEqual(submitted);
    });

    it('keeps one case study in work per organisation: a second create answers 409', async () => {
      const organization = await organizationFor(kind);
      recordOf(await create(member, kind, organization), 201);
      const second = expectApiError(await create(member, kind, organization), 409);
      expect(second).toMatchObject({ code: ErrorCode.Conflict, message: caseStudyMessages.alreadyInWork });
    });

    it('of two creates at once for one organisation exactly one wins', async () => {
      const organization = await organizationFor(kind);
      const results = await Promise.all([
        create(member, kind, organization),
        create(member, kind, organization),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    });

    it('deletes a draft: 204, then it is gone and a new one can start', async () => {
      const organization = await organizationFor(kind);
      const created = recordOf(await create(member, kind, organization), 201);
      expect((await remove(member, kind, created._id)).statusCode).toBe(204);
      expectApiError(await read(member, kind, created._id), 404);
      expectApiError(await readCurrent(member, kind, organization), 404);
      recordOf(await create(member, kind, organization), 201);
    });

    it('refuses a submit before the level opens with LEVEL_NOT_OPEN and the opening day; the draft stays savable', async () => {
      const locked = await organizationFor(kind);
      const lockedDraft = recordOf(await create(member, kind, locked), 201);
      const refusedLocked = expectApiError(
        await submit(member, kind, lockedDraft._id, { content: complete(), version: 1 }),
        409,
      );
      expect(refusedLocked).toMatchObject({
        code: ErrorCode.LevelNotOpen,
        message: caseStudyMessages.levelNotOpen(null),
      });

      // Today is 21.11.2026: the earlier level done on 10.11.2026 opens this one four weeks later.
      const waiting = await organizationFor(kind, { earlierLevelOn: '2026-11-10' });
      const draft = recordOf(await create(member, kind, waiting), 201);
      const refused = expectApiError(
        await submit(member, kind, draft._id, { content: complete(), version: 1 }),
        409,
      );
      expect(refused).toMatchObject({
        code: ErrorCode.LevelNotOpen,
        message:
          'Das Praxisbeispiel können Sie ab dem 08.12.2026 einreichen. ' +
          'Ihren Entwurf können Sie bis dahin weiter bearbeiten und speichern.',
      });
      expect(await stored(t.database.db, draft._id)).toMatchObject({
        version: 1,
        state: 'DRAFT',
        content: {},
      });
      recordOf(await save(member, kind, draft._id, { content: complete(), version: 1 }));
    });

    it('keeps a half-typed website in a draft, never one of another scheme (javascript:, data:)', async () => {
      const organization = await organizationFor(kind, { earlierLevelOn: '2026-09-01' });
      const draft = recordOf(await create(member, kind, organization, { title: 'Entwurf' }), 201);
      let version = 1;
      for (const website of ['www.beisp', 'www.beispiel.de:8080/x', 'https://amt.example/x', '']) {
        version = recordOf(await save(member, kind, draft._id, { content: { website }, version })).version;
      }
      for (const website of [
        'javascript:alert(1)',
        ' JavaScript:alert(1)',
        'data:text/html,<b>x</b>',
        'ftp:x',
      ]) {
        const error = expectApiError(
          await save(member, kind, draft._id, { content: { website }, version }),
          400,
        );
        expect(error.fields).toEqual([
          { path: 'content.website', code: 'custom', message: caseStudyMessages.invalidUrl },
        ]);
      }
      expect(await stored(t.database.db, draft._id)).toMatchObject({ version, content: { website: '' } });
    });

    it('refuses an incomplete submission with German messages at each field; the draft unchanged', async () => {
      const organization = await organizationFor(kind, { earlierLevelOn: '2026-09-01' });
      const draft = recordOf(await create(member, kind, organization, { title: 'Entwurf' }), 201);
      const { publicationConsent: _consent, ...withoutConsent } = complete();
      const res = await submit(member, kind, draft._id, {
        content: {
          ...withoutConsent,
          title: ' ',
          results: 'Zu kurz.',
          contactEmail: 'erika@',
          website: 'ftp://amt.example',
        },
        version: 1,
      });
      const error = expectApiError(res, 400);
      expect(error.code).toBe(ErrorCode.ValidationFailed);
      expect(error.fields).toEqual(
        expect.arrayContaining([
          { path: 'content.title', code: 'custom', message: 'Bitte füllen Sie dieses Feld aus.' },
          { path: 'content.results', code: 'custom', message: 'Bitte schreiben Sie mindestens 200 Zeichen.' },
          { path: 'content.contactEmail', code: 'custom', message: messages.invalidEmail },
          { path: 'content.website', code: 'custom', message: caseStudyMessages.invalidUrl },
          { path: 'content.publicationConsent', code: 'custom', message: messages.selectRequired },
        ]),
      );
      expect(error.fields).toHaveLength(5);
      expect(await stored(t.database.db, draft._id)).toMatchObject({
        version: 1,
        state: 'DRAFT',
        content: { title: 'Entwurf' },
      });
    });

    it('takes consent "no" as an answer: the programme learns it, the submission goes through', async () => {
      const organization = await organizationFor(kind, { earlierLevelOn: '2026-09-01' });
      const draft = recordOf(await create(member, kind, organization), 201);
      const content = { ...complete(), publicationConsent: false, website: '' };
      const submitted = recordOf(await submit(member, kind, draft._id, { content, version: 1 }));
      // An empty website is none: the submission leaves it out.
      expect(submitted.content).toEqual({ ...content, website: undefined });
      expect(submitted.content).not.toHaveProperty('website');
    });

    it('refuses invalid draft bodies with 400 and field paths, and characters the database cannot store', async () => {
      const organization = await organizationFor(kind);
      const draft = recordOf(await create(member, kind, organization), 201);
      const cases: Array<[unknown, string]> = [
        [{ content: { title: 'x'.repeat(201) }, version: 1 }, 'content.title'],
        [{ content: { rating: 5 }, version: 1 }, 'content.rating'],
        [{ content: {}, version: 0 }, 'version'],
        [{ content: {}, version: 1, extra: true }, 'extra'],
        [{ content: { publicationConsent: 'ja' }, version: 1 }, 'content.publicationConsent'],
        [{ content: { contactEmail: 'x'.repeat(255) }, version: 1 }, 'content.contactEmail'],
        [{ content: { title: 'NUL \u0000 im Titel' }, version: 1 }, 'content.title'],
        [{ content: { title: 'halb \ud800' }, version: 1 }, 'content.title'],
      ];
      for (const [body, path] of cases) {
        const error = expectApiError(await save(member, kind, draft._id, body), 400);
        expect(error.fields?.map((field) => field.path)).toContain(path);
      }
      expect(await stored(t.database.db, draft._id)).toMatchObject({ version: 1, content: {} });
    });

    it('creates only for an approved organisation of the caller of the right type: else no active organization, 403 for the other type', async () => {
      const other = kind === 'gold' ? 'practitioner' : 'gold';
      const wrongType = await organizationFor(other);
      const pending = await organizationFor(kind, { approvalStatus: 'Pending' });
      const foreign = await caseStudyOrganization(t.database.db, kind, {
        members: [{ userId: outsider.user._id, role: 'Admin' }],
      });
      // A member of an approved organisation of the other type may not start this kind (one rule for every
      // document, ADR 053).
      expectApiError(await create(member, kind, wrongType), 403);
      for (const organization of [pending, foreign, 'keine-id', randomUUID()]) {
        const error = expectApiError(await create(member, kind, organization), 400);
        expect(error).toMatchObject({
          code: ErrorCode.NoActiveOrganization,
          message: 'no active organization available',
        });
      }
      // Platform admins may read but not write.
      expectApiError(await create(admin, kind, foreign), 400);
    });

    it('shows a case study to members of its organisation only (404 for others), writes to members only', async () => {
      const organization = await organizationFor(kind, { earlierLevelOn: '2026-09-01' });
      const draft = recordOf(await create(member, kind, organization), 201);
      for (const res of [
        await read(outsider, kind, draft._id),
        await readCurrent(outsider, kind, organization),
        await save(outsider, kind, draft._id, { content: {}, version: 1 }),
        await submit(outsider, kind, draft._id, { content: complete(), version: 1 }),
        await remove(outsider, kind, draft._id),
        await save(admin, kind, draft._id, { content: {}, version: 1 }),
        await submit(admin, kind, draft._id, { content: complete(), version: 1 }),
        await remove(admin, kind, draft._id),
      ]) {
        expectApiError(res, 404);
      }
      // The other kind's calls do not know this id.
      const other = kind === 'gold' ? 'practitioner' : 'gold';
      expectApiError(await read(member, other, draft._id), 404);
      expectApiError(await remove(member, other, draft._id), 404);
      expect(await stored(t.database.db, draft._id)).toMatchObject({ version: 1, state: 'DRAFT' });
    });

    it('keeps a case study readable but not writable once the organisation is no longer approved (403)', async () => {
      const organization = await organizationFor(kind, { earlierLevelOn: '2026-09-01' });
      const draft = recordOf(await create(member, kind, organization, { title: 'Entwurf' }), 201);
      await t.database.db
        .update(organizations)
        .set({ approvalStatus: 'Rejected' })
        .where(eq(organizations.id, organization));
      for (const res of [
        await save(member, kind, draft._id, { content: {}, version: 1 }),
        await submit(member, kind, draft._id, { content: complete(), version: 1 }),
        await remove(member, kind, draft._id),
      ]) {
        expectApiError(res, 403);
      }
      expect(recordOf(await read(member, kind, draft._id)).content).toEqual({ title: 'Entwurf' });
      expect(await stored(t.database.db, draft._id)).toMatchObject({ version: 1, state: 'DRAFT' });
    });

    it('makes a postponed or closed journey active again on create and on submit', async () => {
      const organization = await organizationFor(kind, { earlierLevelOn: '2026-09-01' });
      const pathType = kind === 'gold' ? 'procurement' : 'provider';
      const setStatus = (status: JourneyStatus) =>
        t.database.db
          .insert(journeys)
          .values({
            organizationId: organization,
            pathType,
            status,
            statusComment: 'Auf Wunsch zurückgestellt',
          })
          .onConflictDoUpdate({ target: journeys.organizationId, set: { status, statusComment: 'Ruht' } });
      const journey = async () =>
        (await t.database.db.select().from(journeys).where(eq(journeys.organizationId, organization)))[0]!;

      await setStatus('postponed');
      const draft = recordOf(await create(member, kind, organization), 201);
      expect(await journey()).toMatchObject({ status: 'active', statusComment: null });

      await setStatus('closed');
      recordOf(await submit(member, kind, draft._id, { content: complete(), version: 1 }));
      expect(await journey()).toMatchObject({
        status: 'active',
        statusComment: null,
        openTask: 'case-study-review',
      });
    });
  });
});
