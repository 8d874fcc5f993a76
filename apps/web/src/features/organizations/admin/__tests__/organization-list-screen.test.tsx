import { messages } from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lastQuery,
  listCalls,
  locationQuery,
  stubListApi,
} from '@/components/admin-list/__tests__/list-api-stub';
import type { FakeCall, FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { OrganizationListScreen } from '../organization-list-screen';
import { axeViolations } from '@/testing/axe';
import { mediaQueryList } from '@/testing/match-media';
import { listItem, listPage } from './fixtures';

const route = { path: '/admin/organizations', Component: OrganizationListScreen };
/** Inside a landmark, as in the app's layout (for axe). */
const inMain = {
  path: route.path,
  Component: () => (
    <main>
      <OrganizationListScreen />
    </main>
  ),
};

const firstPage = listPage(
  [
    listItem(),
    listItem({
      _id: 'o2',
      name: 'Muster GmbH',
      type: 'Provider',
      city: 'Berlin',
      approvalStatus: 'Approved',
      memberCount: 1,
      hasOpenChangeRequest: true,
      listedSince: '2026-02-10T09:00:00.000Z',
      createdAt: '2025-06-30T08:00:00.000Z',
      updatedAt: '2026-01-31T23:30:00.000Z',
    }),
  ],
  1,
  12,
);

const stubApi = (reply: (call: FakeCall) => FakeReply = () => ({ status: 200, body: firstPage })) =>
  stubListApi('/api/admin/organization', reply);

describe('OrganizationListScreen', () => {
  // A desktop's width: the organisations as a table (a phone's cards: the last test).
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));
  });

  it('loads the open tasks, page 1 of 10, latest change first, and shows the paginated answer', async () => {
    const fake = stubApi();
    renderRoute('/admin/organizations', route);
    // The first render of the file loads Mantine and the domain: give it more than the default second.
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(listCalls(fake.calls)).toEqual([
      { path: '/api/admin/organization/tasks', query: { page: '1', pageSize: '10', sort: '-updatedAt' } },
    ]);
    expect(screen.getByRole('tab', { name: 'Offene Aufgaben' }).getAttribute('aria-selected')).toBe('true');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Öffentlicher Auftraggeber');
    expect(within(rows[1]!).getByRole('link', { name: 'Stadtwerke Musterstadt' }).getAttribute('href')).toBe(
      '/admin/organizations/o1',
    );
    expect(within(rows[1]!).getByText('In Prüfung')).toBeTruthy();
    // What is to be done, next to the name; the task list's date is the latest change, to the minute.
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(within(table).getAllByRole('columnheader')[1]!.textContent).toBe('Offene Aufgabe');
    expect(cells(rows[1]!)[0]!.textContent).toBe('Freigabe prüfen');
    expect(within(rows[1]!).getByText('06.03.2026 - 11:00')).toBeTruthy();
    expect(within(rows[1]!).getByText('nein')).toBeTruthy();
    expect(rows[2]!.textContent).toContain('seit 10.02.2026');
    expect(within(rows[2]!).getByText('Anbieter')).toBeTruthy();
    expect(within(rows[2]!).getByText('Freigegeben')).toBeTruthy();
    expect(cells(rows[2]!)[0]!.textContent).toBe('Änderungsantrag prüfen');
    // The task says it: no column of change requests beside it.
    expect(screen.queryByRole('columnheader', { name: 'Änderungsantrag' })).toBeNull();
    // German time: 23:30 UTC on 31 January is 1 February in Berlin.
    expect(within(rows[2]!).getByText('01.02.2026 - 00:30')).toBeTruthy();
    expect(screen.getByText(/Seite 1 von 2/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('12 Organisationen mit offener Aufgabe');
    expect(screen.getByRole('columnheader', { name: 'Geändert am' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Angelegt am' })).toBeNull();
    expect(screen.getByLabelText('Sortierung')).toHaveProperty('value', '-updatedAt');
  });

  it('sends the name search after 500 ms as an escaped regex filter, from page 1, and keeps it in the URL', async () => {
    const fake = stubApi();
    const view = renderRoute('/admin/organizations?page=2', route);
    await screen.findByRole('table');
    const input = screen.getByLabelText('Name der Organisation');
    const typedAt = Date.now();
    await userEvent.type(input, 'Müller (GmbH');
    expect(fake.calls).toHaveLength(1);
    await waitFor(() => expect(fake.calls).toHaveLength(2), { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(500);
    expect(lastQuery(fake.calls)).toEqual({
      page: '1',
      pageSize: '10',
      sort: '-updatedAt',
      'filter.name._regex_': 'Müller \\(GmbH',
    });
    expect(locationQuery(view)).toEqual({ 'filter.name._regex_': 'Müller \\(GmbH' });
  });

  it('filters by type and status, sorts by the order chosen and pages, each time in the URL and the query', async () => {
    const fake = stubApi();
    const view = renderRoute('/admin/organizations', route);
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByLabelText('Art'), 'Anbieter');
    await waitFor(() => expect(lastQuery(fake.calls)?.['filter.type']).toBe('Provider'));
    await userEvent.selectOptions(screen.getByLabelText('Freigabestatus'), 'Abgelehnt');
    await waitFor(() => expect(lastQuery(fake.calls)?.['filter.approvalStatus']).toBe('Rejected'));
    await userEvent.selectOptions(screen.getByLabelText('Öffentliches Verzeichnis'), 'Aufgeführt');
    await waitFor(() => expect(lastQuery(fake.calls)?.['filter.listed']).toBe('true'));
    // A filter replaces the history entry (an arrow key on a closed select may change it at each step) …
    expect(view.router.state.historyAction).toBe('REPLACE');

    await userEvent.selectOptions(screen.getByLabelText('Sortierung'), 'Name A–Z');
    await waitFor(() => expect(lastQuery(fake.calls)?.sort).toBe('name'));
    await userEvent.selectOptions(screen.getByLabelText('Sortierung'), 'Name Z–A');
    await waitFor(() => expect(lastQuery(fake.calls)?.sort).toBe('-name'));
    expect(screen.getByLabelText('Sortierung')).toHaveProperty('value', '-name');

    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(lastQuery(fake.calls)?.page).toBe('2'));
    // … a change of page is one of its own, for Back.
    expect(view.router.state.historyAction).toBe('PUSH');
    expect(lastQuery(fake.calls)).toEqual({
      page: '2',
      pageSize: '10',
      sort: '-name',
      'filter.type': 'Provider',
      'filter.approvalStatus': 'Rejected',
      'filter.listed': 'true',
    });
    expect(locationQuery(view)).toEqual({
      page: '2',
      sort: '-name',
      'filter.type': 'Provider',
      'filter.approvalStatus': 'Rejected',
      'filter.listed': 'true',
    });
    // Back restores the previous state from the URL.
    await view.router.navigate(-1);
    await waitFor(() => expect(lastQuery(fake.calls)?.page).toBe('1'));
  });

  it('restores the whole state from the URL on load, with the search text unescaped in the field', async () => {
    const fake = stubApi();
    renderRoute(
      '/admin/organizations?view=all&page=2&sort=name&filter.type=PublicProcurer&filter.name._regex_=a%5C.b',
      route,
    );
    await screen.findByRole('table');
    expect(listCalls(fake.calls)).toEqual([
      {
        path: '/api/admin/organization',
        query: {
          page: '2',
          pageSize: '10',
          sort: 'name',
          'filter.type': 'PublicProcurer',
          'filter.name._regex_': 'a\\.b',
        },
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Alle Organisationen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Name der Organisation') as HTMLInputElement).value).toBe('a.b');
    expect((screen.getByLabelText('Art') as HTMLSelectElement).value).toBe('PublicProcurer');
  });

  it('switches to all organisations, newest first, and keeps the filters', async () => {
    const fake = stubApi();
    const view = renderRoute('/admin/organizations?filter.type=Provider&page=2', route);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'Alle Organisationen' }));
    await waitFor(() =>
      expect(listCalls(fake.calls).at(-1)).toEqual({
        path: '/api/admin/organization',
        query: { page: '1', pageSize: '10', sort: '-createdAt', 'filter.type': 'Provider' },
      }),
    );
    expect(locationQuery(view)).toEqual({ 'filter.type': 'Provider', view: 'all' });
    // Its date column is the creation, its order newest first.
    expect(await screen.findByRole('columnheader', { name: 'Angelegt am' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Geändert am' })).toBeNull();
    expect(screen.getByLabelText('Sortierung')).toHaveProperty('value', '-createdAt');
    // A change request beside the status, and the day, in place of the task and its minute.
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).queryByText('Änderungsantrag offen')).toBeNull();
    expect(within(rows[2]!).getByText('Änderungsantrag offen')).toBeTruthy();
    expect(within(rows[2]!).getByText('30.06.2025')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Offene Aufgabe' })).toBeNull();
  });

  it('says so when there are no open tasks, and when nothing matches the search', async () => {
    stubApi(() => ({ status: 200, body: listPage([]) }));
    renderRoute('/admin/organizations', route);
    expect(await screen.findByText(/Es gibt keine offenen Aufgaben/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Art'), 'Anbieter');
    expect(await screen.findByText(/Keine Organisation passt zu Ihrer Suche/)).toBeTruthy();
  });

  it('shows the API message of a refused query and the generic one for a failure', async () => {
    stubApi(() => ({
      status: 400,
      body: { status: 400, code: 'VALIDATION_FAILED', message: 'Dieses Suchmuster ist zu aufwendig.' },
    }));
    renderRoute('/admin/organizations', route);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Liste konnte nicht geladen werden');
    expect(alert.textContent).toContain('Dieses Suchmuster ist zu aufwendig.');
  });

  it('shows the generic notice for a server error', async () => {
    stubApi(() => ({ status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } }));
    renderRoute('/admin/organizations', route);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.genericError);
  });

  it('is axe-clean with a filled list', async () => {
    stubApi();
    // Inside a landmark, as in the app's layout.
    renderRoute('/admin/organizations', inMain);
    await screen.findByRole('table');
    expect(await axeViolations()).toEqual([]);
  });

  it('on a phone: one card per organisation, its name as the title and the open task first', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query) => mediaQueryList(query, false));
    stubApi();
    renderRoute('/admin/organizations', inMain);
    const cards = within(await screen.findByRole('list', { name: 'Organisationen' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Stadtwerke Musterstadt' })).toBeTruthy();
    expect(within(cards[0]!).getAllByRole('term')[0]!.textContent).toBe('Offene Aufgabe');
    expect(within(cards[1]!).getAllByRole('definition')[0]!.textContent).toBe('Änderungsantrag prüfen');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
