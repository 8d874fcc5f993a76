import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hasSessionHint } from '@/lib/session-hint';
import { readSiteConfig } from '@/lib/site-config';
import { AppProvider } from './provider';
import { typedBeforeHydration } from './typed-before-hydration';
import { createRoutes, discoverSignedInRoutes } from './router';

/** The app's QueryClient, loaded with the first screen that needs it (docs/decisions/068). */
const loadQueryClient = () => import('@/lib/app-query-client').then(({ queryClient }) => queryClient);

/**
 * Renders the app into `container`. Public pages come prerendered for anonymous visitors (apps/api plugins/spa.ts):
 * their route module is loaded before the router starts, so that the first render is the page itself, as in
 * the HTML, rather than the pending layout. Anonymous visitors' markup is hydrated; with a session hint the
 * header differs from the prerendered one, so React renders over it instead.
 */
export async function mountApp(container: HTMLElement) {
  const routes = createRoutes();
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await loadMatchedLazyRoutes(routes);
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverSignedInRoutes(loadQueryClient),
  });

  // The session handling brings the API client and with it zod, and the query client, which the first paint does
  // without. A session
  // can only turn out expired after two answers from the API, long after this chunk arrived. Anonymous visitors
  // (no session hint) have no session to lose before they sign in: they load it after the first paint.
  const loadSessionHandling = () =>
    void import('./session').then(async ({ handleSessionExpiry }) =>
      handleSessionExpiry(await loadQueryClient(), router),
    );
  if (hasSessionHint()) loadSessionHandling();
  else afterFirstPaint(loadSessionHandling);

  const hydrating = prerendered && !hasSessionHint();
  const giveTypedBack = hydrating ? typedBeforeHydration(container) : undefined;
  const app = (
    <StrictMode>
      <AfterCommit run={giveTypedBack}>
        <AppProvider siteConfig={readSiteConfig(document)}>
          <RouterProvider router={router} />
        </AppProvider>
      </AfterCommit>
    </StrictMode>
  );
  // As a transition, React renders (and hydrates) in slices that yield to the browser, not in one long task.
  let root: Root;
  if (hydrating) {
    // Logged, not only reported: a hydration mismatch must show in the console (the e2e tests watch it).
    const onRecoverableError = (error: unknown) => console.error(error);
    startTransition(() => {
      root = hydrateRoot(container, app, { onRecoverableError });
    });
  } else {
    root = createRoot(container);
    startTransition(() => root.render(app));
  }
  return root!;
}

/**
 * Runs `run` in a task after its children have been committed (for a hydration: once the page is the app's). A
 * wrapper, not a sibling: a sibling would shift the ids useId gives and so differ from the prerendered markup.
 */
function AfterCommit({ run, children }: { run: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => {
    if (!run) return;
    const task = setTimeout(run);
    return () => clearTimeout(task);
  }, [run]);
  return children;
}

/** Replaces the `lazy` of the routes matching the current address with what it loads (React Router's recipe). */
async function loadMatchedLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Runs `callback` once, after the first contentful paint (or 5 s after start, e.g. in a hidden tab). */
function afterFirstPaint(callback: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const fallback = window.setTimeout(run, 5000);
  try {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      window.clearTimeout(fallback);
      window.setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the time-out alone.
  }
}
