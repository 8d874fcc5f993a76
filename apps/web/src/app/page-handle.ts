import type { RouteHandle } from '@/lib/route-meta';

export type PageHandle = (title: string) => { handle: RouteHandle };

/** A signed-in screen's title for the document head. */
export const page: PageHandle = (title: string) => ({ handle: { title } });
