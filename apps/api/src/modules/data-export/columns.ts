import {
  AgencyLevel,
  BusinessSector,
  CaseStudyState,
  CertificateLevel,
  certificateLevels,
  certificateNumber,
  CertificationResultState,
  CompanySize,
  exportKinds,
  JourneyStatus,
  LevelStatus,
  ProcurementProgress,
  ProviderProgress,
  questionnaires,
  type ExportKind,
  type LevelStatus as LevelStatusValue,
  type ProcurementLevels,
} from '@cert/domain';
import type { SheetColumn } from '../../lib/xlsx/columns';
import { answerColumns } from './answer-columns';
import type { ExportJourney } from './journey-pages';

/**
 * A column of the journeys' exports.
 * @internal
 */
export type ExportColumn<Row = ExportJourney> = SheetColumn<Row>;

/** The certificate levels of each export, in journey order: the export's branch and gold; the provider path. */
const levelsOf: Record<ExportKind, readonly CertificateLevel[]> = {
  'procurement-office': ['bronze-office', 'silver-office', 'gold'],
  'procurement-project': ['bronze-project', 'silver-project', 'gold'],
  provider: ['professional', 'practitioner', 'expert'],
};

const labelOf = <T>(options: { is(value: unknown): value is T; label(value: T): string }, value: unknown) =>
  options.is(value) ? options.label(value) : null;

const day = (isoDate: string | null | undefined) => (isoDate ? { day: isoDate } : null);

const dayColumn = (header: string, value: (journey: ExportJourney) => string | null | undefined) => ({
  header,
  width: 14,
  format: 'day' as const,
  value: (journey: ExportJourney) => day(value(journey)),
});

const text = (header: string, width: number, value: (journey: ExportJourney) => string | null) => ({
  header,
  width,
  value,
});

function organizationColumns(kind: ExportKind): ExportColumn[] {
  const typeSpecific: ExportColumn[] =
    kind === 'provider'
      ? [
          text('Unternehmensgröße', 22, (j) => labelOf(CompanySize, j.organization.companySize)),
          text('Branche', 28, (j) => labelOf(BusinessSector, j.organization.businessSector)),
        ]
      : [text('Verwaltungsebene', 16, (j) => labelOf(AgencyLevel, j.organization.agencyLevel))];
  return [
    text('Name der Organisation', 36, (j) => j.organization.name),
    text('Straße und Hausnummer', 28, (j) => j.organization.street),
    text('Postleitzahl', 12, (j) => j.organization.postalCode),
    text('Ort', 20, (j) => j.organization.city),
    text('Internetadresse', 28, (j) => j.organization.website),
    ...typeSpecific,
    dayColumn('Freigegeben am', (j) => j.organization.approvedOn),
  ];
}

function journeyColumns(kind: ExportKind): ExportColumn[] {
  const progress = kind === 'provider' ? ProviderProgress : ProcurementProgress;
  return [
    text('Status des Zertifizierungspfads', 22, (j) => JourneyStatus.label(j.status)),
    text('Fortschritt', 18, (j) => labelOf(progress, j.levels.progress)),
  ];
}

type LevelState = { status: LevelStatusValue; completedAt: string | null };

function levelColumns(level: CertificateLevel): ExportColumn[] {
  const name = CertificateLevel.label(level);
  const state = (j: ExportJourney) =>
    (j.levels as unknown as Record<string, LevelState>)[certificateLevels[level].levelField]!;
  return [
    text(`${name}: Status`, 18, (j) => LevelStatus.label(state(j).status)),
    dayColumn(`${name}: abgeschlossen am`, (j) => state(j).completedAt),
    text(`${name}: Zertifikatsnummer`, 26, (j) => {
      const certificate = j.certificates.find((candidate) => candidate.level === level);
      if (!certificate) return null;
      const number = certificateNumber(certificate.code, certificate.awardedOn);
      return certificate.revoked ? `${number} (widerrufen)` : number;
    }),
  ];
}

const goldCaseStudyColumn: ExportColumn = text('Gold: Praxisbeispiel', 16, (j) => {
  const current = (j.levels as ProcurementLevels).gold.current;
  return current ? CaseStudyState.label(current.state) : null;
});

function submissionColumns(): ExportColumn[] {
  return [
    dayColumn('Fragebogen: eingereicht am', (j) => j.submission?.submittedOn),
    text('Fragebogen: Ergebnis', 16, (j) => labelOf(CertificationResultState, j.submission?.state)),
    {
      header: 'Fragebogen: Punkte',
      width: 12,
      value: (j) => j.submission?.total?.score ?? null,
    },
    {
      header: 'Fragebogen: Anteil',
      width: 12,
      format: 'percent',
      value: (j) => j.submission?.total?.share ?? null,
    },
  ];
}

/**
 * Every column of an export (docs/decisions/015-certificates.md "Exports"): organisation,
 * journey, each level of the branch with status, day and certificate number, gold's case study (procurers), the
 * latest submission with its result, then its answers, one column per answer as the definition words it.
 */
export function exportColumns(kind: ExportKind): ExportColumn[] {
  const { definition } = questionnaires[exportKinds[kind].questionnaire];
  return [
    ...organizationColumns(kind),
    ...journeyColumns(kind),
    ...levelsOf[kind].flatMap(levelColumns),
    ...(kind === 'provider' ? [] : [goldCaseStudyColumn]),
    ...submissionColumns(),
    ...answerColumns(definition).map((column): ExportColumn => ({
      header: column.header,
      width: 24,
      value: (j) => (j.submission ? column.value(j.submission.answers) : null),
    })),
  ];
}
