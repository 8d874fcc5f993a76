import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { RouteErrorBoundary } from '../route-error-boundary';

/** A screen whose code does not load, as a lazy route's import fails. */
const failing = {
  path: '/kaputt',
  loader: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
  Component: () => null,
  ErrorBoundary: RouteErrorBoundary,
};

describe('RouteErrorBoundary', () => {
  // The boundary logs the error in development; the test expects it.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('says that the page could not load offline, instead of a generic error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute('/kaputt', { path: '/', Component: () => null }, { routes: [failing] });
    expect(await screen.findByRole('heading', { name: 'Keine Internetverbindung' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Sobald die Verbindung zurück ist');
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
  });

  it('says that an error occurred while online', async () => {
    renderRoute('/kaputt', { path: '/', Component: () => null }, { routes: [failing] });
    expect(await screen.findByRole('heading', { name: 'Es ist ein Fehler aufgetreten' })).toBeTruthy();
  });
});
