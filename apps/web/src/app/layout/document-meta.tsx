import { PAGE_META_DEBOUNCE_MS } from '@cert/domain/constants';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '@/lib/route-meta';
import { useTitleDetail } from '@/lib/title-detail';

/**
 * Keeps title, description, canonical address and sharing tags in step with the current route (docs/product.md §2,
 * debounced by 50 ms), the title after what the screen is about when it names it (lib/title-detail.ts). The server
 * renders the same tags for the first load; this follows client navigation.
 */
export function DocumentMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = handle?.title;
  const description = handle?.description;
  const detail = useTitleDetail();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      void import('./apply-meta').then(({ applyRouteMeta }) =>
        applyRouteMeta(pathname, title === undefined ? undefined : { title, description }, detail),
      );
    }, PAGE_META_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [title, description, pathname, detail]);

  return null;
}
