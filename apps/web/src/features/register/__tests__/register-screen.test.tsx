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

function renderRegister(path = '/zertifizierte-organisationen') {
  const fake = createFakeFetch((call) =>
    call.path.startsWith('/api/register')
      ? {
          status: 200,
          body: {
            docs: [entry],
            totalDocs: 1,
            limit: 20,
            page: 1,
            totalPages: 1,
            pagingCounter: 1,
            hasPrevPage: false,
            hasNextPage: false,
            prevPage: null,
            nextPage: null,
          },
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
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ort=G%C3%B6rlitz&stufe=gold'));
    await waitFor(() => expect(fake.calls.at(-1)?.path).toContain('search.city=G%C3%B6rlitz'));
  });
});
