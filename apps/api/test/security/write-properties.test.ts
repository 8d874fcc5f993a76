import { count, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkRequestSchema, revokeCertificateBodySchema, verifyRequestSchema } from '@cert/domain';
import { pageViewBodySchema } from '@cert/domain/contracts';
import {
  auditLog,
  certificates,
  invitations,
  magicLinkTokens,
  memberships,
  pageViews,
  refreshTokens,
  sessions,
  users,
} from '../../src/db/schema';
import {
  arrangeOrganization,
  insertSubmission,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { certificateOf, listCertificates } from '../certificate/support';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { readOutbox } from '../helpers/outbox';

/**
 * docs/security.md 19–20 for the write endpoints whose own test files have no property test: any body or parameter
 * the schema refuses (or that names nothing) answers 4xx in the error shape, never 5xx, and writes nothing.
 */

const ADMIN = 'eigenschaften-admin@programm.example';
const unlimited = { max: 1_000_000, windowMs: 60_000 };
const RUNS = 60;

/** Bodies of any shape: JSON values, objects with arbitrary keys, and the valid body with one field changed. */
function bodies(valid: Record<string, unknown>) {
  const fields = Object.keys(valid);
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.string(), fc.jsonValue()),
    fc
      .tuple(fc.constantFrom(...fields), fc.jsonValue())
      .map(([field, value]) => ({ ...valid, [field]: value })),
    fc
      .tuple(fc.string({ minLength: 1 }), fc.jsonValue())
      .map(([field, value]) => ({ ...valid, [field]: value })),
  );
}

const asJson = (body: unknown) => ({
  payload: JSON.stringify(body) ?? '',
  headers: { 'content-type': 'application/json' },
});

function expectRefused(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const body = res.json() as Record<string, unknown>;
  expect(body.status).toBe(res.statusCode);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(res.headers['set-cookie']).toBeUndefined();
}

describe('write endpoints: refused input answers 4xx and writes nothing (property, docs/security.md 20)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let organizationAdmin: SignedIn;
  let member: SignedIn;
  let organization: ArrangedOrganization;
  let certificateCode: string;

  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: ADMIN },
      { auth: { magicLinkPerAddress: unlimited, magicLinkPerIp: unlimited } },
    );
    admin = await signIn(t, ADMIN);
    organization = await arrangeOrganization(t, 'PublicProcurer');
    organizationAdmin = await signIn(t, organization.adminEmail);
    member = await signIn(t, organization.memberEmail);
    await insertSubmission(t, organization.id, 'procurement-office', 'PASSED', 2);
    certificateCode = certificateOf(
      await listCertificates(admin.browser, organization.id),
      'bronze-office',
    ).code;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const rows = (table: PgTable) => t.database.db.select({ n: count() }).from(table);

  /** Everything a write of these endpoints would leave behind: rows, revocations and mails. */
  async function footprint() {
    const tables = {
      users,
      magicLinkTokens,
      sessions,
      refreshTokens,
      pageViews,
      memberships,
      invitations,
      auditLog,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) counts[name] = (await rows(table))[0]!.n;
    const [revoked] = await t.database.db
      .select({ n: count() })
      .from(certificates)
      .where(isNotNull(certificates.revokedAt));
    return { ...counts, revoked: revoked!.n, mails: readOutbox(t.dataDir).length };
  }

  it('POST /api/auth/magic-link', async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(bodies({ email: 'jemand@amt.example', callbackUrl: '/profil' }), async (body) => {
        fc.pre(!magicLinkRequestSchema.safeParse(body).success);
        expectRefused(
          await browser.post('/api/auth/magic-link', undefined, asJson(body)),
          JSON.stringify(body),
        );
      }),
      { numRuns: RUNS },
    );
    expect(await footprint()).toEqual(before);
  });

  it('POST /api/auth/verify: no body and no well-formed unknown token signs anyone in', async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          bodies({ token: 'A'.repeat(43) }),
          fc.string({ minLength: 1, maxLength: 200 }).map((token) => ({ token })),
        ),
        async (body) => {
          const res = await browser.post('/api/auth/verify', undefined, asJson(body));
          expectRefused(res, JSON.stringify(body));
          if (verifyRequestSchema.safeParse(body).success)
            expect(res.json()).toMatchObject({ code: 'TOKEN_INVALID' });
        },
      ),
      { numRuns: RUNS },
    );
    expect(await footprint()).toEqual(before);
  });

  it('POST /api/stats/pageview', async () => {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(bodies({ path: '/faq' }), async (body) => {
        fc.pre(!pageViewBodySchema.safeParse(body).success);
        expectRefused(
          await browser.post('/api/stats/pageview', undefined, asJson(body)),
          JSON.stringify(body),
        );
      }),
      { numRuns: RUNS },
    );
    expect(await footprint()).toEqual(before);
  });

  it('POST /api/admin/certificates/:code/revoke: refused bodies, and any code that names no certificate', async () => {
    const before = await footprint();
    await fc.assert(
      fc.asyncProperty(bodies({ reason: 'Angaben unzutreffend' }), async (body) => {
        fc.pre(!revokeCertificateBodySchema.safeParse(body).success);
        const res = await admin.browser.post(
          `/api/admin/certificates/${certificateCode}/revoke`,
          undefined,
          asJson(body),
        );
        expectRefused(res, JSON.stringify(body));
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (code) => {
        fc.pre(code !== certificateCode);
        const res = await admin.browser.post(`/api/admin/certificates/${encodeURIComponent(code)}/revoke`, {
          reason: 'Angaben unzutreffend',
        });
        expectRefused(res, code);
      }),
      { numRuns: RUNS },
    );
    expect(await footprint()).toEqual(before);
  });

  it('invitation and membership calls with parameters that name nothing', async () => {
    const before = await footprint();
    const calls = [
      (id: string) => member.browser.put(`/api/user/invitations/${id}/accept`),
      (id: string) => member.browser.put(`/api/user/invitations/${id}/decline`),
      (id: string) =>
        organizationAdmin.browser.request('DELETE', `/api/organization/${organization.id}/invitations/${id}`),
      (id: string) =>
        organizationAdmin.browser.request('DELETE', `/api/organization/${organization.id}/members/${id}`),
      (id: string) =>
        organizationAdmin.browser.request('DELETE', `/api/organization/${id}/members/${member.user._id}`),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(calls.length - 1),
        fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), fc.uuid()),
        async (index, id) => {
          fc.pre(id !== organization.id && id !== member.user._id);
          expectRefused(await calls[index]!(encodeURIComponent(id)), `call ${index} with ${id}`);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await footprint()).toEqual(before);
    expect((await member.browser.get(`/api/organization/${organization.id}`)).statusCode).toBe(200);
  });
});
