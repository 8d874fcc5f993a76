export const APP_NAME = 'Zertifizierungsplattform';
export const APP_CLAIM = 'Innovation in der öffentlichen Beschaffung';

/** Metadata a route declares in its `handle`; the layout turns it into the document title and description. */
export type RouteHandle = {
  title: string;
  description?: string;
};

export function documentTitle(title: string | undefined): string {
  return title && title !== APP_NAME ? `${title} | ${APP_NAME}` : APP_NAME;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}
