import '@mantine/core/styles/Tabs.css';
import {
  ApprovalStatus,
  OrganizationType,
  SELECT_INPUT_DEBOUNCE_MS,
  type AdminOrganizationListItem,
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
import { DateDisplay } from '@/components/form';
import { userMessageOf } from '@/lib/api-client';
import classes from './admin-organisations.module.css';
import { useOrganizationList } from './api';
import {
  listQueryOf,
  SEARCH_MAX_LENGTH,
  searchTextOf,
  toUrlParams,
  viewOf,
  withFilter,
  withPage,
  withSearch,
  withSort,
  type OrganizationListQuery,
  type OrganizationListView,
  type SortField,
} from './list-state';
import { reviewPath } from './paths';
import { OpenChangeRequestBadge, StatusBadge } from './status-badge';

const views: { value: OrganizationListView; label: string }[] = [
  { value: 'tasks', label: 'Offene Aufgaben' },
  { value: 'all', label: 'Alle Organisationen' },
];

/**
 * The platform admins' organisation lists (spec platform.md §2, §7; docs/decisions/007-organisations.md):
 * open tasks (in review or with an open change request) and all organisations, searchable, filterable,
 * sortable and paged, with the whole state in the URL.
 */
export function OrganizationListScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams);
  const query = useMemo(() => listQueryOf(searchParams), [searchParams]);

  // Every change is a history entry: back and forward walk through the list states.
  const go = (nextView: OrganizationListView, next: OrganizationListQuery) =>
    setSearchParams(toUrlParams(nextView, next), { preventScrollReset: true });

  return (
    <div>
      <Title order={1}>Organisationen verwalten</Title>
      <Text mb="md" maw="46rem">
        Prüfen Sie neue Organisationen und Änderungsanträge. Unter „Offene Aufgaben“ stehen Organisationen,
        die auf ihre Freigabe warten oder einen offenen Änderungsantrag haben.
      </Text>
      <Tabs
        value={view}
        onChange={(value) => {
          if (value === 'tasks' || value === 'all') go(value, withPage(query, 1));
        }}
      >
        <Tabs.List aria-label="Listen der Organisationen" mb="md">
          {views.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} fz="md" fw={600}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {views.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            {item.value === view ? (
              <OrganizationList view={view} query={query} onChange={(next) => go(view, next)} />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}

type ListProps = {
  view: OrganizationListView;
  query: OrganizationListQuery;
  onChange: (next: OrganizationListQuery) => void;
};

function OrganizationList({ view, query, onChange }: ListProps) {
  const { data, error, isPending, isFetching, refetch } = useOrganizationList(view, query);
  const filtered = Boolean(query.regex.name || query.exact.type || query.exact.approvalStatus);

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
            <OrganizationTable
              docs={data.docs}
              query={query}
              busy={isFetching}
              onSort={(field) => onChange(withSort(query, field))}
            />
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
  view: OrganizationListView;
  data: Paginated<AdminOrganizationListItem> | undefined;
  loading: boolean;
}) {
  if (loading || !data) return null;
  const noun = data.totalDocs === 1 ? 'Organisation' : 'Organisationen';
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
  query: OrganizationListQuery;
  onChange: (next: OrganizationListQuery) => void;
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
    <form role="search" aria-label="Organisationen suchen und filtern" onSubmit={submit}>
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
          label="Art"
          value={query.exact.type ?? ''}
          data={[
            { value: '', label: 'Alle Arten' },
            ...OrganizationType.values.map((value) => ({ value, label: OrganizationType.label(value) })),
          ]}
          onChange={(event) => onChange(withFilter(query, 'type', event.currentTarget.value))}
        />
        <NativeSelect
          label="Freigabestatus"
          value={query.exact.approvalStatus ?? ''}
          data={[
            { value: '', label: 'Alle Status' },
            ...ApprovalStatus.values.map((value) => ({ value, label: ApprovalStatus.label(value) })),
          ]}
          onChange={(event) => onChange(withFilter(query, 'approvalStatus', event.currentTarget.value))}
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
  view: OrganizationListView;
  filtered: boolean;
  data: Paginated<AdminOrganizationListItem>;
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
    ? 'Keine Organisation passt zu Ihrer Suche. Bitte ändern Sie den Namen oder die Filter.'
    : view === 'tasks'
      ? 'Es gibt keine offenen Aufgaben: Keine Organisation wartet auf ihre Freigabe oder hat einen offenen Änderungsantrag.'
      : 'Es gibt noch keine Organisationen.';
  return (
    <Alert color="blue" title={filtered ? 'Keine Treffer' : 'Keine Einträge'}>
      {text}
    </Alert>
  );
}

const sortLabels: Record<'asc' | 'desc', string> = { asc: 'aufsteigend', desc: 'absteigend' };

function SortableHeader({
  field,
  label,
  query,
  onSort,
}: {
  field: SortField;
  label: string;
  query: OrganizationListQuery;
  onSort: (field: SortField) => void;
}) {
  const current = query.sort[0];
  const direction = current?.field === field ? current.direction : null;
  return (
    <Table.Th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      <button type="button" className={classes.sortButton} onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
        {direction ? <VisuallyHidden>, sortiert {sortLabels[direction]}</VisuallyHidden> : null}
      </button>
    </Table.Th>
  );
}

function OrganizationTable({
  docs,
  query,
  busy,
  onSort,
}: {
  docs: AdminOrganizationListItem[];
  query: OrganizationListQuery;
  busy: boolean;
  onSort: (field: SortField) => void;
}) {
  const location = useLocation();
  const from = location.pathname + location.search;
  return (
    <div className={classes.tableScroll}>
      <Table striped withTableBorder className={classes.table} aria-busy={busy || undefined}>
        <Table.Caption>
          Die Schaltflächen in den Spaltenköpfen Name, Angelegt am und Status sortieren die Liste.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="name" label="Name" query={query} onSort={onSort} />
            <Table.Th scope="col">Art</Table.Th>
            <Table.Th scope="col">Ort</Table.Th>
            <SortableHeader field="approvalStatus" label="Status" query={query} onSort={onSort} />
            <Table.Th scope="col" className={classes.numeric}>
              Mitglieder
            </Table.Th>
            <Table.Th scope="col">Änderungsantrag</Table.Th>
            <SortableHeader field="createdAt" label="Angelegt am" query={query} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {docs.map((row) => (
            <Table.Tr key={row._id}>
              <Table.Th scope="row" fw="normal">
                <Anchor component={Link} to={reviewPath(row._id)} state={{ from }} fz="inherit">
                  {row.name}
                </Anchor>
              </Table.Th>
              <Table.Td>{OrganizationType.label(row.type)}</Table.Td>
              <Table.Td>{row.city}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.approvalStatus} />
              </Table.Td>
              <Table.Td className={classes.numeric}>{row.memberCount}</Table.Td>
              <Table.Td>{row.hasOpenChangeRequest ? <OpenChangeRequestBadge /> : 'keiner'}</Table.Td>
              <Table.Td>
                <DateDisplay value={row.createdAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Pager({
  data,
  onPage,
}: {
  data: Paginated<AdminOrganizationListItem>;
  onPage: (page: number) => void;
}) {
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
