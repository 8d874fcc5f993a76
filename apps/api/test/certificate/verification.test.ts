import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateMessages,
  certificateVerificationSchema,
  type OrganizationCertificate,
} from '@cert/domain';
import { organizations } from '../../src/db/schema';
import { VERIFICATION_RATE_LIMIT } from '../../src/modules/certificate/routes';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { organizationData } from '../helpers/organizations';
import { arrangeOrganization, insertSubmission } from '../helpers/arranged-journeys';
import { expectApiError } from '../organization/support';
import { ADMIN, certificateOf, listCertificates, revoke } from './support';

describe('GET /api/certificates/{code}: public verification (ADR 015)', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** A fresh visitor without a session, with an address of its own (so rate limits do not carry over). */
  const visitor = () => new TestBrowser(t.app);
  const verify = (code: string, browser = visitor()) => browser.get(`/api/certificates/${code}`);

  /** A procurer whose bronze office passed on 2026-11-18 (three days before the test clock). */
  async function bronzeCertificate(): Promise<OrganizationCertificate & { organizationId: string }> {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 3);
    const certificate = certificateOf(await listCertificates(admin.browser, org.id), 'bronze-office');
    return { ...certificate, organizationId: org.id };
  }

  function expectNotFound(res: Awaited<ReturnType<typeof verify>>) {
    expect(expectApiError(res, 404)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: certificateMessages.notFound,
    });
  }

  it('never shows a bidirectional or control character of the name the organisation gave (property, docs/security.md 34)', async () => {
    const creator = (await signIn(t, 'namensgeberin@example.de')).browser;
    const hostile = fc.constantFrom(
      '\u202e',
      '\u202d',
      '\u2066',
      '\u2069',
      '\u200f',
      '\u061c',
      '\u0007',
      '\u001b',
      '\u009b',
      '\t',
      '\n',
    );
    const name = fc
      .array(fc.oneof(hostile, fc.constantFrom('Amt', ' ', 'fdp.exe', 'ä')), { minLength: 1, maxLength: 10 })
      .map((parts) => `Stadt ${parts.join('')}`);
    await fc.assert(
      fc.asyncProperty(name, async (given) => {
        const created = await creator.post('/api/organization', {
          organization: organizationData('PublicProcurer', given),
          newMembers: [],
        });
        expect(created.statusCode, created.body).toBe(201);
        const { _id: organizationId } = created.json() as { _id: string };
        const approved = await admin.browser.put(`/api/organization/${organizationId}/approve`, {});
        expect(approved.statusCode, approved.body).toBe(200);
        await insertSubmission(t, organizationId, 'procurement-office', 'PASSED', 3);
        const { code } = certificateOf(
          await listCertificates(admin.browser, organizationId),
          'bronze-office',
        );
        const res = await verify(code);
        expect(res.statusCode, res.body).toBe(200);
        const { organizationName } = res.json() as { organizationName: string };
        expect(organizationName, JSON.stringify(organizationName)).not.toMatch(/[\p{Bidi_Control}\p{Cc}]/u);
        expect(organizationName.startsWith('Stadt')).toBe(true);
      }),
      { numRuns: 10 },
    );
  });

  it('answers a valid certificate to anyone, without reason or ids, never cached', async () => {
    const certificate = await bronzeCertificate();
    const res = await verify(certificate.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(certificateVerificationSchema.strict().parse(res.json())).toEqual({
      code: certificate.code,
      number: certificate.number,
      status: 'valid',
      organizationName: certificate.organizationName,
      level: 'bronze-office',
      levelLabel: 'Bronze – Beschaffungsstelle',
      awardedOn: '2026-11-18',
      validUntil: '2028-11-18',
      revokedOn: null,
    });
  });

  it('names the organisation as it was called on the day of the award, after a rename too', async () => {
    const certificate = await bronzeCertificate();
    await t.database.db
      .update(organizations)
      .set({ name: 'Neuer Name der Vergabestelle' })
      .where(eq(organizations.id, certificate.organizationId));
    expect((await verify(certificate.code)).json()).toMatchObject({
      organizationName: certificate.organizationName,
    });
  });

  it('answers a revoked certificate as revoked, with the day of the revocation and without the reason', async () => {
    const certificate = await bronzeCertificate();
    const revoked = await revoke(admin.browser, certificate.code, { reason: 'Vertraulicher Grund' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const res = await verify(certificate.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(certificateVerificationSchema.strict().parse(res.json())).toMatchObject({
      status: 'revoked',
      revokedOn: '2026-11-21',
      validUntil: '2028-11-18',
    });
    expect(res.body).not.toContain('Vertraulicher Grund');
  });

  it('answers an unknown code with 404 and a German message', async () => {
    expectNotFound(await verify('ZZZZZZZZZZ'));
  });

  it.each([
    ['too short', 'ABC'],
    ['lower case', 'zzzzzzzzzz'],
    ['letters Crockford leaves out', 'IIIIIIIIII'],
    ['the printed number', 'IB-2026-7K3M-9QXA-2F'],
    ['one character too many', 'Z'.repeat(11)],
  ])('answers a malformed code (%s) like an unknown one', async (_case, code) => {
    expectNotFound(await verify(encodeURIComponent(code)));
  });

  it('limits each address to 60 calls a minute (429 after), counting unknown codes too; other addresses go on', async () => {
    const certificate = await bronzeCertificate();
    const browser = visitor();
    expect(VERIFICATION_RATE_LIMIT).toEqual({ max: 60, windowMs: 60_000 });
    // Start at the beginning of a window, so that the minute does not end during the 61 calls.
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000));
    for (let call = 1; call <= 60; call++) {
      const res = await verify(call % 2 ? certificate.code : 'ZZZZZZZZZZ', browser);
      expect(res.statusCode).toBe(call % 2 ? 200 : 404);
    }
    const refused = await verify(certificate.code, browser);
    expect(expectApiError(refused, 429).code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe('60');
    expect((await verify(certificate.code)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await verify(certificate.code, browser)).statusCode).toBe(200);
  });

  // Last: it moves the clock two years on.
  it('answers a certificate as valid through its last day in German time and as expired from the next day', async () => {
    const certificate = await bronzeCertificate();
    expect(certificate.validUntil).toBe('2028-11-18');
    // 23:30 in Berlin on the last valid day, then 00:30 on the next one.
    t.clock.advance(new Date('2028-11-18T22:30:00Z').getTime() - t.clock.now().getTime());
    expect((await verify(certificate.code)).json()).toMatchObject({ status: 'valid' });
    t.clock.advance(60 * 60_000);
    const expired = await verify(certificate.code);
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json()).toMatchObject({ status: 'expired', validUntil: '2028-11-18', revokedOn: null });
  });
});
