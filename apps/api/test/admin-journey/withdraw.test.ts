import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithdrawPath, type ProviderRecordKind } from '@cert/domain';
import { certificates, providerRecords, workshopResults } from '../../src/db/schema';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import type { SignedIn } from '../helpers/browser';
import { journeyRow } from '../journey/support';
import {
  ADMIN,
  arrangeOrganization,
  auditRows,
  dayOffset,
  insertProviderRecord,
  insertSubmission,
  organizationMails,
  uploadedReportRef,
} from './support';

/** A record entered by mistake is withdrawn with a reason (docs/decisions/041-withdrawing-records.md). */
describe('withdrawing a record', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const withdraw = (
    organizationId: string,
    kind: 'workshop' | 'provider-record',
    recordId: string,
    reason = 'Versehentlich für diese Organisation erfasst.',
  ) => admin.browser.put(adminWithdrawPath(organizationId, kind, recordId), { reason });

  const providerRecordIds = async (organizationId: string, kind?: ProviderRecordKind) =>
    (
      await t.database.db
        .select({ id: providerRecords.id, kind: providerRecords.kind })
        .from(providerRecords)
        .where(eq(providerRecords.organizationId, organizationId))
    )
      .filter((row) => kind === undefined || row.kind === kind)
      .map((row) => row.id);

  const certificatesOf = (organizationId: string) =>
    t.database.db.select().from(certificates).where(eq(certificates.organizationId, organizationId));

  it('a provider event: the record goes, professional is open again, its certificate is revoked with the reason, all audited and mailed', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    await insertProviderRecord(t, org.id, 'event', 40);
    await insertProviderRecord(t, org.id, 'elearning', 40);
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({ progress: 'professional' });
    const [issued] = await certificatesOf(org.id);
    expect(issued).toMatchObject({ level: 'professional', revokedAt: null });
    const [eventId] = await providerRecordIds(org.id, 'event');

    const res = await withdraw(org.id, 'provider-record', eventId!, 'Die Teilnahme war eine andere Firma.');
    expect(res.statusCode, res.body).toBe(204);

    expect(await providerRecordIds(org.id, 'event')).toEqual([]);
    expect(await providerRecordIds(org.id, 'elearning')).toHaveLength(1);
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({
      progress: 'none',
      openTask: 'records-due',
    });

    const [revoked] = await certificatesOf(org.id);
    expect(revoked).toMatchObject({ id: issued!.id, revokedAt: t.clock.now(), revokedBy: admin.user._id });
    expect(revoked!.revokeReason).toContain('Die Teilnahme war eine andere Firma.');
    expect(revoked!.revokeReason).toContain('Teilnahme an einer Programmveranstaltung „Innovationstag“');

    const audit = await auditRows(t.database.db, org.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['certificate.revoked', 'record.withdrawn']);
    const entry = audit.find((row) => row.action === 'record.withdrawn')!;
    expect(entry).toMatchObject({ actorId: admin.user._id, subjectId: eventId, createdAt: t.clock.now() });
    expect(entry.comment).toBe(
      `Teilnahme an einer Programmveranstaltung „Innovationstag“ vom ${formatDay(dayOffset(t, -40))}. Begründung: Die Teilnahme war eine andere Firma.`,
    );

    const mails = organizationMails(t, org).filter((mail) => mail.subject.includes('zurückgezogen'));
    expect(mails.map((mail) => mail.to)).toEqual([org.adminEmail]);
    expect(mails[0]!.subject).toBe(`Eintrag im Zertifizierungspfad von „${org.name}“ zurückgezogen`);
    expect(mails[0]!.text).toContain('Die Teilnahme war eine andere Firma.');
    expect(mails[0]!.text).toContain('„Professional“. Es ist widerrufen');
  });

  it.each(['elearning', 'innovation-entry', 'presentation'] as const)(
    'a provider %s record: gone, audited, journey recomputed',
    async (kind) => {
      const org = await arrangeOrganization(t, 'Provider');
      await insertProviderRecord(t, org.id, kind, 3);
      const [recordId] = await providerRecordIds(org.id, kind);
      expect((await withdraw(org.id, 'provider-record', recordId!)).statusCode).toBe(204);
      expect(await providerRecordIds(org.id)).toEqual([]);
      const audit = await auditRows(t.database.db, org.id);
      expect(audit).toEqual([expect.objectContaining({ action: 'record.withdrawn', subjectId: recordId })]);
      expect(await journeyRow(t.database.db, org.id)).toMatchObject({ progress: 'none' });
    },
  );

  it('a workshop result: silver is open again and its certificate revoked, bronze and its certificate stay', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 35);
    const recorded = await admin.browser.post('/api/workshop/procurement', {
      type: 'office',
      organization: org.id,
      reportRef: await uploadedReportRef(admin.browser),
      performedAt: dayOffset(t, -1),
      passed: true,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const resultId = recorded.json<{ _id: string }>()._id;
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({ progress: 'silver' });

    expect((await withdraw(org.id, 'workshop', resultId)).statusCode).toBe(204);

    const rows = await t.database.db.select().from(workshopResults).where(eq(workshopResults.id, resultId));
    expect(rows).toEqual([]);
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({
      progress: 'bronze',
      openTask: 'workshop-due',
    });
    const byLevel = Object.fromEntries((await certificatesOf(org.id)).map((row) => [row.level, row]));
    expect(byLevel['bronze-office']?.revokedAt).toBeNull();
    expect(byLevel['silver-office']?.revokedAt).toEqual(t.clock.now());
    expect(byLevel['silver-office']?.revokeReason).toContain('Workshop-Ergebnis Beschaffungsstelle vom');
  });

  it('needs a reason, and only withdraws a record of the organisation named: 400, 404, nothing changed', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const other = await arrangeOrganization(t, 'Provider');
    await insertProviderRecord(t, org.id, 'event', 3);
    const [recordId] = await providerRecordIds(org.id);

    const empty = await withdraw(org.id, 'provider-record', recordId!, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields?.[0]?.path).toBe('reason');
    expect((await withdraw(other.id, 'provider-record', recordId!)).statusCode).toBe(404);
    // A provider has no workshop results: 409, as recording one answers.
    expect((await withdraw(org.id, 'workshop', recordId!)).statusCode).toBe(409);
    expect(await providerRecordIds(org.id)).toEqual([recordId]);
    expect(
      await t.database.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.organizationId, org.id))),
    ).toEqual([]);
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
  });
});

/** YYYY-MM-DD as the texts show it. */
const formatDay = (iso: string) => iso.split('-').reverse().join('.');
