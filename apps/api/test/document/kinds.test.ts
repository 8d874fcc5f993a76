import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CaseStudyKind,
  etagOf,
  QuestionnaireKind,
  questionnaires as registry,
  type OrganizationType,
} from '@cert/domain';
import { appWithAdmin } from '../helpers/admin-app';
import type { TestContext } from '../helpers/app';
import { SETUP_TIMEOUT_MS } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { caseStudyApiBase } from '../helpers/case-study-paths';
import { openLevelFor } from '../helpers/journeys';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { mailsTo } from '../helpers/outbox';
import { expectApiError, uniqueEmail } from '../organization/support';
import { completeEarlierLevel, complete as completeCaseStudy } from '../case-study/support';
import { baseOf, complete as completeAnswers } from '../questionnaire/support';

const ADMIN = 'dokumente@programm.example';

/**
 * Each kind of document (questionnaires and case studies) through the same calls and rules
 * (docs/decisions/053-one-document-module.md): only the addresses and the body's form are the kind's own.
 */
type Driver = {
  kind: string;
  scored: boolean;
  type: OrganizationType;
  paths: { create: string; read(id: string): string; write(id: string): string };
  createBody(organization: string): unknown;
  /** A draft body with a half-typed answer, and the complete one a submit needs. */
  draft(): unknown;
  complete(): unknown;
  /** Makes the kind's level open for the organisation. */
  open(t: TestContext, organization: string): Promise<void>;
};

const questionnaireDriver = (kind: QuestionnaireKind): Driver => ({
  kind,
  scored: true,
  type: registry[kind].organizationType,
  paths: {
    create: `${baseOf(kind)}/draft`,
    read: (id) => `${baseOf(kind)}/${id}`,
    write: (id) => `${baseOf(kind)}/draft/${id}`,
  },
  createBody: (organization) => ({ meta: { organization } }),
  draft: () => ({ general: { contactName: 'Erika Musterfrau' } }),
  complete: () => completeAnswers(kind),
  open: (t, organization) => openLevelFor(t.database.db, kind, organization),
});

const caseStudyDriver = (kind: CaseStudyKind): Driver => ({
  kind,
  scored: false,
  type: kind === 'gold' ? 'PublicProcurer' : 'Provider',
  paths: {
    create: caseStudyApiBase[kind],
    read: (id) => `${caseStudyApiBase[kind]}/${id}`,
    write: (id) => `${caseStudyApiBase[kind]}/${id}`,
  },
  createBody: (organization) => ({ organization, content: {} }),
  // The body's version is required here (the case-study contract); If-Match, when sent, decides over it.
  draft: () => ({ content: { title: 'Entwurf' }, version: 1 }),
  complete: () => ({ content: completeCaseStudy(), version: 1 }),
  open: (t, organization) => completeEarlierLevel(t.database.db, organization, kind, '2026-09-01'),
});

const drivers = [
  ...QuestionnaireKind.values.map(questionnaireDriver),
  ...CaseStudyKind.values.map(caseStudyDriver),
];

describe('documents: every kind through the same save and submit (ADR 053)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    member = await signIn(t, uniqueEmail('dokument'));
    outsider = await signIn(t, uniqueEmail('fremd'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const organizationOf = async (type: OrganizationType) =>
    insertOrganization(t.database.db, {
      data: organizationData(type),
      members: [{ userId: member.user._id, role: 'Member' }],
    });
  const put = (who: SignedIn, path: string, body: unknown, ifMatch?: string) =>
    who.browser.put(path, body, ifMatch ? { headers: { 'if-match': ifMatch } } : undefined);
  const versionOf = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.headers.etag;
  };

  describe.each(drivers)('$kind', (driver) => {
    it('starts a draft, saves it under If-Match, refuses a stale one, submits it once; then it is read-only', async () => {
      const organization = await organizationOf(driver.type);
      await driver.open(t, organization);
      const created = await member.browser.post(driver.paths.create, driver.createBody(organization));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers.etag).toBe(etagOf(1));
      const id = created.json<{ _id: string }>()._id;

      // One read rule: the members; the office and outsiders learn nothing of a draft.
      expect(versionOf(await member.browser.get(driver.paths.read(id)))).toBe(etagOf(1));
      expectApiError(await admin.browser.get(driver.paths.read(id)), 404);
      expectApiError(await outsider.browser.get(driver.paths.read(id)), 404);
      expectApiError(await put(outsider, driver.paths.write(id), driver.draft(), etagOf(1)), 404);
      expectApiError(await put(admin, driver.paths.write(id), driver.draft(), etagOf(1)), 404);

      // One save: If-Match names the version it overwrites; a second save at the same version is refused.
      expect(versionOf(await put(member, driver.paths.write(id), driver.draft(), etagOf(1)))).toBe(etagOf(2));
      expectApiError(await put(member, driver.paths.write(id), driver.draft(), etagOf(1)), 409);
      expect(versionOf(await member.browser.get(driver.paths.read(id)))).toBe(etagOf(2));

      // One submit: stale is refused and changes nothing; at the current version it goes through.
      expectApiError(
        await put(member, `${driver.paths.write(id)}/submit`, driver.complete(), etagOf(1)),
        409,
      );
      const submitted = await put(member, `${driver.paths.write(id)}/submit`, driver.complete(), etagOf(2));
      expect(versionOf(submitted)).toBe(etagOf(3));
      const record = submitted.json<{ meta?: { state: string }; state?: string }>();
      if (driver.scored) {
        // Evaluated in the submit's transaction.
        expect(record.meta?.state).toMatch(/^(PASSED|FAILED)$/);
      } else {
        // Waits for the office, which is told.
        expect(record.state).toBe('SUBMITTED');
        expect(mailsTo(t.dataDir, ADMIN).at(-1)?.subject).toMatch(/Praxisbeispiel/);
      }

      // Submitted: the office may read it; nobody may change or delete it.
      expect(versionOf(await admin.browser.get(driver.paths.read(id)))).toBe(etagOf(3));
      expectApiError(await put(member, driver.paths.write(id), driver.draft(), etagOf(3)), 409);
      expectApiError(
        await put(member, `${driver.paths.write(id)}/submit`, driver.complete(), etagOf(3)),
        409,
      );
      expectApiError(await member.browser.request('DELETE', driver.paths.write(id)), 409);
    });

    it("is started only for an approved organisation of the kind's type: 403 for the other type", async () => {
      const other = await organizationOf(driver.type === 'Provider' ? 'PublicProcurer' : 'Provider');
      expectApiError(await member.browser.post(driver.paths.create, driver.createBody(other)), 403);
    });

    it('deletes a draft: 204, then 404 for it', async () => {
      const organization = await organizationOf(driver.type);
      const created = await member.browser.post(driver.paths.create, driver.createBody(organization));
      const id = created.json<{ _id: string }>()._id;
      expectApiError(await outsider.browser.request('DELETE', driver.paths.write(id)), 404);
      expect((await member.browser.request('DELETE', driver.paths.write(id))).statusCode).toBe(204);
      expectApiError(await member.browser.get(driver.paths.read(id)), 404);
    });
  });
});
