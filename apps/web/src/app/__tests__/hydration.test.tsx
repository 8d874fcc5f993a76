import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedPaths, renderPage } from '@/entry-server';
import { mountApp } from '../app';

// The build's prerender and the client's first render in development mode, where React reports every
// difference between them (text, attributes, useId) on the console.
describe('prerendered public pages', () => {
  let root: Root | undefined;
  let prerenderedHeading: Element | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  async function mountPrerendered(path: string) {
    // ScrollRestoration scrolls, which jsdom does not implement.
    vi.stubGlobal('scrollTo', () => undefined);
    const markup = await renderPage(path);
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = markup;
    prerenderedHeading = container.querySelector('h1');
    document.body.append(container);
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
