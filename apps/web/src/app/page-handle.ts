import type { RouteHandle } from '@/lib/route-meta';

export type PageHandle = (title: string, description?: string) => { handle: RouteHandle };

/** A signed-in screen's title (and description) for the document head. */
export const page: PageHandle = (title: string, description?: string): { handle: RouteHandle } => ({
  handle: description ? { title, description } : { title },
});
