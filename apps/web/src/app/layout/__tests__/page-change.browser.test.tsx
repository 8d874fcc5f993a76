import { virtual } from '@guidepup/virtual-screen-reader';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { SiteConfigProvider } from '@/lib/site-config';
import { createFakeFetch } from '@/testing/fake-fetch';
import { exampleSiteConfig } from '@cert/domain/site/site-config';
import { MainLayout } from '../main-layout';

afterEach(async () => {
  await virtual.stop();
  vi.unstubAllGlobals();
});

function Step({ title, next }: { title: string; next?: string }) {
  return (
    <>
      <h1>{title}</h1>
      {next ? <Link to={next}>Weiter</Link> : null}
    </>
  );
}

describe('a page change as a screen reader hears it (docs/accessibility.md)', () => {
  it('says the new page’s heading, as a page load would, when a link inside the app is followed', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => ({ status: 401 })).fetch);
    const router = createMemoryRouter(
      [
        {
          Component: MainLayout,
          children: [
            { path: '/schritt-1', element: <Step title="1. Allgemeine Angaben" next="/schritt-2" /> },
            { path: '/schritt-2', element: <Step title="2. Strategische Ziele" /> },
          ],
        },
      ],
      { initialEntries: ['/schritt-1'] },
    );
    render(
      <SiteConfigProvider value={exampleSiteConfig}>
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </SiteConfigProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Weiter' });
    await virtual.start({ container: document.body });
    link.focus();
    await virtual.clearSpokenPhraseLog();
    await virtual.press('Enter');
    await screen.findByRole('heading', { level: 1, name: '2. Strategische Ziele' });
    await expect.poll(() => virtual.spokenPhraseLog()).toContain('heading, 2. Strategische Ziele, level 1');
  });
});
