import { messages } from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  lastQuery,
  listCalls,
  locationQuery,
  stubListApi,
} from '@/components/admin-list/__tests__/list-api-stub';
import type { FakeCall, FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { JourneyListScreen } from '../journey-list-screen';
import { axeViolations } from '@/testing/axe';
import { mediaQueryList } from '@/testing/match-media';
import { listItem, listPage } from './fixtures';

const route = { path: '/admin/journeys', Component: JourneyListScreen };
/** The screen in a page's main landmark, as axe-core expects content to stand. */
const inMain = {
  path: route.path,
  Component: () => (
    <main>
      <JourneyListScreen />
    </main>
  ),
};

const firstPage = listPage(
  [
    listItem(),
    listItem({
      _id: 'j2',
      organization: 'o2',
      organizationName: 'Muster GmbH',
      pathType: 'provider',
      progress: 'professional',
      status: 'postponed',
      openTask: null,
      nextOpensAt: null,
      lastActivityAt: '2026-01-31T23:30:00.000Z',
    }),
  ],
  1,
  12,
);

const stubApi = (reply: (call: FakeCall) => FakeReply = () => ({ status: 200, body: firstPage })) =>
  stubListApi('/api/admin/journeys', reply);

const defaults = { page: '1', pageSize: '10', sortOrder: 'activity-desc' };

describe('JourneyListScreen', () => {
  // A desktop's width: the journeys as a table (a phone's cards: the last test).
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));
  });

  it('loads the tasks, page 1 of 10, latest activity first, and shows each journey with a link to its page', async () => {
    const fake = stubApi();
    renderRoute('/admin/journeys', route);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(listCalls(fake.calls)).toEqual([{ path: '/api/admin/journeys/tasks', query: defaults }]);
    expect(screen.getByRole('tab', { name: 'Offene Aufgaben' }).getAttribute('aria-selected')).toBe('true');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // The open task stands next to the organisation, in view on a phone before the table scrolls.
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((head) => head.textContent)
        .slice(0, 2),
    ).toEqual(['Organisation', 'Offene Aufgabe']);
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe(
      'Workshop durchführen und Ergebnis erfassen',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Stadtwerke Musterstadt' }).getAttribute('href')).toBe(
      '/admin/organisation/o1/zertifizierungspfad/beschaffung',
    );
    expect(within(rows[1]!).getByText('Öffentliche Auftraggeber')).toBeTruthy();
    expect(within(rows[1]!).getByText('Bronze')).toBeTruthy();
    expect(within(rows[1]!).getByText('Aktiv')).toBeTruthy();
    expect(within(rows[1]!).getByText('Workshop durchführen und Ergebnis erfassen')).toBeTruthy();
    expect(within(rows[1]!).getByText('02.04.2026')).toBeTruthy();
    // The day says whose it is: the level that opens then (issue 37).
    expect(within(rows[1]!).getByText('02.04.2026').closest('td')!.textContent).toBe(
      '02.04.2026: Silber – Beschaffungsprojekt',
    );
    expect(within(rows[1]!).getByText('05.03.2026 - 11:00')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Muster GmbH' }).getAttribute('href')).toBe(
      '/admin/organisation/o2/zertifizierungspfad/unternehmen',
    );
    expect(within(rows[2]!).getByText('Professional')).toBeTruthy();
    expect(within(rows[2]!).getByText('Zurückgestellt')).toBeTruthy();
    expect(within(rows[2]!).getByText('keine')).toBeTruthy();
    // German time: 23:30 UTC on 31 January is 1 February in Berlin.
    expect(within(rows[2]!).getByText('01.02.2026 - 00:30')).toBeTruthy();
    expect(screen.getByText(/Seite 1 von 2/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('12 Zertifizierungspfade mit offener Aufgabe');
  });

  it('sends the name search after 500 ms as an escaped regex filter, from page 1, and keeps it in the URL', async () => {
    const fake = stubApi();
    const view = renderRoute('/admin/journeys?page=2', route);
    await screen.findByRole('table');
    const typedAt = Date.now();
    await userEvent.type(screen.getByLabelText('Name der Organisation'), 'Stadt (Nord)');
    expect(fake.calls).toHaveLength(1);
    await waitFor(() => expect(fake.calls).toHaveLength(2), { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(500);
    expect(lastQuery(fake.calls)).toEqual({ ...defaults, 'filter.name._regex_': 'Stadt \\(Nord\\)' });
    expect(locationQuery(view)).toEqual({ 'filter.name._regex_': 'Stadt \\(Nord\\)' });
  });

  it('opens a result clicked while the list still follows the typing, without the search taking it back', async () => {
    stubApi();
    // The journey's page loads for longer than the search waits for the typing to stop.
    const journeyPage = {
      path: '/admin/organisation/:id/zertifizierungspfad/:path',
      lazy: () =>
        new Promise<{ Component: () => ReactNode }>((resolve) =>
          setTimeout(() => resolve({ Component: () => <h1>Pfad</h1> }), 1000),
        ),
    };
    const { router } = renderRoute('/admin/journeys', route, { routes: [journeyPage] });
    const link = await screen.findByRole('link', { name: 'Stadtwerke Musterstadt' });
    await userEvent.type(screen.getByLabelText('Name der Organisation'), 'Stadtwerke');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Pfad' }, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/organisation/o1/zertifizierungspfad/beschaffung');
  });

  it('filters by path, level and status, orders and pages, each time in the URL and the query', async () => {
    const fake = stubApi();
    const view = renderRoute('/admin/journeys?view=all', route);
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByLabelText('Pfad'), 'Unternehmen');
    await waitFor(() => expect(lastQuery(fake.calls)?.pathType).toBe('provider'));
    // A provider has no bronze: the level list follows the path.
    const levels = screen.getByLabelText('Erreichte Stufe');
    expect(within(levels).queryByRole('option', { name: 'Bronze' })).toBeNull();
    await userEvent.selectOptions(levels, 'Practitioner');
    await waitFor(() => expect(lastQuery(fake.calls)?.pathProgress).toBe('practitioner'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Geschlossen');
    await waitFor(() => expect(lastQuery(fake.calls)?.statusFilter).toBe('closed'));
    await userEvent.selectOptions(screen.getByLabelText('Sortierung'), 'Name A–Z');
    await waitFor(() => expect(lastQuery(fake.calls)?.sortOrder).toBe('name-asc'));

    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(lastQuery(fake.calls)?.page).toBe('2'));
    expect(listCalls(fake.calls).at(-1)).toEqual({
      path: '/api/admin/journeys',
      query: {
        page: '2',
        pageSize: '10',
        pathType: 'provider',
        pathProgress: 'practitioner',
        statusFilter: 'closed',
        sortOrder: 'name-asc',
      },
    });
    expect(locationQuery(view)).toEqual({
      view: 'all',
      page: '2',
      pathType: 'provider',
      pathProgress: 'practitioner',
      statusFilter: 'closed',
      sortOrder: 'name-asc',
    });
    // Back restores the previous state from the URL.
    await view.router.navigate(-1);
    await waitFor(() => expect(lastQuery(fake.calls)?.page).toBe('1'));

    // A path without that level drops the level filter.
    await userEvent.selectOptions(screen.getByLabelText('Pfad'), 'Öffentliche Auftraggeber');
    await waitFor(() => expect(lastQuery(fake.calls)?.pathType).toBe('procurement'));
    expect(lastQuery(fake.calls)?.pathProgress).toBeUndefined();
  });

  it('restores the state from the URL on load and drops keys the API would refuse', async () => {
    const fake = stubApi();
    renderRoute(
      '/admin/journeys?view=all&page=3&pathType=procurement&pathProgress=gold&sortOrder=oldest&filter.name._regex_=a%5C.b&foo=1',
      route,
    );
    await screen.findByRole('table');
    expect(listCalls(fake.calls)).toEqual([
      {
        path: '/api/admin/journeys',
        query: {
          ...defaults,
          page: '3',
          pathType: 'procurement',
          pathProgress: 'gold',
          'filter.name._regex_': 'a\\.b',
        },
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Alle Zertifizierungspfade' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Name der Organisation') as HTMLInputElement).value).toBe('a.b');
    expect((screen.getByLabelText('Erreichte Stufe') as HTMLSelectElement).value).toBe('gold');
  });

  it('switches between tasks and all journeys from page 1 and keeps the filters', async () => {
    const fake = stubApi();
    const view = renderRoute('/admin/journeys?statusFilter=active&page=2', route);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: 'Alle Zertifizierungspfade' }));
    await waitFor(() =>
      expect(listCalls(fake.calls).at(-1)).toEqual({
        path: '/api/admin/journeys',
        query: { ...defaults, statusFilter: 'active' },
      }),
    );
    expect(locationQuery(view)).toEqual({ statusFilter: 'active', view: 'all' });
  });

  it('keeps a name typed just before a switch of view, and searches it in the view switched to', async () => {
    stubApi();
    const view = renderRoute('/admin/journeys', route);
    await screen.findByRole('table');
    const field = screen.getByLabelText('Name der Organisation');
    await userEvent.type(field, 'Stadt');
    await userEvent.click(screen.getByRole('tab', { name: 'Alle Zertifizierungspfade' }));
    expect(screen.getByLabelText('Name der Organisation')).toBe(field);
    expect((field as HTMLInputElement).value).toBe('Stadt');
    await waitFor(
      () => expect(locationQuery(view)).toEqual({ view: 'all', 'filter.name._regex_': 'Stadt' }),
      {
        timeout: 2000,
      },
    );
  });

  it('says so when there are no open tasks, and when nothing matches the filters', async () => {
    stubApi(() => ({ status: 200, body: listPage([]) }));
    renderRoute('/admin/journeys', route);
    expect(await screen.findByText(/Es gibt keine offenen Aufgaben/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Aktiv');
    expect(await screen.findByText(/Kein Zertifizierungspfad passt zu Ihrer Suche/)).toBeTruthy();
  });

  it('shows the API message of a refused query and the generic notice for a server error', async () => {
    stubApi(() => ({
      status: 400,
      body: { status: 400, code: 'VALIDATION_FAILED', message: 'Dieses Suchmuster ist zu aufwendig.' },
    }));
    const first = renderRoute('/admin/journeys', route);
    expect((await screen.findByRole('alert')).textContent).toContain('Dieses Suchmuster ist zu aufwendig.');
    first.unmount();
    stubApi(() => ({ status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } }));
    renderRoute('/admin/journeys', route);
    expect((await screen.findByRole('alert')).textContent).toContain(messages.genericError);
  });

  it('is axe-clean with a filled list', async () => {
    stubApi();
    renderRoute('/admin/journeys', inMain);
    await screen.findByRole('table');
    expect(await axeViolations()).toEqual([]);
  });

  it('on a phone: one card per journey, the organisation as its title and the open task first', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query) => mediaQueryList(query, false));
    stubApi();
    renderRoute('/admin/journeys', inMain);
    const cards = within(await screen.findByRole('list', { name: 'Zertifizierungspfade' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Stadtwerke Musterstadt' })).toBeTruthy();
    expect(within(cards[0]!).getAllByRole('term')[0]!.textContent).toBe('Offene Aufgabe');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
