import '@mantine/charts/styles.css';
// The legends' colour swatches are Mantine's ColorSwatch: without its styles they render at 0 × 0 px.
import '@mantine/core/styles/ColorSwatch.css';
import { BarChart, LineChart } from '@mantine/charts';
import {
  AgencyLevel,
  formatDate,
  funnelLevelLabel,
  isoDateInGermany,
  JourneyPathType,
  monthLabel,
  overviewColumns,
  passRate,
  OverviewTable,
  questionnaires,
  QuestionnaireKind,
  type Overview,
  type OverviewColumn,
  type OverviewQuery,
} from '@cert/domain';
import { Group, NativeSelect, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import {
  BarTitle,
  TITLED_BAR,
  titledBarAxis,
  titledBarMargin,
  titledBarRow,
} from '@/components/charts/bar-title';
import { MonthField, MONTH_FORMAT_MESSAGE, serverFieldErrors } from '@/components/form';
import { countAxis } from '@/components/charts/count-axis';
import { seriesColors } from '@/components/charts/palette';
import { BusyButton } from '@/components/ui/busy-button';
import { useViewInAddress } from '@/lib/view-in-address';
import { downloadHref, useOverview } from './api';
import classes from './overview.module.css';
import { LoadError } from '@/components/ui/problem-alert';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { TitledSection } from '@/components/ui/titled-section';

const number = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 });
const kindName = (kind: QuestionnaireKind) => questionnaires[kind].shortName;
/** Each questionnaire keeps its colour in every chart, in the registry's order (the tables' order too). */
const kindColor = (kind: QuestionnaireKind) => seriesColors[QuestionnaireKind.values.indexOf(kind)]!;

const FILTER_KEYS = ['from', 'to', 'kind', 'agencyLevel'] as const;

/**
 * The programme office's overview (issue 26, docs/insights.md): who registers and is approved, what is submitted
 * and passed, how far the journeys get, where participants are weakest, who waits. Each chart repeats its table,
 * which carries the numbers for everyone, and each table downloads as XLSX with the filters shown.
 */
export function OverviewScreen() {
  // The view in the address (?from=…&to=…&kind=…&agencyLevel=…); the API checks the values.
  const [view, setQuery] = useViewInAddress(FILTER_KEYS);
  const query = view as OverviewQuery;
  const overview = useOverview(query);
  // A refusal of another parameter than the months is said above the figures.
  const fieldErrors = serverFieldErrors(overview.error, ['from', 'to'] as const);
  return (
    <div>
      <Title order={1}>Übersicht</Title>
      <Text mb="md" maw="46rem">
        Zahlen über alle Teilnehmenden, monatsweise nach deutscher Zeit. Ohne Auswahl zeigt die Übersicht die
        letzten 24 Monate. Die Zertifizierungspfade und die Wartezeiten zeigen den heutigen Stand.
      </Text>
      <Filters
        shown={overview.data}
        query={query}
        loading={overview.isFetching}
        errors={fieldErrors}
        onQuery={setQuery}
      />
      {overview.error && Object.keys(fieldErrors).length === 0 ? (
        <LoadError
          title="Die Übersicht konnte nicht geladen werden"
          error={overview.error}
          onRetry={overview.refetch}
          mb="lg"
        />
      ) : null}
      {overview.isPending ? <Text role="status">Übersicht wird geladen …</Text> : null}
      {overview.data ? <Figures overview={overview.data} query={query} /> : null}
    </div>
  );
}

function Filters({
  shown,
  query,
  loading,
  errors,
  onQuery,
}: {
  shown: Overview | undefined;
  query: OverviewQuery;
  loading: boolean;
  /** The API's messages by field, shown at their fields (one place, no notice beside them). */
  errors: Partial<Record<'from' | 'to', string>>;
  onQuery: (query: OverviewQuery) => void;
}) {
  // null while the text typed is no month (MonthField).
  const [from, setFrom] = useState<string | null>(query.from ?? shown?.from ?? '');
  const [to, setTo] = useState<string | null>(query.to ?? shown?.to ?? '');
  const [kind, setKind] = useState(query.kind ?? '');
  const [agencyLevel, setAgencyLevel] = useState(query.agencyLevel ?? '');
  const [fromError, setFromError] = useState<string | null>(null);
  const [toError, setToError] = useState<string | null>(null);
  const fromField = useRef<HTMLInputElement>(null);
  const toField = useRef<HTMLInputElement>(null);
  /** The button pressed by pointer for the submit under way (a press keeps the focus where it was). */
  const pressedButton = useRef<HTMLButtonElement | null>(null);
  // The fields follow the address (Back) and the months an answer names (the default period) in place, so that the
  // focus stays where it is.
  const source = `${shown?.from}-${shown?.to}-${new URLSearchParams(query).toString()}`;
  const [seen, setSeen] = useState(source);
  if (seen !== source) {
    setSeen(source);
    setFrom(query.from ?? shown?.from ?? '');
    setTo(query.to ?? shown?.to ?? '');
    setKind(query.kind ?? '');
    setAgencyLevel(query.agencyLevel ?? '');
    setFromError(null);
    setToError(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pressed = pressedButton.current;
    pressedButton.current = null;
    // A month refused here takes the focus to its field once the field carries its error, which a screen reader
    // then reads with it (docs/accessibility.md).
    const refuse = (
      field: RefObject<HTMLInputElement | null>,
      fromMessage: string | null,
      toMessage: string | null,
    ) => {
      flushSync(() => {
        setFromError(fromMessage);
        setToError(toMessage);
      });
      // Enter pressed in that very field: it is focused anew, so that its error is read too.
      if (document.activeElement === field.current) field.current?.blur();
      field.current?.focus();
    };
    if (from === null || to === null) {
      const message = (month: string | null) => (month === null ? MONTH_FORMAT_MESSAGE : null);
      refuse(from === null ? fromField : toField, message(from), message(to));
      return;
    }
    // The same rule as the API's, before asking it: the first month must not lie after the last.
    if (from && to && from > to) {
      refuse(fromField, 'Der erste Monat liegt nach dem letzten. Bitte prüfen Sie den Zeitraum.', null);
      return;
    }
    setFromError(null);
    setToError(null);
    // Clicked or tapped: the focus the press left in a field goes to the button, which closes a phone's keyboard
    // over the figures. Enter in a field leaves it there.
    pressed?.focus();
    onQuery({
      from: from || undefined,
      to: to || undefined,
      kind: (kind || undefined) as OverviewQuery['kind'],
      agencyLevel: (agencyLevel || undefined) as OverviewQuery['agencyLevel'],
    });
  };
  return (
    <form onSubmit={submit} aria-label="Auswahl der Übersicht">
      <Group align="flex-end" gap="md" mb="lg">
        <MonthField
          ref={fromField}
          label="Von (Monat)"
          value={from}
          error={fromError ?? errors.from}
          onChange={setFrom}
        />
        <MonthField
          ref={toField}
          label="Bis (Monat)"
          value={to}
          error={toError ?? errors.to}
          onChange={setTo}
        />
        <NativeSelect
          label="Fragebogen"
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value)}
          data={[
            { value: '', label: 'Alle' },
            ...QuestionnaireKind.values.map((value) => ({ value, label: kindName(value) })),
          ]}
        />
        <NativeSelect
          label="Verwaltungsebene"
          value={agencyLevel}
          onChange={(event) => setAgencyLevel(event.currentTarget.value)}
          data={[
            { value: '', label: 'Alle' },
            ...AgencyLevel.values.map((value) => ({ value, label: AgencyLevel.label(value) })),
          ]}
        />
        <BusyButton
          type="submit"
          loading={loading}
          // A click leaves the focus in the month field until the check has run: taken on the press, it showed the
          // field's own error at once, which moved the button down under the pointer and lost the click.
          onMouseDown={(event) => {
            event.preventDefault();
            pressedButton.current = event.currentTarget;
          }}
        >
          Anzeigen
        </BusyButton>
      </Group>
    </form>
  );
}

function Figures({ overview, query }: { overview: Overview; query: OverviewQuery }) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const submitted = sum(overview.passRates.map((row) => row.submitted));
  const passed = sum(overview.passRates.map((row) => row.passed));
  const kinds = QuestionnaireKind.values.filter((kind) =>
    overview.passRates.some((row) => row.kind === kind),
  );
  // The running month counts only its days so far: said, so that its lower bar is not read as a drop.
  const today = isoDateInGermany(new Date());
  const period =
    `${monthLabel(overview.from)} bis ${monthLabel(overview.to)}` +
    (overview.to === today.slice(0, 7) ? ` (der laufende Monat bis heute, ${formatDate(today)})` : '');
  // One scale for both paths, so that their bars compare at a glance.
  const funnelAxis = countAxis(Math.max(0, ...overview.funnel.map((row) => row.reached)));
  return (
    <>
      <Text role="status" mb="sm">
        Zeitraum {period}
        {query.kind ? `, Fragebogen ${kindName(query.kind)}` : ''}
        {query.agencyLevel ? `, Verwaltungsebene ${AgencyLevel.label(query.agencyLevel)}` : ''}.
      </Text>
      <dl className={classes.facts}>
        <Fact
          label="Registrierte Organisationen"
          value={number.format(sum(overview.organizations.map((row) => row.registered)))}
        />
        <Fact
          label="Freigegebene Organisationen"
          value={number.format(sum(overview.organizations.map((row) => row.approved)))}
        />
        <Fact label="Abgeschickte Fragebögen" value={number.format(submitted)} />
        <Fact label="Davon bestanden" value={submitted === 0 ? '–' : percent.format(passed / submitted)} />
        <Fact
          label="Warten heute auf die nächste Stufe"
          value={number.format(overview.waiting.levelOpensLater)}
        />
        <Fact
          label="Davon nach einem nicht bestandenen Ergebnis"
          value={number.format(overview.waiting.inRetention)}
        />
      </dl>

      <Part table="organizations" overview={overview} query={query}>
        <LineChart
          h={260}
          // Counts per month: straight lines between the months' points, no curve suggesting values between them.
          curveType="linear"
          withDots
          data={overview.organizations.map((row) => ({
            Monat: monthLabel(row.month),
            Registriert: row.registered,
            Freigegeben: row.approved,
          }))}
          dataKey="Monat"
          series={[
            { name: 'Registriert', color: seriesColors[0] },
            { name: 'Freigegeben', color: seriesColors[1] },
          ]}
          withLegend
          legendProps={seriesOrder}
          yAxisProps={{ allowDecimals: false }}
          lineChartProps={{ accessibilityLayer: false }}
        />
      </Part>

      <Part table="submissions" overview={overview} query={query}>
        <BarChart
          h={260}
          type="stacked"
          data={monthsOf(overview).map((month) => ({
            Monat: monthLabel(month),
            ...Object.fromEntries(
              overview.submissions
                .filter((row) => row.month === month)
                .map((row) => [kindName(row.kind), row.submitted]),
            ),
          }))}
          dataKey="Monat"
          series={kinds.map((kind) => ({ name: kindName(kind), color: kindColor(kind) }))}
          withLegend
          legendProps={seriesOrder}
          yAxisProps={{ allowDecimals: false }}
          barChartProps={{ accessibilityLayer: false }}
        />
      </Part>

      <Part table="passRates" overview={overview} query={query}>
        <BarChart
          {...titledBars(overview.passRates.length, narrow)}
          orientation="vertical"
          // Nothing submitted is no rate: a bar of 0 % read as "everyone failed". The row says so instead.
          data={overview.passRates.map((row) => {
            const rate = passRate(row);
            return rate === null
              ? { Fragebogen: `${kindName(row.kind)}: kein Fragebogen abgeschickt`, Bestehensquote: null }
              : { Fragebogen: kindName(row.kind), Bestehensquote: Math.round(rate * 1000) / 10 };
          })}
          dataKey="Fragebogen"
          xAxisProps={percentAxis}
          valueFormatter={percentLabel}
          withBarValueLabel
          series={[{ name: 'Bestehensquote', color: seriesColors[0] }]}
        />
      </Part>

      <Part table="funnel" overview={overview} query={query}>
        {[...new Set(overview.funnel.map((row) => row.path))].map((path) => (
          <div key={path} className={classes.chartBlock}>
            <Text fw={600}>{JourneyPathType.label(path)}</Text>
            <BarChart
              {...titledBars(overview.funnel.filter((row) => row.path === path).length, narrow)}
              orientation="vertical"
              data={overview.funnel
                .filter((row) => row.path === path)
                .map((row) => ({ Stufe: funnelLevelLabel(path, row.level), Organisationen: row.reached }))}
              dataKey="Stufe"
              xAxisProps={funnelAxis}
              // Mantine labels a bar with what its formatter gives: without one, with nothing.
              valueFormatter={(value) => number.format(value)}
              withBarValueLabel
              series={[{ name: 'Organisationen', color: seriesColors[0] }]}
            />
          </div>
        ))}
      </Part>

      <Part table="sections" overview={overview} query={query}>
        {overview.sections.length === 0 ? (
          <Text>Im Zeitraum wurde kein Fragebogen abgeschickt.</Text>
        ) : (
          kinds
            .filter((kind) => overview.sections.some((row) => row.kind === kind))
            .map((kind) => (
              <div key={kind} className={classes.chartBlock}>
                <Text fw={600}>{kindName(kind)}</Text>
                <BarChart
                  {...titledBars(overview.sections.filter((row) => row.kind === kind).length, narrow)}
                  orientation="vertical"
                  data={overview.sections
                    .filter((row) => row.kind === kind)
                    .map((row) => ({
                      Abschnitt: row.title,
                      Durchschnitt: Math.round(row.average * 1000) / 10,
                    }))}
                  dataKey="Abschnitt"
                  xAxisProps={percentAxis}
                  valueFormatter={percentLabel}
                  withBarValueLabel
                  series={[{ name: 'Durchschnitt', color: seriesColors[0] }]}
                />
              </div>
            ))
        )}
      </Part>
    </>
  );
}

const monthsOf = (overview: Overview) => overview.organizations.map((row) => row.month);

/** Legends in the series' order, the tables' order (Recharts sorts them by name unless told not to). */
const seriesOrder = { itemSorter: null };

/** A share given in percent; the no-break space keeps "100 %" on one line at a bar's end. */
const percentLabel = (value: number) => `${number.format(value)}\u00a0%`;

/** A 0–100 % axis for shares given in percent. */
const percentAxis = {
  domain: [0, 100],
  ticks: [0, 25, 50, 75, 100],
  tickFormatter: (value: number) => `${value}\u00a0%`,
};

/**
 * A horizontal bar chart's props for titles above the bars (components/charts/bar-title.tsx): long section titles
 * and level names leave the bars the chart's whole width, on a phone too.
 */
const titledBars = (rows: number, narrow: boolean) => ({
  h: rows * titledBarRow(narrow) + 30 + titledBarMargin(narrow).top,
  maxBarWidth: TITLED_BAR,
  gridAxis: 'y' as const,
  yAxisProps: { ...titledBarAxis, tick: <BarTitle /> },
  // Room on the right for a value label at the bar's end (100 %).
  barChartProps: {
    accessibilityLayer: false,
    barCategoryGap: 0,
    margin: { ...titledBarMargin(narrow), right: 48 },
  },
});

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const headingId = (table: OverviewTable) => `uebersicht-${table}`;

/** One part of the overview: heading, chart (hidden from assistive technology), its table and its download. */
function Part<T extends OverviewTable>({
  table,
  overview,
  query,
  children,
}: {
  table: T;
  overview: Overview;
  query: OverviewQuery;
  children: ReactNode;
}) {
  const columns = overviewColumns[table] as readonly OverviewColumn<Overview[T][number]>[];
  const rows = overview[table] as Overview[T][number][];
  const cell = (column: OverviewColumn<Overview[T][number]>, row: Overview[T][number]) => {
    const value = column.value(row);
    if (value === null) return '–';
    if (typeof value === 'number')
      return column.format === 'percent' ? percent.format(value) : number.format(value);
    return value;
  };
  return (
    <TitledSection id={headingId(table)} title={OverviewTable.label(table)} className={classes.part}>
      <div className={classes.chart} aria-hidden="true">
        {children}
      </div>
      <details>
        <summary>Tabelle anzeigen</summary>
        <ScrollRegion label={`Tabelle: ${OverviewTable.label(table)}`} className={classes.tableScroll}>
          <table className="data-table">
            <caption>{OverviewTable.label(table)}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.header}>{cell(column, row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
      <a href={downloadHref(table, query)} download className={classes.download}>
        „{OverviewTable.label(table)}“ als Excel-Datei herunterladen
      </a>
    </TitledSection>
  );
}
