import { ApprovalStatus, OrganizationType, type AdminOrganizationListItem } from '@cert/domain';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  FilterSelect,
  ListResults,
  ListSearchForm,
  ListViewTabs,
  SortSelect,
  useListLinkState,
  useListUrlState,
  type ListView,
} from '@/components/admin-list';
import { DateDisplay, DateTimeDisplay } from '@/components/form';
import { RecordTable, type RecordColumn } from '@/components/ui/record-table';
import { useOrganizationList } from './api';
import {
  listQueryOf,
  OrganizationSortOrder,
  searchTextOf,
  sortOrderOf,
  toUrlParams,
  withFilter,
  withPage,
  withSearch,
  withSortOrder,
  withView,
  type OrganizationListQuery,
} from './list-state';
import { reviewPath } from './paths';
import { ApprovalBadge } from '../components/status-badge';
import { OpenChangeRequestBadge } from './status-badge';

const views: { value: ListView; label: string }[] = [
  { value: 'tasks', label: 'Offene Aufgaben' },
  { value: 'all', label: 'Alle Organisationen' },
];

/**
 * The platform admins' organisation lists (docs/product.md §2, §7; docs/decisions/007-organisations.md):
 * open tasks (in review or with an open change request) and all organisations, searchable, filterable,
 * sortable and paged, with the whole state in the URL.
 */
export function OrganizationListScreen() {
  const { view, query, go, navigating } = useListUrlState(listQueryOf, toUrlParams);
  const result = useOrganizationList(view, query);
  const onChange = (next: OrganizationListQuery) => go(view, next);
  const onFilter = (next: OrganizationListQuery) => go(view, next, true);
  const filtered = Boolean(
    query.regex.name || query.exact.type || query.exact.approvalStatus || query.exact.listed,
  );

  return (
    <div>
      <Title order={1}>Organisationen verwalten</Title>
      <Text mb="md" maw="46rem">
        Prüfen Sie neue Organisationen und Änderungsanträge. Unter „Offene Aufgaben“ stehen Organisationen,
        die auf ihre Freigabe warten oder einen offenen Änderungsantrag haben, die zuletzt geänderte zuerst.
      </Text>
      <ListViewTabs
        label="Listen der Organisationen"
        views={views}
        value={view}
        onChange={(next) => go(next, withView(query, next))}
        search={
          <ListSearchForm
            label="Organisationen suchen und filtern"
            searchLabel="Name der Organisation"
            searchText={searchTextOf(query)}
            onSearch={(text) => onFilter(withSearch(query, text))}
            paused={navigating}
            narrow
          >
            <FilterSelect
              label="Art"
              allLabel="Alle Arten"
              options={OrganizationType}
              value={query.exact.type}
              onChange={(value) => onFilter(withFilter(query, 'type', value))}
            />
            <FilterSelect
              label="Freigabestatus"
              allLabel="Alle Status"
              options={ApprovalStatus}
              value={query.exact.approvalStatus}
              onChange={(value) => onFilter(withFilter(query, 'approvalStatus', value))}
            />
            <FilterSelect
              label="Öffentliches Verzeichnis"
              allLabel="Alle"
              options={[
                { value: 'true', label: 'Aufgeführt' },
                { value: 'false', label: 'Nicht aufgeführt' },
              ]}
              value={query.exact.listed}
              onChange={(value) => onFilter(withFilter(query, 'listed', value))}
            />
            <SortSelect
              options={OrganizationSortOrder}
              value={sortOrderOf(query)}
              onChange={(value) => onFilter(withSortOrder(query, value))}
            />
          </ListSearchForm>
        }
      >
        <ListResults
          result={result}
          singular="Organisation"
          plural="Organisationen"
          tasks={view === 'tasks'}
          filtered={filtered}
          emptyText={emptyText(view, filtered)}
          onPage={(page) => onChange(withPage(query, page))}
        >
          {(docs) => <OrganizationTable docs={docs} busy={result.isFetching} tasks={view === 'tasks'} />}
        </ListResults>
      </ListViewTabs>
    </div>
  );
}

function emptyText(view: ListView, filtered: boolean): string {
  if (filtered) return 'Keine Organisation passt zu Ihrer Suche. Bitte ändern Sie den Namen oder die Filter.';
  return view === 'tasks'
    ? 'Es gibt keine offenen Aufgaben: Keine Organisation wartet auf ihre Freigabe oder hat einen offenen Änderungsantrag.'
    : 'Es gibt noch keine Organisationen.';
}

/** What the office has to do for an organisation of the task list: one line each. */
const tasksOf = (row: AdminOrganizationListItem): string[] => [
  ...(row.approvalStatus === 'Pending' ? ['Freigabe prüfen'] : []),
  ...(row.hasOpenChangeRequest ? ['Änderungsantrag prüfen'] : []),
];

/**
 * Cards on a phone, a table on a desktop (as the journeys list). The task list says what is to be done next to the
 * name and when it arose, to the minute; all organisations say a change request beside the status, and the day
 * they were created.
 */
function OrganizationTable({
  docs,
  busy,
  tasks,
}: {
  docs: AdminOrganizationListItem[];
  busy: boolean;
  tasks: boolean;
}) {
  const linkState = useListLinkState();
  const taskColumn: RecordColumn<AdminOrganizationListItem> = {
    header: 'Offene Aufgabe',
    cell: (row) => tasksOf(row).map((task) => <div key={task}>{task}</div>),
  };
  return (
    <RecordTable
      regionLabel="Tabelle der Organisationen"
      listLabel="Organisationen"
      striped
      busy={busy}
      rows={docs}
      rowKey={(row) => row._id}
      title={{
        header: 'Name',
        cell: (row) => (
          <Anchor component={Link} to={reviewPath(row._id)} state={linkState} fz="inherit">
            {row.name}
          </Anchor>
        ),
      }}
      columns={[
        ...(tasks ? [taskColumn] : []),
        { header: 'Art', cell: (row) => OrganizationType.label(row.type) },
        { header: 'Ort', cell: (row) => row.city },
        {
          header: 'Status',
          cell: (row) => (
            <Group gap={4}>
              <ApprovalBadge status={row.approvalStatus} />
              {!tasks && row.hasOpenChangeRequest ? <OpenChangeRequestBadge /> : null}
            </Group>
          ),
        },
        { header: 'Mitglieder', cell: (row) => row.memberCount },
        {
          header: 'Verzeichnis',
          cell: (row) =>
            row.listedSince ? (
              <>
                seit <DateDisplay value={row.listedSince} />
              </>
            ) : (
              'nein'
            ),
        },
        tasks
          ? { header: 'Geändert am', cell: (row) => <DateTimeDisplay value={row.updatedAt} /> }
          : { header: 'Angelegt am', cell: (row) => <DateDisplay value={row.createdAt} /> },
      ]}
    />
  );
}
