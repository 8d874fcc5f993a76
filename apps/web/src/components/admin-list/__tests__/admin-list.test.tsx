import { MantineProvider } from '@mantine/core';
import { paginate } from '@cert/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { ListResults, ListSearchForm } from '..';
import { LoadError } from '@/components/ui/problem-alert';
import { EmptyListNotice } from '../list-notices';
import { ListPager } from '../list-pager';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} env="test">
    {children}
  </MantineProvider>
);

// The list screens' tests cover searching as one types, filters, paging forward and the empty texts; these
// cover what they do not reach: a page behind the last, retry, the first page's pager and Enter.
describe('admin list building blocks', () => {
  it('leads past the filters to the results in one step', async () => {
    render(
      <>
        <ListSearchForm label="Suchen" searchLabel="Name" searchText="" onSearch={() => undefined}>
          <input aria-label="Filter eins" />
          <input aria-label="Filter zwei" />
        </ListSearchForm>
        <ListResults
          result={{
            data: paginate(['a'], 1, 1, 10),
            error: null,
            isPending: false,
            refetch: () => undefined,
          }}
          singular="Eintrag"
          plural="Einträge"
          tasks={false}
          filtered={false}
          emptyText="Keine"
          onPage={() => undefined}
        >
          {() => <button type="button">Erster Eintrag</button>}
        </ListResults>
      </>,
      { wrapper },
    );
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Zu den Ergebnissen');
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.id).toBe('ergebnisse');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Erster Eintrag');
  });

  it('offers the first page on a page behind the last one', async () => {
    const onFirstPage = vi.fn();
    render(<EmptyListNotice totalDocs={12} filtered={false} emptyText="leer" onFirstPage={onFirstPage} />, {
      wrapper,
    });
    expect(screen.getByText('Diese Seite ist leer')).toBeTruthy();
    expect(screen.queryByText('leer')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zur ersten Seite' }));
    expect(onFirstPage).toHaveBeenCalledOnce();
  });

  it('retries a list that failed to load, busy until the read has answered', async () => {
    let answer = () => undefined as void;
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(
      <LoadError title="Die Liste konnte nicht geladen werden" error={new Error('x')} onRetry={onRetry} />,
      {
        wrapper,
      },
    );
    expect(screen.getByRole('alert').textContent).toContain('Die Liste konnte nicht geladen werden');
    const retry = screen.getByRole('button', { name: 'Erneut versuchen' });
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    // A second press while it reads asks nothing more.
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    answer();
    await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBeNull());
  });

  it('keeps "Vorherige Seite" focusable but inert on the first page', async () => {
    const onPage = vi.fn();
    const docs = Array.from({ length: 10 }, (_, index) => index);
    render(<ListPager data={paginate(docs, 12, 1, 10)} onPage={onPage} />, { wrapper });
    const previous = screen.getByRole('button', { name: 'Vorherige Seite' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    previous.focus();
    expect(document.activeElement).toBe(previous);
    await userEvent.click(previous);
    expect(onPage).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Seiten der Liste' }).textContent).toContain(
      'Seite 1 von 2 · Einträge 1–10 von 12',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows no pager for a list of one page', () => {
    render(<ListPager data={paginate([1, 2, 3], 3, 1, 10)} onPage={vi.fn()} />, { wrapper });
    expect(screen.queryByRole('navigation', { name: 'Seiten der Liste' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nächste Seite' })).toBeNull();
  });

  it('searches at once on Enter and follows a search text that changes in the URL', async () => {
    const onSearch = vi.fn();
    const form = (searchText: string) => (
      <ListSearchForm label="Suchen" searchLabel="Name" searchText={searchText} onSearch={onSearch} />
    );
    const view = render(form(''), { wrapper });
    const field = screen.getByRole('searchbox', { name: 'Name' }) as HTMLInputElement;
    await userEvent.type(field, 'Nord{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Nord');
    view.rerender(form('Süd'));
    expect(field.value).toBe('Süd');
  });
});
