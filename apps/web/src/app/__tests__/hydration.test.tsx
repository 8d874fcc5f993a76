import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  exampleSiteConfig,
  SITE_CONFIG_ELEMENT_ID,
  sitePlaceholders,
  type SiteConfig,
} from '@cert/domain/site/site-config';
import { prerenderedPaths, renderPage } from '@/entry-server';
import documentedSiteConfig from '../../../../../docs/examples/site-config.json';
import { mountApp } from '../app';
import { createFakeFetch } from '@/testing/fake-fetch';

const configured = documentedSiteConfig as SiteConfig;

// The build's prerender and the client's first render in development mode, where React reports every
// difference between them (text, attributes, useId) on the console.
describe('prerendered public pages', () => {
  let root: Root | undefined;
  let prerenderedHeading: Element | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
  });

  /** What the server sends: the page rendered with its site configuration, which it also writes into the page. */
  async function mountPrerendered(
    path: string,
    site: SiteConfig = configured,
    beforeHydration: (container: HTMLElement) => void = () => undefined,
  ) {
    // ScrollRestoration scrolls, which jsdom does not implement.
    vi.stubGlobal('scrollTo', () => undefined);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SITE_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(site);
    document.head.append(block);
    const markup = await renderPage(path, site);
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = markup;
    prerenderedHeading = container.querySelector('h1');
    document.body.append(container);
    beforeHydration(container);
    await act(async () => {
      root = await mountApp(container);
    });
    return container;
  }

  it.each(prerenderedPaths)('%s hydrates without a mismatch', async (path) => {
    const errors = vi.spyOn(console, 'error');
    const container = await mountPrerendered(path);
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not rendered anew: the server's elements are still there.
    expect(container.querySelector('h1')).toBe(prerenderedHeading);
    screen.getByRole('button', { name: 'Alle akzeptieren' });
  });

  it('keeps what a visitor pasted into a field before the app took the page over, and acts on it', async () => {
    const errors = vi.spyOn(console, 'error');
    const field = (container: ParentNode) =>
      within(container as HTMLElement).getByRole('textbox', {
        name: /Zertifikatsnummer/,
      }) as HTMLInputElement;
    const container = await mountPrerendered('/zertifikat', configured, (prerendered) => {
      field(prerendered).value = 'IB-2026-7K3M-9QXA-2F';
    });
    expect(errors).not.toHaveBeenCalled();
    expect(field(container).value).toBe('IB-2026-7K3M-9QXA-2F');
    // The form's state has it too: the check goes to the certificate's page.
    await userEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(screen.queryByText(/Bitte geben Sie eine Zertifikatsnummer/)).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/zertifikat/7K3M9QXA2F'));
  });

  it('keeps every field of a search filled before the app took the page over, not only the last', async () => {
    const errors = vi.spyOn(console, 'error');
    await mountPrerendered('/zertifizierte-organisationen', configured, (prerendered) => {
      const form = within(prerendered).getByRole('search', { name: 'Verzeichnis durchsuchen' });
      (within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value = 'Stadtwerke';
      (within(form).getByRole('textbox', { name: 'Ort' }) as HTMLInputElement).value = 'Berlin';
      (within(form).getByRole('combobox', { name: 'Art' }) as HTMLSelectElement).value = 'Provider';
    });
    expect(errors).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
        name: 'Stadtwerke',
        ort: 'Berlin',
        art: 'Provider',
      }),
    );
  });

  it('the configured operator is on the legal pages, and the example is marked as such', async () => {
    const errors = vi.spyOn(console, 'error');
    await mountPrerendered('/impressum');
    expect(errors).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain(configured.operator.name);
    expect(document.body.textContent).toContain(configured.responsiblePerson);
    expect(document.querySelector('main')?.textContent).not.toContain('[');
    expect(screen.queryByRole('note')).toBeNull();
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
    document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();

    await mountPrerendered('/impressum', exampleSiteConfig);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('note').textContent).toContain('Beispielinhalt');
    expect(document.body.textContent).toContain(exampleSiteConfig.operator.name);
  });

  it.each(prerenderedPaths)(
    '%s marks example content as such wherever the example configuration shows a placeholder',
    async (path) => {
      await mountPrerendered(path, exampleSiteConfig);
      const main = document.querySelector('main')?.textContent ?? '';
      // The example configuration's placeholders stand in square brackets.
      expect(sitePlaceholders(exampleSiteConfig).length).toBeGreaterThan(0);
      if (/\[[^\]\n]{2,}\]/.test(main))
        expect(screen.getByRole('note').textContent).toContain('Beispielinhalt');
      else expect(screen.queryByRole('note')).toBeNull();
    },
  );

  it('/zertifikat checks an Open Badge as served: the check brings its own query client (ADR 068)', async () => {
    // The page's own form asks the API nothing, so the page holds no query client; its Open Badge check does.
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const fake = createFakeFetch((call) =>
      call.path === '/api/credentials/verify'
        ? { status: 200, body: { check: 'tampered', certificate: null } }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Nicht gefunden' } },
    );
    vi.stubGlobal('fetch', fake.fetch);
    const errors = vi.spyOn(console, 'error');
    await mountPrerendered('/zertifikat');
    await userEvent.click(screen.getByText('Nachweis einfügen oder Datei auswählen'));
    const form = await screen.findByRole('form', { name: 'Open Badge prüfen' });
    await userEvent.click(within(form).getByLabelText(/Nachweis \(JSON\)/));
    await userEvent.paste('{"type":["VerifiableCredential"]}');
    await userEvent.click(within(form).getByRole('button', { name: 'Nachweis prüfen' }));
    expect((await within(form).findByRole('status')).textContent).toContain('Dieser Nachweis ist ungültig.');
    expect(fake.calls.filter((call) => call.path === '/api/credentials/verify')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders over the prerendered markup when a session hint says somebody may be signed in', async () => {
    document.cookie = 'signed_in=1; path=/';
    // Who is signed in stays unanswered: this is about the first render.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const errors = vi.spyOn(console, 'error');
    const container = await mountPrerendered('/faq');
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).not.toBe(prerenderedHeading);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    // No sign-in button: the header waits for the account area instead.
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
    // The signed-in parts load lazily: let them arrive before the test environment is torn down.
    await act(() =>
      Promise.all([
        import('@/app/layout/account-area'),
        import('@/app/layout/signed-in-nav-items'),
        import('../session'),
      ]),
    );
  });
});
