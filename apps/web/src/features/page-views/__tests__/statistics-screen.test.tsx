import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { StatisticsScreen } from '..';

function renderStatistics(rows: { path: string; day: string; views: number }[]) {
  const fake = createFakeFetch(() => ({
    status: 200,
    body: { from: '2026-12-01', to: '2026-12-07', interval: 'day', rows },
  }));
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
});
