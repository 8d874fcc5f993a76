import '@mantine/core/styles/Tabs.css';
import {
  adminJourneyPath,
  JourneyPathType,
  JourneySortOrder,
  JourneyStatus,
  JourneyTask,
  ProcurementProgress,
  ProviderProgress,
  SELECT_INPUT_DEBOUNCE_MS,
  type AdminJourneyListItem,
  type Paginated,
} from '@cert/domain';
import {
  Alert,
  Anchor,
  Button,
  Loader,
  NativeSelect,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useEffectEvent, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DateDisplay, DateTimeDisplay } from '@/components/form';
import { userMessageOf } from '@/lib/api-client';
import classes from './admin-journeys.module.css';
import { useJourneyList } from './api';
import { JourneyStatusBadge } from './badges';
import {
  listQueryOf,
  progressOptions,
  SEARCH_MAX_LENGTH,
  searchTextOf,
  toUrlParams,
  viewOf,
  withFilter,
  withPage,
  withSearch,
  withSortOrder,
  type JourneyListQuery,
  type JourneyListView,
} from './list-state';
import { ScrollRegion } from './scroll-region';

const views: { value: JourneyListView; label: string }[] = [
  { value: 'tasks', label: 'Aufgaben' },
  { value: 'all', label: 'Alle' },
];

/**
 * The programme office's journey lists (spec platform.md §2, §7; docs/decisions/014-journeys.md): journeys with an
 * open task and all journeys, searchable by name, filterable, sortable and paged, with the whole state in the URL.
 */
export function JourneyListScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams);
  const query = useMemo(() => listQueryOf(searchParams), [searchParams]);

  // Every change is a history entry: back and forward walk through the list states.
  const go = (nextView: JourneyListView, next: JourneyListQuery) =>
    setSearchParams(toUrlParams(nextView, next), { preventScrollReset: true });

  return (
    <div>
      <Title order={1}>Zertifizierungspfade verwalten</Title>
      <Text mb="md" maw="46rem">
        Hier sehen Sie die Zertifizierungspfade aller Organisationen. Unter „Aufgaben“ stehen die Pfade, bei
        denen die Programmstelle etwas tun muss: einen Workshop durchführen, ein Praxisbeispiel prüfen oder
        Teilnahmen erfassen.
      </Text>
      <Tabs
        value={view}
        onChange={(value) => {
          if (value === 'tasks' || value === 'all') go(value, withPage(query, 1));
        }}
      >
        <Tabs.List aria-label="Listen der Zertifizierungspfade" mb="md">
          {views.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} fz="md" fw={600}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {views.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            {item.value === view ? (
              <JourneyList view={view} query={query} onChange={(next) => go(view, next)} />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}

type ListProps = {
  view: JourneyListView;
  query: JourneyListQuery;
  onChange: (next: JourneyListQuery) => void;
};

function JourneyList({ view, query, onChange }: ListProps) {
  const { data, error, isPending, isFetching, refetch } = useJourneyList(view, query);
  const filtered = Boolean(
    query['filter.name._regex_'] || query.pathType || query.pathProgress || query.statusFilter,
  );

  return (
    <>
      <SearchAndFilters query={query} onChange={onChange} />
      <Text role="status" fw={600} mb="xs">
        <ResultSummary view={view} data={data} loading={isPending} />
      </Text>
      {error ? (
        <Alert color="red" title="Die Liste konnte nicht geladen werden" role="alert" mb="md">
          <Text mb="sm">{userMessageOf(error)}</Text>
          <Button variant="outline" onClick={() => void refetch()}>
            Erneut versuchen
          </Button>
        </Alert>
      ) : null}
      {isPending && !error ? <Loader aria-label="Die Liste wird geladen" /> : null}
      {data && !error ? (
        data.docs.length === 0 ? (
          <EmptyList
            view={view}
            filtered={filtered}
            data={data}
            onFirstPage={() => onChange(withPage(query, 1))}
          />
        ) : (
          <>
            <JourneyTable docs={data.docs} busy={isFetching} />
            <Pager data={data} onPage={(page) => onChange(withPage(query, page))} />
          </>
        )
      ) : null}
    </>
  );
}

function ResultSummary({
  view,
  data,
  loading,
}: {
  view: JourneyListView;
  data: Paginated<AdminJourneyListItem> | undefined;
  loading: boolean;
}) {
  if (loading || !data) return null;
  const noun = data.totalDocs === 1 ? 'Zertifizierungspfad' : 'Zertifizierungspfade';
  return (
    <>
      {data.totalDocs} {noun}
      {view === 'tasks' ? ' mit offener Aufgabe' : ''}
    </>
  );
}

function SearchAndFilters({
  query,
  onChange,
}: {
  query: JourneyListQuery;
  onChange: (next: JourneyListQuery) => void;
}) {
  const urlText = searchTextOf(query);
  const [text, setText] = useState(urlText);
  // Back and forward change the URL under the field: follow it, unless it only lags behind the typing.
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (urlText !== text.trim()) setText(urlText);
  }

  // The latest query and handler when the timer fires, without restarting the timer on every render.
  const search = useEffectEvent((value: string) => onChange(withSearch(query, value)));
  useEffect(() => {
    if (text.trim() === urlText) return;
    const timer = setTimeout(() => search(text), SELECT_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlText]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== urlText) onChange(withSearch(query, text));
  };

  return (
    <form role="search" aria-label="Zertifizierungspfade suchen und filtern" onSubmit={submit}>
      <div className={classes.filters}>
        <TextInput
          type="search"
          label="Name der Organisation"
          description="Die Liste aktualisiert sich während der Eingabe."
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <NativeSelect
          label="Pfad"
          value={query.pathType ?? ''}
          data={[
            { value: '', label: 'Alle Pfade' },
            ...JourneyPathType.values.map((value) => ({ value, label: JourneyPathType.label(value) })),
          ]}
          onChange={(event) => onChange(withFilter(query, 'pathType', event.currentTarget.value))}
        />
        <NativeSelect
          label="Erreichte Stufe"
          value={query.pathProgress ?? ''}
          data={[{ value: '', label: 'Alle Stufen' }, ...progressOptions(query.pathType)]}
          onChange={(event) => onChange(withFilter(query, 'pathProgress', event.currentTarget.value))}
        />
        <NativeSelect
          label="Status"
          value={query.statusFilter ?? ''}
          data={[
            { value: '', label: 'Alle Status' },
            ...JourneyStatus.values.map((value) => ({ value, label: JourneyStatus.label(value) })),
          ]}
          onChange={(event) => onChange(withFilter(query, 'statusFilter', event.currentTarget.value))}
        />
        <NativeSelect
          label="Sortierung"
          value={query.sortOrder}
          data={JourneySortOrder.values.map((value) => ({ value, label: JourneySortOrder.label(value) }))}
          onChange={(event) => onChange(withSortOrder(query, event.currentTarget.value))}
        />
      </div>
      <VisuallyHidden>
        <button type="submit">Suchen</button>
      </VisuallyHidden>
    </form>
  );
}

function EmptyList({
  view,
  filtered,
  data,
  onFirstPage,
}: {
  view: JourneyListView;
  filtered: boolean;
  data: Paginated<AdminJourneyListItem>;
  onFirstPage: () => void;
}) {
  if (data.totalDocs > 0) {
    // A page behind the last one (an old link, or the list shrank).
    return (
      <Alert color="blue" title="Diese Seite ist leer">
        <Text mb="sm">Die Liste hat weniger Seiten, als die Adresse angibt.</Text>
        <Button variant="outline" onClick={onFirstPage}>
          Zur ersten Seite
        </Button>
      </Alert>
    );
  }
  const text = filtered
    ? 'Kein Zertifizierungspfad passt zu Ihrer Suche. Bitte ändern Sie den Namen oder die Filter.'
    : view === 'tasks'
      ? 'Es gibt keine offenen Aufgaben: Kein Workshop steht an, kein Praxisbeispiel wartet auf eine Prüfung und keine Teilnahme ist zu erfassen.'
      : 'Es gibt noch keine Zertifizierungspfade. Ein Pfad entsteht, sobald eine Organisation freigegeben ist.';
  return (
    <Alert color="blue" title={filtered ? 'Keine Treffer' : 'Keine Einträge'}>
      {text}
    </Alert>
  );
}

function progressLabel(row: Pick<AdminJourneyListItem, 'pathType' | 'progress'>): string {
  const { progress } = row;
  if (row.pathType === 'procurement') {
    return ProcurementProgress.is(progress) ? ProcurementProgress.label(progress) : progress;
  }
  return ProviderProgress.is(progress) ? ProviderProgress.label(progress) : progress;
}

function JourneyTable({ docs, busy }: { docs: AdminJourneyListItem[]; busy: boolean }) {
  const location = useLocation();
  const from = location.pathname + location.search;
  return (
    <ScrollRegion label="Tabelle der Zertifizierungspfade">
      <Table striped withTableBorder className={classes.table} aria-busy={busy || undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Organisation</Table.Th>
            <Table.Th scope="col">Pfad</Table.Th>
            <Table.Th scope="col">Erreichte Stufe</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Offene Aufgabe</Table.Th>
            <Table.Th scope="col">Nächste Stufe ab</Table.Th>
            <Table.Th scope="col">Letzte Aktivität</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {docs.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Th scope="row" fw="normal">
                <Anchor
                  component={Link}
                  to={adminJourneyPath(row.organization, row.pathType)}
                  state={{ from }}
                  fz="inherit"
                >
                  {row.organizationName}
                </Anchor>
              </Table.Th>
              <Table.Td>{JourneyPathType.label(row.pathType)}</Table.Td>
              <Table.Td>{progressLabel(row)}</Table.Td>
              <Table.Td>
                <JourneyStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{row.openTask ? JourneyTask.label(row.openTask) : 'keine'}</Table.Td>
              <Table.Td>{row.nextOpensAt ? <DateDisplay value={row.nextOpensAt} /> : '–'}</Table.Td>
              <Table.Td>
                <DateTimeDisplay value={row.lastActivityAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function Pager({ data, onPage }: { data: Paginated<AdminJourneyListItem>; onPage: (page: number) => void }) {
  const first = data.pagingCounter;
  const last = first + data.docs.length - 1;
  // Disabled buttons stay focusable (aria-disabled): the focus must not fall to the page when the last page is reached.
  const step = (enabled: boolean, page: number | null, label: string) => (
    <Button
      variant="outline"
      aria-disabled={!enabled || undefined}
      data-disabled={!enabled || undefined}
      onClick={() => {
        if (enabled && page) onPage(page);
      }}
    >
      {label}
    </Button>
  );
  return (
    <nav aria-label="Seiten der Liste" className={classes.pager}>
      {step(data.hasPrevPage, data.prevPage, 'Vorherige Seite')}
      <Text>
        Seite {data.page} von {data.totalPages}
        <Text span c="dimmed">
          {' '}
          · Einträge {first}–{last} von {data.totalDocs}
        </Text>
      </Text>
      {step(data.hasNextPage, data.nextPage, 'Nächste Seite')}
    </nav>
  );
}
