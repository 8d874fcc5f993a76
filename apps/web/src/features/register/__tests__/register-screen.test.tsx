import type { RegisterEntry } from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { createFakeFetch } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { RegisterScreen } from '..';

const entry: RegisterEntry = {
  _id: '0b7c9d7e-1111-4222-8333-444455556666',
  name: 'Stadtwerke Görlitz-Süd',
  city: 'Görlitz',
  type: 'PublicProcurer',
  listedSince: '2026-11-20T10:00:00.000Z',
  levels: [
    {
      level: 'bronze-office',
      levelLabel: 'Bronze – Beschaffungsstelle',
      awardedOn: '2026-11-08',
      validUntil: '2028-11-08',
      code: '7K3M9QXA2F',
    },
  ],
};

/** A page of the register as the API answers it, with `totalDocs` entries in all (20 a page). */
function registerPage(page: number, totalDocs: number) {
  const totalPages = Math.max(1, Math.ceil(totalDocs / 20));
  const count = page > totalPages ? 0 : Math.min(20, totalDocs - (page - 1) * 20);
  return {
    docs: Array.from({ length: count }, (_, index) => ({
      ...entry,
      _id: `${entry._id.slice(0, -4)}${String(index).padStart(4, '0')}`,
      name: totalDocs === 1 ? entry.name : `Organisation ${(page - 1) * 20 + index + 1}`,
    })),
    totalDocs,
    limit: 20,
    page,
    totalPages,
    pagingCounter: (page - 1) * 20 + 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}

function renderRegister(path = '/zertifizierte-organisationen', totalDocs = 1) {
  const fake = createFakeFetch((call) =>
    call.path.startsWith('/api/register')
      ? {
          status: 200,
          body: registerPage(
            Number(new URL(call.path, 'http://x').searchParams.get('page') ?? '1'),
            new URL(call.path, 'http://x').searchParams.has('search.name') ? 0 : totalDocs,
          ),
        }
      : { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } },
  );
  vi.stubGlobal('fetch', fake.fetch);
  const view = renderRoute(path, {
    path: '/zertifizierte-organisationen',
    Component: () => (
      <main>
        <RegisterScreen />
      </main>
    ),
  });
  return { ...view, fake };
}

afterEach(() => vi.unstubAllGlobals());

describe('the public register', () => {
  it('lists each organisation with its levels and the way to check each certificate', async () => {
    renderRegister();
    const item = await screen.findByRole('article', { name: 'Stadtwerke Görlitz-Süd' });
    expect(item.textContent).toContain('Görlitz · Öffentlicher Auftraggeber');
    expect(item.textContent).toContain(
      'Bronze – Beschaffungsstelle, verliehen am 08.11.2026, gültig bis 08.11.2028.',
    );
    expect(
      within(item)
        .getByRole('link', { name: /Zertifikat prüfen/ })
        .getAttribute('href'),
    ).toBe('/zertifikat/7K3M9QXA2F');
    expect(screen.getByRole('status').textContent).toBe('1 Organisation');
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the search in the address and asks the API for it; a link with a search shows it', async () => {
    const { fake, router } = renderRegister('/zertifizierte-organisationen?stufe=gold');
    await screen.findByRole('article');
    expect(fake.calls.at(-1)?.path).toContain('filter.level=gold');
    expect((screen.getByRole('combobox', { name: 'Stufe' }) as HTMLSelectElement).value).toBe('gold');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ort' }), 'Görlitz');
    const search = screen.getByRole('button', { name: 'Suchen' });
    await userEvent.click(search);
    await waitFor(() => expect(router.state.location.search).toBe('?ort=G%C3%B6rlitz&stufe=gold'));
    // The fields follow the address in place: the focus stays on the button it was on.
    expect(document.activeElement).toBe(search);
    await waitFor(() => expect(fake.calls.at(-1)?.path).toContain('search.city=G%C3%B6rlitz'));
  });

  it('shows in its fields the search the list shows, also after Back', async () => {
    const { router } = renderRegister('/zertifizierte-organisationen?ort=G%C3%B6rlitz');
    await screen.findByRole('article');
    const city = () => (screen.getByRole('textbox', { name: 'Ort' }) as HTMLInputElement).value;
    expect(city()).toBe('Görlitz');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Ort' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ort' }), 'Bautzen');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ort=Bautzen'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?ort=G%C3%B6rlitz'));
    await waitFor(() => expect(city()).toBe('Görlitz'));
  });

  it('pages with named buttons, takes the focus to the results of the new page, and offers the first page behind the last', async () => {
    const { fake, router } = renderRegister('/zertifizierte-organisationen', 45);
    await screen.findByRole('article', { name: 'Organisation 1' });
    const pager = screen.getByRole('navigation', { name: 'Seiten der Liste' });
    expect(pager.textContent).toContain('Seite 1 von 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Nächste Seite' }));
    await screen.findByRole('article', { name: 'Organisation 21' });
    expect(router.state.location.search).toBe('?seite=2');
    expect(fake.calls.at(-1)?.path).toContain('page=2');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Ergebnisse' }));
    expect(screen.getByRole('navigation', { name: 'Seiten der Liste' }).textContent).toContain(
      'Einträge 21–40 von 45',
    );
    await router.navigate('/zertifizierte-organisationen?seite=9');
    expect(await screen.findByText('Diese Seite ist leer')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zur ersten Seite' }));
    await screen.findByRole('article', { name: 'Organisation 1' });
    expect(await axeViolations()).toEqual([]);
  });

  it('says what to change when nothing matches', async () => {
    renderRegister('/zertifizierte-organisationen?name=Niemand');
    expect(await screen.findByText('Keine Treffer')).toBeTruthy();
    expect(
      screen.getByText(
        'Keine Organisation passt zu Ihrer Suche. Bitte ändern Sie den Namen, den Ort oder die Auswahl.',
      ),
    ).toBeTruthy();
  });
});
