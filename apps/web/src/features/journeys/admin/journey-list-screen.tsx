import {
  adminJourneyPath,
  CertificateLevel,
  JourneyPathType,
  JourneySortOrder,
  JourneyStatus,
  JourneyTask,
  ProcurementProgress,
  ProviderProgress,
  type AdminJourneyListItem,
} from '@cert/domain';
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  FilterSelect,
  SortSelect,
  ListResults,
  ListSearchForm,
  ListViewTabs,
  useListLinkState,
  useListUrlState,
  type ListView,
} from '@/components/admin-list';
import { DateDisplay, DateTimeDisplay } from '@/components/form';
import { RecordTable } from '@/components/ui/record-table';
import { useJourneyList } from './api';
import { JourneyStatusBadge } from './badges';
import {
  listQueryOf,
  progressOptions,
  searchTextOf,
  toUrlParams,
  withFilter,
  withPage,
  withSearch,
  withSortOrder,
  type JourneyListQuery,
} from './list-state';

const views: { value: ListView; label: string }[] = [
  // Named as the organisation list's tabs are: the office reads both lists one after the other.
  { value: 'tasks', label: 'Offene Aufgaben' },
  { value: 'all', label: 'Alle Zertifizierungspfade' },
];

/**
 * The programme office's journey lists (docs/product.md §2, §7; docs/decisions/014-journeys.md): journeys with an
 * open task and all journeys, searchable by name, filterable, sortable and paged, with the whole state in the URL.
 */
export function JourneyListScreen() {
  const { view, query, go, navigating } = useListUrlState(listQueryOf, toUrlParams);
  const result = useJourneyList(view, query);
  const onChange = (next: JourneyListQuery) => go(view, next);
  const onFilter = (next: JourneyListQuery) => go(view, next, true);
  const filtered = Boolean(
    query['filter.name._regex_'] || query.pathType || query.pathProgress || query.statusFilter,
  );

  return (
    <div>
      <Title order={1}>Zertifizierungspfade verwalten</Title>
      <Text mb="md" maw="46rem">
        Hier sehen Sie die Zertifizierungspfade aller Organisationen. Unter „Offene Aufgaben“ stehen die
        Pfade, bei denen das Programmteam etwas tun muss: eine Meldung oder Anfrage der Organisation
        bearbeiten, einen Workshop durchführen, ein Praxisbeispiel prüfen oder Teilnahmen erfassen.
      </Text>
      <ListViewTabs
        label="Listen der Zertifizierungspfade"
        views={views}
        value={view}
        onChange={(next) => go(next, withPage(query, 1))}
        search={
          <ListSearchForm
            label="Zertifizierungspfade suchen und filtern"
            searchLabel="Name der Organisation"
            searchText={searchTextOf(query)}
            onSearch={(text) => onFilter(withSearch(query, text))}
            paused={navigating}
            narrow
          >
            <FilterSelect
              label="Pfad"
              allLabel="Alle Pfade"
              options={JourneyPathType}
              value={query.pathType}
              onChange={(value) => onFilter(withFilter(query, 'pathType', value))}
            />
            <FilterSelect
              label="Erreichte Stufe"
              allLabel="Alle Stufen"
              options={progressOptions(query.pathType)}
              value={query.pathProgress}
              onChange={(value) => onFilter(withFilter(query, 'pathProgress', value))}
            />
            <FilterSelect
              label="Status"
              allLabel="Alle Status"
              options={JourneyStatus}
              value={query.statusFilter}
              onChange={(value) => onFilter(withFilter(query, 'statusFilter', value))}
            />
            <SortSelect
              options={JourneySortOrder}
              value={query.sortOrder}
              onChange={(value) => onFilter(withSortOrder(query, value))}
            />
          </ListSearchForm>
        }
      >
        <ListResults
          result={result}
          singular="Zertifizierungspfad"
          plural="Zertifizierungspfade"
          tasks={view === 'tasks'}
          filtered={filtered}
          emptyText={emptyText(view, filtered)}
          onPage={(page) => onChange(withPage(query, page))}
        >
          {(docs) => <JourneyTable docs={docs} busy={result.isFetching} />}
        </ListResults>
      </ListViewTabs>
    </div>
  );
}

function emptyText(view: ListView, filtered: boolean): string {
  if (filtered)
    return 'Kein Zertifizierungspfad passt zu Ihrer Suche. Bitte ändern Sie den Namen oder die Filter.';
  return view === 'tasks'
    ? 'Es gibt keine offenen Aufgaben: Keine Meldung wartet, kein Workshop steht an, kein Praxisbeispiel wartet auf eine Prüfung und keine Teilnahme ist zu erfassen.'
    : 'Es gibt noch keine Zertifizierungspfade. Ein Pfad entsteht, sobald eine Organisation freigegeben ist.';
}

function progressLabel(row: Pick<AdminJourneyListItem, 'pathType' | 'progress'>): string {
  const { progress } = row;
  if (row.pathType === 'procurement') {
    return ProcurementProgress.is(progress) ? ProcurementProgress.label(progress) : progress;
  }
  return ProviderProgress.is(progress) ? ProviderProgress.label(progress) : progress;
}

/** The open task stands next to the organisation: what the office works through, first on a phone's card too. */
function JourneyTable({ docs, busy }: { docs: AdminJourneyListItem[]; busy: boolean }) {
  const linkState = useListLinkState();
  return (
    <RecordTable
      regionLabel="Tabelle der Zertifizierungspfade"
      listLabel="Zertifizierungspfade"
      striped
      busy={busy}
      rows={docs}
      rowKey={(row) => row._id}
      title={{
        header: 'Organisation',
        cell: (row) => (
          <Anchor
            component={Link}
            to={adminJourneyPath(row.organization, row.pathType)}
            state={linkState}
            fz="inherit"
          >
            {row.organizationName}
          </Anchor>
        ),
      }}
      columns={[
        {
          header: 'Offene Aufgabe',
          cell: (row) => (row.openTask ? JourneyTask.label(row.openTask) : 'keine'),
        },
        { header: 'Pfad', cell: (row) => JourneyPathType.label(row.pathType) },
        { header: 'Erreichte Stufe', cell: progressLabel },
        { header: 'Status', cell: (row) => <JourneyStatusBadge status={row.status} /> },
        {
          header: 'Nächste Öffnung',
          cell: (row) =>
            row.nextOpensAt ? (
              <>
                <DateDisplay value={row.nextOpensAt} />
                {row.nextOpensLevels.length > 0
                  ? `: ${row.nextOpensLevels.map((level) => CertificateLevel.label(level)).join(', ')}`
                  : null}
              </>
            ) : (
              '–'
            ),
        },
        { header: 'Letzte Aktivität', cell: (row) => <DateTimeDisplay value={row.lastActivityAt} /> },
      ]}
    />
  );
}
