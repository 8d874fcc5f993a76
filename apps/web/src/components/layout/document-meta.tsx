import { PAGE_META_DEBOUNCE_MS } from '@cert/domain/constants';
import { documentTitle, type RouteMeta } from '@cert/domain/site/route-meta';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle, routeMetaOf } from '@/lib/route-meta';

/**
 * Keeps title, description, canonical address and sharing tags in step with the current route (spec §2,
 * debounced by 50 ms). The server renders the same tags for the first load; this follows client navigation.
 */
export function DocumentMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const meta = routeMetaOf(pathname, handle);
  const { title, description, noIndex, ogType } = meta;

  useEffect(() => {
    const timer = window.setTimeout(
      () => applyMeta({ title, description, noIndex, ogType }, pathname),
      PAGE_META_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [title, description, noIndex, ogType, pathname]);

  return null;
}

function applyMeta(meta: RouteMeta, pathname: string) {
  const title = documentTitle(meta);
  document.title = title;
  upsertMeta('name', 'description', meta.description);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', meta.description);
  upsertMeta('property', 'og:type', meta.ogType ?? 'website');
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  // The public host comes from the server-rendered canonical link; without one, the page's own origin.
  const origin = canonical ? new URL(canonical.href).origin : window.location.origin;
  if (canonical) canonical.href = origin + pathname;
  upsertMeta('property', 'og:url', origin + pathname);
  const robots = document.querySelector('meta[name="robots"]');
  if (meta.noIndex && !robots) upsertMeta('name', 'robots', 'noindex');
  if (!meta.noIndex) robots?.remove();
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}
