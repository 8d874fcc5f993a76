import { virtual } from '@guidepup/virtual-screen-reader';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
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

/** A screen that reads its data first: a loading line (or a loading heading), then its own heading. */
function Loads({ title, loadingHeading }: { title: string; loadingHeading?: string }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 150);
    return () => clearTimeout(timer);
  }, []);
  if (loaded)
    return (
      <article>
        <h1>{title}</h1>
        <button type="button">Speichern</button>
      </article>
    );
  return loadingHeading ? (
    <section>
      <h1>{loadingHeading}</h1>
      <p>Wird geladen</p>
    </section>
  ) : (
    <p>Wird geladen</p>
  );
}

function renderApp(routes: { path: string; element: React.ReactNode }[], initial: string) {
  vi.stubGlobal('fetch', createFakeFetch(() => ({ status: 401 })).fetch);
  const router = createMemoryRouter([{ Component: MainLayout, children: routes }], {
    initialEntries: [initial],
  });
  render(
    <SiteConfigProvider value={exampleSiteConfig}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </SiteConfigProvider>,
  );
  return router;
}

/** Goes from a plain page to one that reads its data first. */
async function openLoadingScreen(screenThatLoads: React.ReactNode) {
  const router = renderApp(
    [
      { path: '/a', element: <Step title="Start" /> },
      { path: '/b', element: screenThatLoads },
    ],
    '/a',
  );
  await screen.findByRole('heading', { name: 'Start' });
  await router.navigate('/b');
}

describe('the focus after a page change that loads its data (docs/accessibility.md)', () => {
  it('follows the heading the screen shows once loaded', async () => {
    await openLoadingScreen(<Loads title="Praxisbeispiel für die Stufe Gold" />);
    const heading = await screen.findByRole('heading', { name: 'Praxisbeispiel für die Stufe Gold' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('follows the heading that replaces the loading heading it was on', async () => {
    await openLoadingScreen(<Loads title="Muster GmbH" loadingHeading="Organisation prüfen" />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Organisation prüfen' })),
    );
    const heading = await screen.findByRole('heading', { name: 'Muster GmbH' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('stays where the user put it while the screen loaded', async () => {
    await openLoadingScreen(<Loads title="Ihre Fragebögen" />);
    // The page change put the focus on the main landmark; the user then moves it before the heading shows.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    const skip = screen.getAllByRole('link')[0]!;
    skip.focus();
    await screen.findByRole('heading', { name: 'Ihre Fragebögen' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(skip);
  });
  it('stays on the main landmark when the user clicked into it while the screen loaded', async () => {
    await openLoadingScreen(<Loads title="Ihre Fragebögen" />);
    const main = screen.getByRole('main');
    await waitFor(() => expect(document.activeElement).toBe(main));
    // A click on text inside main: the focus stays on main, but it is the user's now.
    main.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await screen.findByRole('heading', { name: 'Ihre Fragebögen' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(main);
  });
});

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
