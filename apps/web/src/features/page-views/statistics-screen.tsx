import { BusyButton } from '@/components/ui/busy-button';
import { Loading } from '@/components/ui/loading';
import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { LineChart } from '@mantine/charts';
import {
  formatDate,
  publicRouteMeta,
  weekOf,
  type StatisticsInterval,
  type StatisticsQuery,
  type StatisticsResponse,
} from '@cert/domain';
import { Group, NativeSelect, Table, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { seriesColors } from '@/components/charts/palette';
import { DateField, serverFieldErrors } from '@/components/form';
import { DataTable } from '@/components/ui/data-table';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useViewInAddress } from '@/lib/view-in-address';
import { useStatistics } from './api';
import { TitledSection } from '@/components/ui/titled-section';
import { LoadError } from '@/components/ui/problem-alert';

const number = new Intl.NumberFormat('de-DE');
const periodLabel = (day: string, interval: StatisticsInterval) =>
  interval === 'week' ? `Woche ab ${formatDate(day)}` : formatDate(day);
/** A public page by its title and address; other pages by their address pattern (ids shown as ":id"). */
const pageLabel = (path: string) => {
  const title = publicRouteMeta[path]?.title;
  return title ? `${title} (${path})` : path;
};

const KEYS = ['from', 'to', 'interval'] as const;

/**
 * Page views per page, per day or week (docs/product.md §7): the first-party counter, only with the visitors'
 * consent, ids folded into the route's pattern and the programme office's own pages not counted. A chart of the
 * views per period (hidden from assistive technology) repeats its table; a second table ranks the pages. The
 * range is in the address, so that a view can be bookmarked and sent.
 */
export function StatisticsScreen() {
  const [view, setView] = useViewInAddress(KEYS);
  const query = view as StatisticsQuery;
  const { data, error, isPending, isFetching, refetch } = useStatistics(query);
  // A refusal of another parameter than the range's is said above the figures.
  const fields = serverFieldErrors(error, ['from', 'to'] as const);
  return (
    <div>
      <Title order={1}>Statistik</Title>
      <Text mb="md" maw="46rem">
        Seitenaufrufe je Seite, nach Tagen oder Wochen. Gezählt werden nur Aufrufe von Besucherinnen und
        Besuchern, die der Statistik zugestimmt haben, und nicht die Seiten des Programmteams; gespeichert
        werden nur Seite und Datum. Seiten mit wechselnden Inhalten (ein Fragebogen, eine Organisation) zählen
        als eine Seite.
      </Text>
      <RangeForm query={query} shown={data} loading={isFetching} errors={fields} onQuery={setView} />
      {error && Object.keys(fields).length === 0 ? (
        <LoadError title="Die Statistik konnte nicht geladen werden" error={error} onRetry={refetch} />
      ) : null}
      {isPending ? <Loading label="Statistik wird geladen" /> : null}
      {data ? <Figures data={data} /> : null}
    </div>
  );
}

function RangeForm({
  query,
  shown,
  loading,
  errors,
  onQuery,
}: {
  query: StatisticsQuery;
  shown: StatisticsResponse | undefined;
  loading: boolean;
  errors: Partial<Record<'from' | 'to', string>>;
  onQuery: (query: StatisticsQuery) => void;
}) {
  const [from, setFrom] = useState(query.from ?? shown?.from ?? '');
  const [to, setTo] = useState(query.to ?? shown?.to ?? '');
  const [interval, setInterval] = useState<StatisticsInterval>(query.interval ?? 'day');
  const [fromError, setFromError] = useState<string | null>(null);
  // The fields follow the address (Back) and the range an answer names (the default) in place, so that the focus
  // stays where it was: on "Anzeigen", or in the date field whose Enter asked (a date field takes a new value in
  // place too).
  const source = new URLSearchParams(query).toString() + (shown?.from ?? '');
  const [seen, setSeen] = useState(source);
  if (seen !== source) {
    setSeen(source);
    setFrom(query.from ?? shown?.from ?? '');
    setTo(query.to ?? shown?.to ?? '');
    setInterval(query.interval ?? 'day');
    setFromError(null);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setFromError('Das Startdatum liegt nach dem Enddatum.');
      return;
    }
    setFromError(null);
    onQuery({
      from: from || undefined,
      to: to || undefined,
      interval: interval === 'day' ? undefined : interval,
    });
  };
  return (
    <form onSubmit={submit} aria-label="Zeitraum wählen">
      <Group align="flex-end" gap="md" mb="lg">
        <DateField
          label="Von"
          value={from || null}
          error={fromError ?? errors.from}
          forceError={Boolean(fromError ?? errors.from)}
          onChange={(value) => setFrom(value ?? '')}
        />
        <DateField
          label="Bis"
          value={to || null}
          error={errors.to}
          forceError={Boolean(errors.to)}
          onChange={(value) => setTo(value ?? '')}
        />
        <NativeSelect
          label="Einteilung"
          value={interval}
          onChange={(event) => setInterval(event.currentTarget.value as StatisticsInterval)}
          data={[
            { value: 'day', label: 'Tage' },
            { value: 'week', label: 'Wochen' },
          ]}
        />
        <BusyButton type="submit" loading={loading}>
          Anzeigen
        </BusyButton>
      </Group>
    </form>
  );
}

function Figures({ data }: { data: StatisticsResponse }) {
  const range = `vom ${formatDate(data.from)} bis ${formatDate(data.to)}`;
  if (data.rows.length === 0) return <Text role="status">Keine Seitenaufrufe {range}.</Text>;
  const perPeriod = new Map<string, number>();
  const perPage = new Map<string, number>();
  for (const row of data.rows) {
    perPeriod.set(row.day, (perPeriod.get(row.day) ?? 0) + row.views);
    perPage.set(row.path, (perPage.get(row.path) ?? 0) + row.views);
  }
  const periods = [...perPeriod].sort(([a], [b]) => a.localeCompare(b));
  const pages = [...perPage].sort(([pathA, a], [pathB, b]) => b - a || pathA.localeCompare(pathB));
  const total = periods.reduce((sum, [, views]) => sum + views, 0);
  const unit = data.interval === 'week' ? 'Woche' : 'Tag';
  return (
    <>
      <Text role="status" mb="sm">
        {number.format(total)} {total === 1 ? 'Seitenaufruf' : 'Seitenaufrufe'} {range}.
      </Text>
      <TitledSection id="statistik-zeit" title={`Aufrufe je ${unit}`} mt="lg" mb="sm">
        <div aria-hidden="true">
          <LineChart
            h={240}
            data={periodsOf(data).map((day) => ({
              Zeitraum: periodLabel(day, data.interval),
              Aufrufe: perPeriod.get(day) ?? 0,
            }))}
            dataKey="Zeitraum"
            series={[{ name: 'Aufrufe', color: seriesColors[0] }]}
            yAxisProps={{ allowDecimals: false }}
            lineChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <ViewsTable
          label={`Aufrufe je ${unit}`}
          caption={`Aufrufe je ${unit} ${range}`}
          column={unit}
          rows={periods.map(([day, views]) => [day, periodLabel(day, data.interval), views])}
        />
      </TitledSection>
      <TitledSection id="statistik-seiten" title="Aufrufe je Seite" mt="xl" mb="sm">
        <ViewsTable
          label="Aufrufe je Seite"
          caption={`Seiten nach Aufrufen ${range}`}
          column="Seite"
          rows={pages.map(([path, views]) => [path, pageLabel(path), views])}
        />
      </TitledSection>
    </>
  );
}

/**
 * Every day of the range, or every week from its Monday (as the API counts them): in the chart a period without
 * views is a zero, where the line jumped over it from one counted period to the next.
 * @internal
 */
export function periodsOf({ from, to, interval }: StatisticsResponse): string[] {
  const periods: string[] = [];
  const day = new Date(`${interval === 'week' ? weekOf(from) : from}T00:00:00Z`);
  for (
    ;
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + (interval === 'week' ? 7 : 1))
  )
    periods.push(day.toISOString().slice(0, 10));
  return periods;
}

/** A table of views: one labelled row per period or page, the count right-aligned; scrolls alone on a phone. */
function ViewsTable({
  label,
  caption,
  column,
  rows,
}: {
  label: string;
  caption: string;
  column: string;
  /** Key, label and views of each row. */
  rows: Array<[string, string, number]>;
}) {
  return (
    <ScrollRegion label={`Tabelle: ${label}`}>
      <DataTable withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{column}</Table.Th>
            <Table.Th scope="col" ta="right">
              Aufrufe
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([key, rowLabel, views]) => (
            <Table.Tr key={key}>
              {/* A long path breaks where it must, so that the count beside it stays on a phone's screen. */}
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{rowLabel}</Table.Td>
              <Table.Td ta="right">{number.format(views)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
    </ScrollRegion>
  );
}
