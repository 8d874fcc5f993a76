import { ApprovalStatus, OrganizationType, type AdminOrganizationListItem } from '@cert/domain';
import { Anchor, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import {
  FilterSelect,
  ListResults,
  ListSearchForm,
  ListViewTabs,
  useListLinkState,
  useListUrlState,
  type ListView,
} from '@/components/admin-list';
import { DateDisplay, DateTimeDisplay } from '@/components/form';
import { DataTable } from '@/components/ui/data-table';
import { ScrollRegion } from '@/components/ui/scroll-region';
import classes from './admin-organizations.module.css';
import { useOrganizationList } from './api';
import {
  listQueryOf,
  searchTextOf,
  toUrlParams,
  withFilter,
  withPage,
  withSearch,
  withSort,
  withView,
  type OrganizationListQuery,
  type SortField,
} from './list-state';
import { reviewPath } from './paths';
import { OpenChangeRequestBadge, StatusBadge } from './status-badge';

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
          {(docs) => (
            <OrganizationTable
              docs={docs}
              query={query}
              busy={result.isFetching}
              dated={view === 'tasks' ? 'updatedAt' : 'createdAt'}
              onSort={(field) => onChange(withSort(query, field))}
            />
          )}
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

const SORT_HINT_ID = 'organisationen-sortieren';

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

/** The date column of each view: when the task arose (its latest change), or when the organisation was created. */
const dateColumns = { updatedAt: 'Geändert am', createdAt: 'Angelegt am' } as const;

/** What the office has to do for an organisation of the task list: one line each. */
const tasksOf = (row: AdminOrganizationListItem): string[] => [
  ...(row.approvalStatus === 'Pending' ? ['Freigabe prüfen'] : []),
  ...(row.hasOpenChangeRequest ? ['Änderungsantrag prüfen'] : []),
];

function OrganizationTable({
  docs,
  query,
  busy,
  dated,
  onSort,
}: {
  docs: AdminOrganizationListItem[];
  query: OrganizationListQuery;
  busy: boolean;
  dated: keyof typeof dateColumns;
  onSort: (field: SortField) => void;
}) {
  const linkState = useListLinkState();
  // The task list says what is to be done next to the name (on a phone without scrolling sideways) and when it
  // arose, to the minute; all organisations say whether a change request is open, and the day they were created.
  const tasks = dated === 'updatedAt';
  return (
    <>
      {/* Above the box, not its caption: a caption is as wide as the table and scrolled out of view on a phone. */}
      <Text size="sm" mb="xs" id={SORT_HINT_ID}>
        Die Schaltflächen in den Spaltenköpfen Name, Status und {dateColumns[dated]} sortieren die Liste.
      </Text>
      <ScrollRegion label="Tabelle der Organisationen">
        <DataTable striped withTableBorder aria-busy={busy || undefined} aria-describedby={SORT_HINT_ID}>
          <Table.Thead>
            <Table.Tr>
              <SortableHeader field="name" label="Name" query={query} onSort={onSort} />
              {tasks ? <Table.Th scope="col">Offene Aufgabe</Table.Th> : null}
              <Table.Th scope="col">Art</Table.Th>
              <Table.Th scope="col">Ort</Table.Th>
              <SortableHeader field="approvalStatus" label="Status" query={query} onSort={onSort} />
              <Table.Th scope="col" className={classes.numeric}>
                Mitglieder
              </Table.Th>
              {tasks ? null : <Table.Th scope="col">Änderungsantrag</Table.Th>}
              <Table.Th scope="col">Verzeichnis</Table.Th>
              <SortableHeader field={dated} label={dateColumns[dated]} query={query} onSort={onSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.map((row) => (
              <Table.Tr key={row._id}>
                <Table.Th scope="row" fw="normal">
                  <Anchor component={Link} to={reviewPath(row._id)} state={linkState} fz="inherit">
                    {row.name}
                  </Anchor>
                </Table.Th>
                {tasks ? (
                  <Table.Td>
                    {tasksOf(row).map((task) => (
                      <div key={task}>{task}</div>
                    ))}
                  </Table.Td>
                ) : null}
                <Table.Td>{OrganizationType.label(row.type)}</Table.Td>
                <Table.Td>{row.city}</Table.Td>
                <Table.Td>
                  <StatusBadge status={row.approvalStatus} />
                </Table.Td>
                <Table.Td className={classes.numeric}>{row.memberCount}</Table.Td>
                {tasks ? null : (
                  <Table.Td>{row.hasOpenChangeRequest ? <OpenChangeRequestBadge /> : 'keiner'}</Table.Td>
                )}
                <Table.Td>
                  {row.listedSince ? (
                    <>
                      seit <DateDisplay value={row.listedSince} />
                    </>
                  ) : (
                    'nein'
                  )}
                </Table.Td>
                <Table.Td>
                  {tasks ? <DateTimeDisplay value={row.updatedAt} /> : <DateDisplay value={row.createdAt} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      </ScrollRegion>
    </>
  );
}
