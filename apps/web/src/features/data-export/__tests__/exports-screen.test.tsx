import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { ExportsScreen } from '../exports-screen';
import { axeViolations } from '@/testing/axe';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };

/** The API for this screen: each export answers through `answer`, which may hold it back. */
function stubExports(answer: (path: string) => Promise<Response>) {
  document.cookie = 'XSRF-TOKEN=t';
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({
      method: init?.method ?? 'GET',
      path,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    });
    return answer(path);
  });
  return calls;
}

const file = (name: string) =>
  new Response(new Uint8Array([80, 75, 3, 4]), {
    status: 200,
    headers: {
      'Content-Type': xlsx,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });

/** What the screen saved: the links it clicked. */
function captureSaves() {
  const saved: Array<{ href: string; download: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:export';
      static override revokeObjectURL = () => undefined;
    },
  );
  return saved;
}

const renderExports = () =>
  renderRoute('/admin/exports', {
    path: '/admin/exports',
    Component: () => (
      <main>
        <ExportsScreen />
      </main>
    ),
  });

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin exports', () => {
  it('tells what each file holds and offers one download per branch', async () => {
    stubExports(async () => file('x.xlsx'));
    renderExports();
    expect(screen.getByRole('heading', { level: 1, name: 'Exporte' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Beschaffungsstellen',
      'Beschaffungsprojekte',
      'Unternehmen',
    ]);
    expect(section('Unternehmen').textContent).toContain('Fragebogens für Unternehmen (Expert)');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Beschaffungsstellen herunterladen (XLSX)',
      'Beschaffungsprojekte herunterladen (XLSX)',
      'Unternehmen herunterladen (XLSX)',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('posts without a body with the CSRF header and saves the file under the name the API gives', async () => {
    const calls = stubExports(async () =>
      file('Export Zertifizierungspfade Beschaffungsprojekt 2026-11-22.xlsx'),
    );
    const saved = captureSaves();
    renderExports();
    fireEvent.click(screen.getByRole('button', { name: 'Beschaffungsprojekte herunterladen (XLSX)' }));
    expect(
      await within(section('Beschaffungsprojekte')).findByText(
        'Gespeichert als „Export Zertifizierungspfade Beschaffungsprojekt 2026-11-22.xlsx“.',
      ),
    ).toBeTruthy();
    expect(saved).toEqual([
      { href: 'blob:export', download: 'Export Zertifizierungspfade Beschaffungsprojekt 2026-11-22.xlsx' },
    ]);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/admin/export/journeys/procurement/project',
    ]);
    expect(calls[0]?.headers['x-xsrf-token']).toBe('t');
    expect(calls[0]?.body).toBeUndefined();
    expect(await axeViolations()).toEqual([]);
  });

  it('names the file itself when the API sends no name', async () => {
    stubExports(
      async () =>
        new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'Content-Type': xlsx } }),
    );
    const saved = captureSaves();
    renderExports();
    fireEvent.click(screen.getByRole('button', { name: 'Unternehmen herunterladen (XLSX)' }));
    await within(section('Unternehmen')).findByText(/Gespeichert als/);
    expect(saved.map((link) => link.download)).toEqual([
      'Export Zertifizierungspfade Unternehmen 2026-11-22.xlsx',
    ]);
  });

  it('shows the busy state on the one button whose export is being made', async () => {
    let finish: (response: Response) => void = () => undefined;
    stubExports(() => new Promise((resolve) => (finish = resolve)));
    captureSaves();
    renderExports();
    fireEvent.click(screen.getByRole('button', { name: 'Beschaffungsstellen herunterladen (XLSX)' }));
    const office = section('Beschaffungsstellen');
    expect(
      await within(office).findByText('Der Export wird erstellt. Das kann einen Moment dauern.'),
    ).toBeTruthy();
    expect(within(office).getByRole('button').getAttribute('aria-disabled') === 'true').toBe(true);
    expect(within(section('Unternehmen')).getByRole('button').getAttribute('aria-disabled') === 'true').toBe(
      false,
    );
    expect(await axeViolations()).toEqual([]);
    await act(async () => finish(file('Export.xlsx')));
    expect(await within(office).findByText('Gespeichert als „Export.xlsx“.')).toBeTruthy();
    expect(within(office).getByRole('button').getAttribute('aria-disabled') === 'true').toBe(false);
  });

  it('shows a German error notice at the export that failed and saves nothing', async () => {
    stubExports(
      async () =>
        new Response(JSON.stringify({ status: 500, code: 'INTERNAL', message: 'boom' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const saved = captureSaves();
    renderExports();
    fireEvent.click(screen.getByRole('button', { name: 'Unternehmen herunterladen (XLSX)' }));
    const alert = await within(section('Unternehmen')).findByRole('alert');
    expect(alert.textContent).toBe(
      'Der Export konnte nicht erstellt werdenEs ist ein Fehler aufgetreten. Versuchen Sie es bitte erneut.',
    );
    expect(saved).toEqual([]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });
});
