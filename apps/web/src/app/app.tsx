import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { hasSessionHint } from '@/lib/session-hint';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// The session handling brings the API client and with it zod, which the first paint does without. A session
// can only turn out expired after two answers from the API, long after this chunk arrived. Anonymous visitors
// (no session hint) have no session to lose before they sign in: they load it after the first paint.
const loadSessionHandling = () =>
  void import('./session').then(({ handleSessionExpiry }) => handleSessionExpiry(queryClient, router));
if (hasSessionHint()) loadSessionHandling();
else afterFirstPaint(loadSessionHandling);

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

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
