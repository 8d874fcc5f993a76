import { useEffect, useSyncExternalStore } from 'react';

// What a page is about, named before its route's title in the browser tab (an organisation's journey): several
// open tabs of one screen are told apart, and a screen reader says whose page opened. One writer of the title
// stays (app/layout/document-meta.tsx); screens only say the detail.
let detail: string | undefined;
const listeners = new Set<() => void>();

function setDetail(next: string | undefined) {
  if (next === detail) return;
  detail = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The detail the current screen names (undefined when it names none). */
export function useTitleDetail(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => detail,
    () => undefined,
  );
}

/** Names `next` (e.g. the organisation's name, once loaded) before the page's title while the screen is shown. */
export function usePageTitleDetail(next: string | undefined) {
  useEffect(() => {
    setDetail(next);
    return () => setDetail(undefined);
  }, [next]);
}
