import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { mediaQueryList } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';
import { RecordTable, type RecordColumn } from '../record-table';

type Invoice = { id: string; number: string; state: string; note: string | null; created: string };

const rows: Invoice[] = [
  { id: 'a', number: 'R-1', state: 'offen', note: 'Bitte prüfen', created: '01.02.2026' },
  { id: 'b', number: 'R-2', state: 'bezahlt', note: null, created: '03.04.2026' },
];

const columns: RecordColumn<Invoice>[] = [
  { header: 'Stand', cell: (row) => row.state },
  { header: 'Angelegt', card: 'none', cell: (row) => row.created },
  { header: 'Hinweis', cell: (row) => row.note },
  {
    header: 'Aktionen',
    card: 'plain',
    cell: (row) =>
      row.state === 'offen' ? <button type="button">{`Bezahlen: ${row.number}`}</button> : null,
  },
];

function renderInvoices(listLabel = 'Rechnungen') {
  renderRoute('/', {
    path: '/',
    Component: () => (
      <main>
        <h1>Rechnungen</h1>
        <RecordTable
          regionLabel="Tabelle der Rechnungen"
          listLabel={listLabel}
          caption="Alle Rechnungen"
          rows={rows}
          rowKey={(row) => row.id}
          marked={(row) => row.state === 'offen'}
          title={{ header: 'Nummer', cell: (row) => row.number }}
          columns={columns}
        />
      </main>
    ),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('records as a table on a desktop and as cards on a phone', () => {
  it('on a phone: a named list of cards, the title first, "label: value" for each fact with a value, then the plain values', async () => {
    renderInvoices();
    const cards = within(screen.getByRole('list', { name: 'Rechnungen' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    const card = (element: HTMLElement) => ({
      title: element.firstElementChild?.textContent,
      facts: [...element.querySelectorAll('dl > div')].map((fact) => [
        fact.querySelector('dt')?.textContent,
        fact.querySelector('dd')?.textContent,
      ]),
      after: [...element.children].slice(2).map((child) => child.textContent),
    });
    expect(cards.map(card)).toEqual([
      {
        title: 'R-1',
        facts: [
          ['Stand', 'offen'],
          ['Hinweis', 'Bitte prüfen'],
        ],
        after: ['Bezahlen: R-1'],
      },
      // No note and no action: neither an empty fact nor an empty line.
      { title: 'R-2', facts: [['Stand', 'bezahlt']], after: [] },
    ]);
    // The marked record, for the caller's style; the caption above the cards, which describes the list.
    expect(cards.map((element) => element.hasAttribute('data-marked'))).toEqual([true, false]);
    expect(screen.getByRole('list', { name: 'Rechnungen', description: 'Alle Rechnungen' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('on a phone: a caption that says what the list label says names the list, so that it is heard once', () => {
    renderInvoices('Alle Rechnungen');
    const list = screen.getByRole('list', { name: 'Alle Rechnungen' });
    expect(list.hasAttribute('aria-label')).toBe(false);
    expect(list.hasAttribute('aria-describedby')).toBe(false);
  });

  it('on a desktop: a table in a named region, every column, the title as the row header', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));
    renderInvoices();
    const table = within(screen.getByRole('region', { name: 'Tabelle der Rechnungen' })).getByRole('table', {
      name: 'Alle Rechnungen',
    });
    expect(screen.queryByRole('list')).toBeNull();
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nummer', 'Stand', 'Angelegt', 'Hinweis', 'Aktionen']);
    expect(
      body.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['R-1', 'offen', '01.02.2026', 'Bitte prüfen', 'Bezahlen: R-1'],
      ['R-2', 'bezahlt', '03.04.2026', '', ''],
    ]);
    expect(body.map((row) => row.hasAttribute('data-marked'))).toEqual([true, false]);
    expect(await axeViolations()).toEqual([]);
  });
});
