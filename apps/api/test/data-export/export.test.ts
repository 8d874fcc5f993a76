import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateNumber,
  evaluate,
  normalizeSubmission,
  questionnaires as registry,
  type ExportKind,
  type QuestionnaireKind,
} from '@cert/domain';
import type { Database } from '../../src/db/client';
import { caseStudies, certificates, organizations, questionnaires } from '../../src/db/schema';
import { refreshJourney } from '../../src/modules/journey/refresh';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { completePractitioner } from '../helpers/journeys';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { uniqueEmail } from '../organization/support';
import { sampleAnswers } from '@cert/domain/testing';
import { adminExportPath } from '@cert/domain/contracts';

const ADMIN = 'admin@programm.example';
const HOSTILE = '=HYPERLINK("http://evil","x")';
const SUBMITTED = new Date('2026-11-20T09:00:00Z');

/** A submission as the submit stores it: normalised sample answers and their evaluation. */
async function insertSubmission(
  db: Database,
  organizationId: string,
  kind: QuestionnaireKind,
  variant: number,
) {
  const answers = normalizeSubmission(
    registry[kind].definition,
    sampleAnswers(registry[kind].definition, variant),
  );
  const evaluation = evaluate(kind, answers, 'Geprüfte Stelle');
  await db.insert(questionnaires).values({
    kind,
    organizationId,
    answers,
    evaluation,
    scoringVersion: evaluation.scoringVersion,
    state: evaluation.passed ? 'PASSED' : 'FAILED',
    stateUpdatedAt: SUBMITTED,
    submittedAt: SUBMITTED,
    createdAt: SUBMITTED,
    updatedAt: SUBMITTED,
    version: 2,
  });
  return evaluation;
}

type Sheet = { worksheet: ExcelJS.Worksheet; headers: string[]; rows: Array<Record<string, unknown>> };

async function readSheet(response: LightMyRequestResponse): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Sheet['rows'] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1).value])));
  });
  return { worksheet: sheet, headers, rows };
}

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

describe('admin exports (docs/decisions/015-certificates.md "Exports")', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;

  const exportOf = async (kind: ExportKind) => {
    const response = await admin.browser.post(adminExportPath(kind));
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    member = await signIn(t, uniqueEmail('mitglied'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('answers an empty export with the header row alone, as an attachment named with today’s date', async () => {
    const response = await exportOf('provider');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Export Zertifizierungspfade Unternehmen 2026-11-21.xlsx"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { worksheet, headers, rows } = await readSheet(response);
    expect(rows).toEqual([]);
    expect(worksheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(worksheet.getRow(1).font).toMatchObject({ bold: true });
    expect(headers.slice(0, 3)).toEqual(['Name der Organisation', 'Straße und Hausnummer', 'Postleitzahl']);
    expect(headers).toContain('Professional: Status');
    expect(headers).toContain('Expert: Zertifikatsnummer');
  });

  it('is for platform admins only', async () => {
    const response = await member.browser.post(adminExportPath('procurement-office'));
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  describe('with journeys', () => {
    let wuerzburg: string;
    let hostile: string;
    let bamberg: string;
    let provider: string;

    beforeAll(async () => {
      const db = t.database.db;
      wuerzburg = await insertOrganization(db, {
        data: organizationData('PublicProcurer', 'Stadt Würzburg'),
      });
      hostile = await insertOrganization(db, { data: organizationData('PublicProcurer', HOSTILE) });
      bamberg = await insertOrganization(db, { data: organizationData('PublicProcurer', 'Stadt Bamberg') });
      provider = await insertOrganization(db, { data: organizationData('Provider', 'Öko-Müller GmbH') });
      // Approved half an hour after midnight in German summer time: 1 April there, 31 March in UTC.
      await db
        .update(organizations)
        .set({ reviewedAt: new Date('2026-03-31T22:30:00Z') })
        .where(eq(organizations.id, wuerzburg));
      await insertSubmission(db, wuerzburg, 'procurement-office', 2); // passes
      await db
        .insert(caseStudies)
        .values({ kind: 'gold', organizationId: wuerzburg, content: { title: 'Sensoren' } });
      await insertSubmission(db, bamberg, 'procurement-office', 0); // fails
      await insertSubmission(db, bamberg, 'procurement-project', 2); // passes
      await completePractitioner(db, provider);
      await insertSubmission(db, provider, 'provider-expert', 0); // passes
      for (const id of [wuerzburg, hostile, bamberg, provider]) await refreshJourney(db, id, t.clock.now());
    }, SETUP_TIMEOUT_MS);

    const certificateOf = async (organizationId: string, level: string) => {
      const rows = await t.database.db.select().from(certificates);
      const row = rows.find(
        (candidate) => candidate.organizationId === organizationId && candidate.level === level,
      )!;
      return certificateNumber(row.code, row.awardedOn);
    };

    it('exports every procurer journey with its office levels, certificate, result and answers', async () => {
      const { worksheet, headers, rows } = await readSheet(await exportOf('procurement-office'));
      expect(rows).toHaveLength(3);
      const byName = (name: string) => rows.find((row) => row['Name der Organisation'] === name)!;

      const office = byName('Stadt Würzburg');
      expect(office).toMatchObject({
        Ort: 'Berlin',
        Verwaltungsebene: 'Kommune',
        'Status des Zertifizierungspfads': 'Aktiv',
        Fortschritt: 'Bronze',
        'Bronze – Beschaffungsstelle: Status': 'Abgeschlossen',
        'Bronze – Beschaffungsstelle: Zertifikatsnummer': await certificateOf(wuerzburg, 'bronze-office'),
        'Silber – Beschaffungsstelle: Status': 'Wartezeit',
        'Gold: Status': 'Noch nicht verfügbar',
        'Gold: Praxisbeispiel': 'Entwurf',
        'Fragebogen: Ergebnis': 'Bestanden',
        // Answers as the form words them (sample answers, variant 2).
        'Ebene des öffentlichen Auftraggebers': 'Kommune',
        'Nach welchem Kriterium wird bei den Vergaben Ihrer Stelle überwiegend der Zuschlag erteilt?':
          'Bestes Preis-Leistungs-Verhältnis',
        'Hat Ihre Organisation eine festgelegte Beschaffungsstrategie?': 'ja',
        'Inwieweit stimmen Sie den folgenden Aussagen zur innovativen Beschaffung zu? – Innovative Beschaffungen tragen wesentlich dazu bei, dass unsere Organisation ihre Aufgaben besser erfüllt.':
          'Stimme eher zu',
        'Welche der folgenden innovationsbezogenen Ziele sind in den strategischen Zielen Ihrer Organisation berücksichtigt? – Innovationen durch die Nachfrage der öffentlichen Hand fördern':
          'ja',
        'Welche der folgenden innovationsbezogenen Ziele sind in den strategischen Zielen Ihrer Organisation berücksichtigt? – Die eigene Verwaltung durch innovative Lösungen modernisieren':
          'nein',
      });
      expect(day(office['Bronze – Beschaffungsstelle: abgeschlossen am'])).toBe('2026-11-20');
      expect(day(office['Fragebogen: eingereicht am'])).toBe('2026-11-20');
      expect(day(office['Freigegeben am'])).toBe('2026-04-01');
      expect(office['Fragebogen: Anteil']).toBeGreaterThan(0.5);
      // Days and the share in their number formats (days read back as dates only with a date format).
      const formatOf = (header: string) =>
        worksheet.getRow(rows.indexOf(office) + 2).getCell(headers.indexOf(header) + 1).numFmt;
      expect(formatOf('Freigegeben am')).toBe('dd.mm.yyyy');
      expect(formatOf('Fragebogen: eingereicht am')).toBe('dd.mm.yyyy');
      expect(formatOf('Fragebogen: Anteil')).toBe('0.0 %');
      expect(formatOf('Fragebogen: Punkte')).toBeUndefined();
      expect(office['Fragebogen: Punkte']).toBeGreaterThan(0);

      expect(byName('Stadt Bamberg')).toMatchObject({
        'Bronze – Beschaffungsstelle: Status': 'Wartefrist nach nicht bestandenem Ergebnis',
        'Bronze – Beschaffungsstelle: abgeschlossen am': null,
        'Bronze – Beschaffungsstelle: Zertifikatsnummer': null,
        'Fragebogen: Ergebnis': 'Nicht bestanden',
      });

      // The hostile name comes back as text, never as a formula.
      const neutralised = byName(`'${HOSTILE}`);
      expect(neutralised).toMatchObject({
        'Bronze – Beschaffungsstelle: Status': 'Verfügbar',
        'Fragebogen: eingereicht am': null,
        'Gold: Praxisbeispiel': null,
      });

      // One column per field, matrix statement and checklist item of the definition, headed by its wording.
      for (const step of registry['procurement-office'].definition.steps) {
        for (const field of step.fields) {
          const expected =
            field.kind === 'matrix'
              ? field.statements.map((statement) => `${field.label} – ${statement.label}`)
              : field.kind === 'checklist'
                ? field.items.map((item) => `${field.label} – ${item.label}`)
                : [field.label];
          for (const header of expected) expect(headers).toContain(header);
        }
      }
    });

    it('exports the project branch with the project submission', async () => {
      const { rows } = await readSheet(await exportOf('procurement-project'));
      expect(rows).toHaveLength(3);
      const row = rows.find((candidate) => candidate['Name der Organisation'] === 'Stadt Bamberg')!;
      expect(row).toMatchObject({
        'Bronze – Beschaffungsprojekt: Status': 'Abgeschlossen',
        'Bronze – Beschaffungsprojekt: Zertifikatsnummer': await certificateOf(bamberg, 'bronze-project'),
        'Fragebogen: Ergebnis': 'Bestanden',
      });
    });

    it('exports provider journeys with their levels', async () => {
      const { rows } = await readSheet(await exportOf('provider'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        'Name der Organisation': 'Öko-Müller GmbH',
        Unternehmensgröße: '11-50 Mitarbeitende',
        Branche: 'Dienst- und Lieferleistungen',
        Fortschritt: 'Expert',
        'Professional: Status': 'Abgeschlossen',
        'Practitioner: Status': 'Abgeschlossen',
        'Expert: Status': 'Abgeschlossen',
        'Expert: Zertifikatsnummer': await certificateOf(provider, 'expert'),
        'Fragebogen: Ergebnis': 'Bestanden',
      });
      expect(day(rows[0]!['Practitioner: abgeschlossen am'])).toBe('2026-01-15');
    });
  });
});
