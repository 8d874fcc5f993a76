import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderRecordKind } from '@cert/domain';
import { adminRecordPath, adminWithdrawPath } from '@cert/domain/contracts';
import { certificates, providerRecords, workshopReports, workshopResults } from '../../src/db/schema';
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
  recordOfficeWorkshop,
} from '../helpers/arranged-journeys';

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
    const resultId = await recordOfficeWorkshop(t, admin.browser, org.id);
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

describe('correcting a record in place', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const correct = (
    organizationId: string,
    kind: 'workshop' | 'provider-record',
    recordId: string,
    body: object,
  ) => admin.browser.put(adminRecordPath(organizationId, kind, recordId), body);

  /** The organisation's one record of the kind (by default its only record). */
  const onlyRecord = async (organizationId: string, kind?: ProviderRecordKind) => {
    const rows = (
      await t.database.db
        .select()
        .from(providerRecords)
        .where(eq(providerRecords.organizationId, organizationId))
    ).filter((row) => kind === undefined || row.kind === kind);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('an innovation entry: new date, title and address; answered, audited with before and after, mailed', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    // Professional done 60 days ago: practitioner opened four weeks later.
    await insertProviderRecord(t, org.id, 'event', 60);
    await insertProviderRecord(t, org.id, 'elearning', 60);
    await insertProviderRecord(t, org.id, 'innovation-entry', 20);
    const old = await onlyRecord(org.id, 'innovation-entry');
    const res = await correct(org.id, 'provider-record', old.id, {
      performedAt: dayOffset(t, -21),
      eventName: 'Sensorik für Brückenprüfung',
      url: 'https://marktplatz.example.de/innovation/42',
      reason: 'Titel und Adresse waren vertauscht.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: old.id,
      kind: 'innovation-entry',
      performedAt: dayOffset(t, -21),
      eventName: 'Sensorik für Brückenprüfung',
      url: 'https://marktplatz.example.de/innovation/42',
    });
    expect(await onlyRecord(org.id, 'innovation-entry')).toMatchObject({
      eventName: 'Sensorik für Brückenprüfung',
    });
    const [entry] = await auditRows(t.database.db, org.id);
    expect(entry).toMatchObject({ action: 'record.corrected', actorId: admin.user._id, subjectId: old.id });
    expect(entry!.comment).toBe(
      `Innovationseintrag auf dem Marktplatz „Innovationstag“ vom ${formatDay(dayOffset(t, -20))} → ` +
        `Innovationseintrag auf dem Marktplatz „Sensorik für Brückenprüfung“ vom ${formatDay(dayOffset(t, -21))}. ` +
        'Begründung: Titel und Adresse waren vertauscht.',
    );
    const mail = organizationMails(t, org).find((candidate) => candidate.subject.includes('berichtigt'));
    expect(mail?.text).toContain('Titel und Adresse waren vertauscht.');
    expect(mail?.text).toContain(
      'Jetzt: Innovationseintrag auf dem Marktplatz „Sensorik für Brückenprüfung“',
    );
  });

  it.each(['event', 'elearning', 'presentation'] as const)(
    'a %s record: new date and name, audited, journey recomputed',
    async (kind) => {
      const org = await arrangeOrganization(t, 'Provider');
      if (kind === 'presentation') {
        await insertProviderRecord(t, org.id, 'event', 60);
        await insertProviderRecord(t, org.id, 'elearning', 60);
      }
      await insertProviderRecord(t, org.id, kind, 10);
      const old = await onlyRecord(org.id, kind);
      // A minute later: the journey row carries the correction's time only if it was recomputed.
      t.clock.advance(60_000);
      const res = await correct(org.id, 'provider-record', old.id, {
        performedAt: dayOffset(t, -12),
        eventName: 'Praxisforum Nord',
        reason: 'Name und Datum aus der Teilnehmerliste übernommen.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await onlyRecord(org.id, kind)).toMatchObject({
        performedAt: dayOffset(t, -12),
        eventName: 'Praxisforum Nord',
      });
      const entries = (await auditRows(t.database.db, org.id)).filter(
        (row) => row.action === 'record.corrected',
      );
      expect(entries).toEqual([expect.objectContaining({ subjectId: old.id, actorId: admin.user._id })]);
      expect(entries[0]!.comment).toContain('„Praxisforum Nord“');
      expect((await journeyRow(t.database.db, org.id))?.updatedAt).toEqual(t.clock.now());
    },
  );

  it('refuses an address on a record that has none, a missing one on an innovation entry, and a future date', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    await insertProviderRecord(t, org.id, 'event', 5);
    const event = await onlyRecord(org.id);
    const base = { performedAt: dayOffset(t, -5), eventName: 'Innovationstag', reason: 'Berichtigt.' };
    const withUrl = await correct(org.id, 'provider-record', event.id, {
      ...base,
      url: 'https://x.example.de',
    });
    expect(withUrl.statusCode).toBe(400);
    expect(withUrl.json().fields?.[0]?.path).toBe('url');
    const future = await correct(org.id, 'provider-record', event.id, {
      ...base,
      performedAt: dayOffset(t, 2),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields?.[0]?.path).toBe('performedAt');
    const noReason = await correct(org.id, 'provider-record', event.id, { ...base, reason: '' });
    expect(noReason.statusCode).toBe(400);

    const entryOrg = await arrangeOrganization(t, 'Provider');
    await insertProviderRecord(t, entryOrg.id, 'innovation-entry', 5);
    const entry = await onlyRecord(entryOrg.id, 'innovation-entry');
    const missing = await correct(entryOrg.id, 'provider-record', entry.id, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields?.[0]?.path).toBe('url');
    expect((await correct(org.id, 'provider-record', entry.id, base)).statusCode).toBe(404);
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
    expect(await onlyRecord(org.id)).toMatchObject({ eventName: 'Innovationstag', url: null });
  });

  it('a workshop result corrected to failed: silver open again, its certificate revoked, bronze kept', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 35);
    const resultId = await recordOfficeWorkshop(t, admin.browser, org.id);

    const res = await correct(org.id, 'workshop', resultId, {
      performedAt: dayOffset(t, -2),
      passed: false,
      comment: 'Die Stelle bearbeitet die Empfehlungen.',
      reason: 'Das Ergebnis wurde falsch übernommen.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: resultId, passed: false, performedAt: dayOffset(t, -2) });
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({
      progress: 'bronze',
      openTask: 'workshop-due',
    });
    const byLevel = Object.fromEntries(
      (await t.database.db.select().from(certificates).where(eq(certificates.organizationId, org.id))).map(
        (row) => [row.level, row],
      ),
    );
    expect(byLevel['bronze-office']?.revokedAt).toBeNull();
    expect(byLevel['silver-office']?.revokeReason).toContain('Das Ergebnis wurde falsch übernommen.');
    const actions = (await auditRows(t.database.db, org.id)).map((row) => row.action).sort();
    expect(actions).toEqual(['certificate.revoked', 'record.corrected', 'workshop.recorded']);
  });

  it('a workshop report replaced: the new one checked and claimed like an upload, the old file kept and named', async () => {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    const other = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 35);
    const wrong = await uploadedReportRef(admin.browser, 'Bericht Nachbarstadt.pdf');
    const resultId = await recordOfficeWorkshop(t, admin.browser, org.id, { reportRef: wrong });
    const body = (reportRef: string) => ({
      performedAt: dayOffset(t, -1),
      passed: true,
      reportRef,
      reason: 'Der Bericht einer anderen Stelle war angehängt.',
    });

    // Another organisation's report, or one that does not exist: refused at the field, nothing changed.
    const foreign = await uploadedReportRef(admin.browser, 'Fremd.pdf');
    await t.database.db
      .update(workshopReports)
      .set({ organizationId: other.id })
      .where(eq(workshopReports.id, foreign));
    for (const reportRef of [foreign, '00000000-0000-4000-8000-000000000000', 'kein-bericht']) {
      const refused = await correct(org.id, 'workshop', resultId, body(reportRef));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ fields: [{ path: 'reportRef' }] });
    }
    const [unchanged] = await t.database.db
      .select()
      .from(workshopResults)
      .where(eq(workshopResults.id, resultId));
    expect(unchanged!.reportRef).toBe(wrong);

    const right = await uploadedReportRef(admin.browser, 'Bericht Musterstadt.pdf');
    const res = await correct(org.id, 'workshop', resultId, body(right));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: resultId, reportRef: right });
    // The old file stays, and the audit entry names both.
    const reports = await t.database.db
      .select()
      .from(workshopReports)
      .where(eq(workshopReports.organizationId, org.id));
    expect(reports.map((report) => report.id).sort()).toEqual([wrong, right].sort());
    const corrected = (await auditRows(t.database.db, org.id)).find(
      (row) => row.action === 'record.corrected',
    );
    expect(corrected?.comment).toContain('mit dem Bericht „Bericht Nachbarstadt.pdf“');
    expect(corrected?.comment).toContain('mit dem Bericht „Bericht Musterstadt.pdf“');
  });
});

/** YYYY-MM-DD as the texts show it. */
const formatDay = (iso: string) => iso.split('-').reverse().join('.');
