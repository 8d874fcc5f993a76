import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateMessages,
  organizationCertificateSchema,
  type OrganizationCertificate,
} from '@cert/domain';
import { certificates } from '../../src/db/schema';
import { findCurrentCertificate } from '../../src/modules/certificate/repository';
import { refreshJourney } from '../../src/modules/journey/refresh';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import {
  arrangeOrganization,
  auditRows,
  insertSubmission,
  organizationMails,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { expectApiError } from '../organization/support';
import { ADMIN, certificateOf, listCertificates, revoke, storedCertificates } from './support';

describe('POST /api/admin/certificates/{code}/revoke (ADR 015)', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const reason = 'Die Angaben im Fragebogen haben sich als unzutreffend erwiesen.';

  /** A procurer whose bronze office passed three days ago, with its certificate. */
  async function certified(): Promise<{ org: ArrangedOrganization; certificate: OrganizationCertificate }> {
    const org = await arrangeOrganization(t, 'PublicProcurer', { name: 'Stadtwerke Görlitz-Süd' });
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 3);
    const certificate = certificateOf(await listCertificates(admin.browser, org.id), 'bronze-office');
    return { org, certificate };
  }

  const stored = async (id: string) =>
    (await t.database.db.select().from(certificates).where(eq(certificates.id, id)))[0]!;

  it('revokes with the reason: answers the certificate, stores who and when, writes the audit row, mails the admins', async () => {
    const { org, certificate } = await certified();
    t.clock.advance(60_000);
    const res = await revoke(admin.browser, certificate.code, { reason: `  ${reason}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(organizationCertificateSchema.strict().parse(res.json())).toEqual({
      ...certificate,
      status: 'revoked',
      revokedOn: '2026-11-21',
      revokeReason: reason,
    });
    expect(await stored(certificate._id)).toMatchObject({
      revokedAt: t.clock.now(),
      revokedBy: admin.user._id,
      revokeReason: reason,
    });
    expect(await listCertificates(admin.browser, org.id)).toEqual([res.json()]);

    expect(await auditRows(t.database.db, org.id)).toEqual([
      expect.objectContaining({
        action: 'certificate.revoked',
        actorId: admin.user._id,
        subjectId: certificate._id,
        comment: reason,
        createdAt: t.clock.now(),
      }),
    ]);

    const mails = organizationMails(t, org);
    expect(mails.map((mail) => mail.to)).toEqual([org.adminEmail]);
    const [mail] = mails;
    expect(mail!.subject).toBe('Zertifikat von „Stadtwerke Görlitz-Süd“ widerrufen');
    for (const text of [
      'das Programmteam hat das Zertifikat „Bronze – Beschaffungsstelle“ Ihrer Organisation „Stadtwerke Görlitz-Süd“ widerrufen',
      `Zertifikatsnummer ${certificate.number}, verliehen am 18.11.2026`,
      reason,
      'Bei Fragen zum Widerruf wenden Sie sich bitte an das Programmteam',
      `http://localhost:3000/zertifikat/${certificate.code}`,
    ]) {
      expect(mail!.text).toContain(text);
    }
    expect(mail!.html).toContain('Stadtwerke Görlitz-Süd');
  });

  it('is not issued again for the same completion; a later completion issues a new certificate', async () => {
    const { org, certificate } = await certified();
    expect((await revoke(admin.browser, certificate.code, { reason })).statusCode).toBe(200);
    await refreshJourney(t.database.db, org.id, t.clock.now());
    await t.database.db.transaction((tx) => refreshJourney(tx, org.id, t.clock.now()));
    expect((await storedCertificates(t.database.db, org.id)).map((row) => row.code)).toEqual([
      certificate.code,
    ]);
    expect(await findCurrentCertificate(t.database.db, org.id, 'bronze-office')).toBeUndefined();

    // A new passing submission today completes the level anew.
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 0);
    const list = await listCertificates(admin.browser, org.id);
    expect(list.map((item) => [item.status, item.awardedOn])).toEqual([
      ['valid', '2026-11-21'],
      ['revoked', '2026-11-18'],
    ]);
    expect(list[0]!.code).not.toBe(certificate.code);
    expect((await findCurrentCertificate(t.database.db, org.id, 'bronze-office'))?.code).toBe(list[0]!.code);
  });

  it('refuses a revoked certificate with 409: nothing changes, no second audit row or mail', async () => {
    const { org, certificate } = await certified();
    expect((await revoke(admin.browser, certificate.code, { reason })).statusCode).toBe(200);
    const before = await stored(certificate._id);
    t.clock.advance(60_000);
    const again = expectApiError(
      await revoke(admin.browser, certificate.code, { reason: 'Noch einmal.' }),
      409,
    );
    expect(again).toMatchObject({ code: 'CONFLICT', message: certificateMessages.alreadyRevoked });
    expect(await stored(certificate._id)).toEqual(before);
    expect(await auditRows(t.database.db, org.id)).toHaveLength(1);
    expect(organizationMails(t, org)).toHaveLength(1);
  });

  it('applies one of two revocations at the same time; the other answers 409', async () => {
    const { org, certificate } = await certified();
    const results = await Promise.all([
      revoke(admin.browser, certificate.code, { reason: 'Erster Grund.' }),
      revoke(admin.browser, certificate.code, { reason: 'Zweiter Grund.' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.statusCode === 200)!.json() as OrganizationCertificate;
    expect((await stored(certificate._id)).revokeReason).toBe(winner.revokeReason);
    expect(await auditRows(t.database.db, org.id)).toHaveLength(1);
  });

  it.each([
    ['no body', undefined, ['']],
    ['no reason', {}, ['reason']],
    ['a blank reason', { reason: '   ' }, ['reason']],
    ['a reason too long', { reason: 'x'.repeat(2001) }, ['reason']],
    ['an unknown field', { reason, notify: false }, ['notify']],
  ])('refuses %s with 400 and the field', async (_case, body, paths) => {
    const { org, certificate } = await certified();
    const res = expectApiError(await revoke(admin.browser, certificate.code, body), 400);
    expect(res.code).toBe('VALIDATION_FAILED');
    expect(res.fields?.map((field) => field.path)).toEqual(paths);
    expect((await stored(certificate._id)).revokedAt).toBeNull();
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = expectApiError(await revoke(admin.browser, 'ZZZZZZZZZZ', { reason }), 404);
    expect(unknown.message).toBe(certificateMessages.notFound);
    expect(expectApiError(await revoke(admin.browser, 'zz', { reason }), 400).code).toBe('VALIDATION_FAILED');
  });

  it("is for platform admins only: 403 for the organisation's admin, 401 without a session, 403 without CSRF", async () => {
    const { org, certificate } = await certified();
    const organizationAdmin = await signIn(t, org.adminEmail);
    expectApiError(await revoke(organizationAdmin.browser, certificate.code, { reason }), 403);
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    expectApiError(await revoke(anonymous, certificate.code, { reason }), 401);
    const withoutCsrf = await admin.browser.post(
      `/api/admin/certificates/${certificate.code}/revoke`,
      { reason },
      { csrf: false },
    );
    expect(expectApiError(withoutCsrf, 403).code).toBe('CSRF_INVALID');
    expect((await stored(certificate._id)).revokedAt).toBeNull();
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
  });
});
