import {
  fallbackRouteMeta,
  publicPagePaths,
  publicRouteMeta,
  SITE_NAME,
  type RouteMeta,
} from '@cert/domain/site/route-meta';

export { publicPagePaths, SITE_NAME };
export const SITE_CLAIM = 'Die Zertifizierungsplattform für öffentliche Auftraggeber und Unternehmen';

/** Metadata a route declares in its `handle`: the title of a page the server has no metadata for. */
export type RouteHandle = {
  title: string;
  description?: string;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/**
 * The metadata of a page: public pages use the domain's table (the same the server renders into the HTML,
 * so the title does not change after the script starts); other pages use their route handle and stay out of
 * search indexes.
 */
export function routeMetaOf(pathname: string, handle: RouteHandle | undefined): RouteMeta {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = publicRouteMeta[normalised];
  if (known) return known;
  if (!handle) return fallbackRouteMeta;
  return {
    title: handle.title,
    description: handle.description ?? fallbackRouteMeta.description,
    noIndex: true,
  };
}
