import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, fieldsRefused, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { StatisticsScreen } from '..';
import { periodsOf } from '../statistics-screen';

function renderStatistics(
  rows: { path: string; day: string; views: number }[],
  reply: FakeReply = { status: 200, body: { from: '2026-12-01', to: '2026-12-07', interval: 'day', rows } },
) {
  const fake = createFakeFetch(() => reply);
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute('/admin/statistik', {
    path: '/admin/statistik',
    Component: () => (
      <main>
        <StatisticsScreen />
      </main>
    ),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the office’s page statistics', () => {
  it('counts the views of the period, one view in the singular', async () => {
    renderStatistics([{ path: '/faq', day: '2026-12-02', views: 1 }]);
    expect(await screen.findByText('1 Seitenaufruf vom 01.12.2026 bis 07.12.2026.')).toBeTruthy();
  });

  it('adds up the views of every page and day', async () => {
    renderStatistics([
      { path: '/faq', day: '2026-12-02', views: 1200 },
      { path: '/impressum', day: '2026-12-03', views: 34 },
    ]);
    expect(await screen.findByText('1.234 Seitenaufrufe vom 01.12.2026 bis 07.12.2026.')).toBeTruthy();
    expect(screen.getByRole('table', { name: /^Seiten nach Aufrufen/ }).textContent).toContain('1.200');
  });

  it('keeps the focus on "Anzeigen" while the figures of the new choice come in, and the fields show it', async () => {
    renderStatistics([{ path: '/faq', day: '2026-12-02', views: 1 }]);
    await screen.findByText('1 Seitenaufruf vom 01.12.2026 bis 07.12.2026.');
    await userEvent.selectOptions(screen.getByLabelText('Einteilung'), 'week');
    const show = screen.getByRole('button', { name: 'Anzeigen' });
    await userEvent.click(show);
    await waitFor(() => expect(screen.getByLabelText('Einteilung')).toHaveProperty('value', 'week'));
    expect(document.activeElement).toBe(show);
    expect(screen.getByRole('textbox', { name: /^Von/ })).toHaveProperty('value', '01.12.2026');
  });

  it('keeps the focus in a date field whose Enter asked for the new period', async () => {
    renderStatistics([{ path: '/faq', day: '2026-12-02', views: 1 }]);
    await screen.findByText('1 Seitenaufruf vom 01.12.2026 bis 07.12.2026.');
    const from = screen.getByRole('textbox', { name: /^Von/ });
    await userEvent.clear(from);
    await userEvent.type(from, '03.12.2026{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Von/ })).toHaveProperty('value', '03.12.2026'),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Von/ }));
  });

  it('charts every day of the range, or every week from its Monday, a period without views among them', () => {
    expect(periodsOf({ from: '2026-11-29', to: '2026-12-02', interval: 'day', rows: [] })).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    // 3 December 2026 is a Thursday: its week starts on Monday, 30 November.
    expect(periodsOf({ from: '2026-12-03', to: '2026-12-21', interval: 'week', rows: [] })).toEqual([
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
    ]);
  });

  it('says a refused date at its field, and a refusal of anything else above the figures', async () => {
    renderStatistics(
      [],
      fieldsRefused([
        { path: 'querystring.from', code: 'custom', message: 'Bitte geben Sie ein Datum ein.' },
      ]),
    );
    expect(await screen.findByText('Bitte geben Sie ein Datum ein.')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /konnte nicht geladen werden/ })).toBeNull();
    cleanup();
    renderStatistics(
      [],
      fieldsRefused([{ path: 'querystring.interval', code: 'custom', message: 'Unbekanntes Intervall.' }]),
    );
    expect(await screen.findByText('Die Statistik konnte nicht geladen werden')).toBeTruthy();
  });
});
