import { JourneyPathType, ProcurementProgress, ProviderProgress } from '../journey/model';
import type { Overview, OverviewQuery, OverviewTable } from './model';
import { AgencyLevel } from '../organization';
import { questionnaires, type QuestionnaireKind } from '../questionnaires/registry';

/**
 * The columns of the overview's tables (docs/insights.md): the screen's tables and the downloads' sheets both
 * come from here, so a table and its download always say the same.
 */
export type OverviewColumn<Row> = {
  header: string;
  /** In characters, as spreadsheets measure column widths. */
  width: number;
  /** A share, shown as percent. */
  format?: 'percent';
  value: (row: Row) => string | number | null;
};

type Rows = { [T in OverviewTable]: Overview[T][number] };

/** "2026-11" → "11.2026". */
export const monthLabel = (month: string) => `${month.slice(5)}.${month.slice(0, 4)}`;

const kindLabel = (kind: QuestionnaireKind) => questionnaires[kind].shortName;

/** The funnel's step: the journey begun, then each level. */
export function funnelLevelLabel(path: JourneyPathType, level: string): string {
  if (level === 'none') return 'Zertifizierungspfad begonnen';
  const options = path === 'provider' ? ProviderProgress : ProcurementProgress;
  return options.is(level) ? options.label(level as never) : level;
}

/** A kind's share of passed submissions, 0 to 1; none where nothing was submitted (no rate, not 0 %). */
export const passRate = (row: { submitted: number; passed: number }): number | null =>
  row.submitted === 0 ? null : row.passed / row.submitted;

export const overviewColumns: { [T in OverviewTable]: readonly OverviewColumn<Rows[T]>[] } = {
  organizations: [
    { header: 'Monat', width: 10, value: (row) => monthLabel(row.month) },
    { header: 'Registriert', width: 12, value: (row) => row.registered },
    { header: 'Freigegeben', width: 12, value: (row) => row.approved },
  ],
  submissions: [
    { header: 'Monat', width: 10, value: (row) => monthLabel(row.month) },
    { header: 'Fragebogen', width: 24, value: (row) => kindLabel(row.kind) },
    { header: 'Abgeschickt', width: 12, value: (row) => row.submitted },
    { header: 'Bestanden', width: 12, value: (row) => row.passed },
  ],
  passRates: [
    { header: 'Fragebogen', width: 24, value: (row) => kindLabel(row.kind) },
    { header: 'Abgeschickt', width: 12, value: (row) => row.submitted },
    { header: 'Bestanden', width: 12, value: (row) => row.passed },
    {
      header: 'Bestehensquote',
      width: 14,
      format: 'percent',
      value: passRate,
    },
  ],
  funnel: [
    { header: 'Pfad', width: 26, value: (row) => JourneyPathType.label(row.path) },
    { header: 'Stufe', width: 28, value: (row) => funnelLevelLabel(row.path, row.level) },
    { header: 'Organisationen', width: 14, value: (row) => row.reached },
  ],
  sections: [
    { header: 'Fragebogen', width: 24, value: (row) => kindLabel(row.kind) },
    { header: 'Abschnitt', width: 48, value: (row) => row.title },
    { header: 'Durchschnitt', width: 14, format: 'percent', value: (row) => row.average },
    { header: 'Organisationen', width: 14, value: (row) => row.organizations },
  ],
};

/** Sheet names (a spreadsheet allows at most 31 characters): short, never cut. */
const sheetNames: { [T in OverviewTable]: string } = {
  organizations: 'Organisationen',
  submissions: 'Abgeschickte Fragebögen',
  passRates: 'Bestehensquoten',
  funnel: 'Zertifizierungspfade',
  sections: 'Anteil je Abschnitt',
};

export const overviewSheetName = (table: OverviewTable): string => sheetNames[table];

/** What a view of the overview shows, in words: "11.2024 bis 10.2026, Beschaffungsstelle, Kommune". */
function overviewViewLabel(view: { from: string; to: string } & Pick<OverviewQuery, 'kind' | 'agencyLevel'>) {
  return [
    `${monthLabel(view.from)} bis ${monthLabel(view.to)}`,
    ...(view.kind ? [kindLabel(view.kind)] : []),
    ...(view.agencyLevel ? [AgencyLevel.label(view.agencyLevel)] : []),
  ].join(', ');
}

/**
 * A download's file name, naming its table and every filter of the view, so that two downloads of different
 * views never look alike: "Übersicht Bestehensquoten 11.2024 bis 10.2026, Kommune (2026-11-28).xlsx".
 */
export function overviewFileName(
  title: string,
  view: { from: string; to: string } & Pick<OverviewQuery, 'kind' | 'agencyLevel'>,
  day: string,
): string {
  return `Übersicht ${title} ${overviewViewLabel(view)} (${day}).xlsx`;
}
