import { documentTitle } from '@cert/domain/site/route-meta';
import { routeMetaOf, type RouteHandle } from '@/lib/route-meta';

/**
 * Writes title (after `detail`, what the screen is about), description, canonical address and sharing tags of the
 * page at `pathname` into the head. Loaded with the first client navigation: the server already rendered the tags
 * of the first page (bench B7).
 */
export function applyRouteMeta(pathname: string, handle: RouteHandle | undefined, detail?: string) {
  const meta = routeMetaOf(pathname, handle);
  const title = detail ? `${detail} – ${documentTitle(meta)}` : documentTitle(meta);
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
