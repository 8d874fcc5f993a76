import { useLocation } from 'react-router';

/** The state of a list row's link: the detail screen's "back" returns to this list state (page, filters). */
export function useListLinkState(): { from: string } {
  const location = useLocation();
  return { from: location.pathname + location.search };
}

/** Where "back" leads on a detail screen: the list with the filters the admin came from, else the plain list. */
export function useListAddress(listPath: string): string {
  const state = useLocation().state as { from?: unknown } | null;
  const from = state?.from;
  return typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`)) ? from : listPath;
}
