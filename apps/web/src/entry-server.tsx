import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { publicPagePaths } from '@/lib/route-meta';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';

/** The pages served prerendered: the public ones that visitors and crawlers land on first. */
export const prerenderedPaths = publicPagePaths;

/**
 * The markup of `#root` for a page as an anonymous visitor first sees it (no session, no consent recorded),
 * for the build-time prerender (scripts/prerender.mjs). The client hydrates it with the same tree (app/app.tsx).
 */
export async function renderPage(pathname: string): Promise<string> {
  const queryClient = createQueryClient();
  const { query, dataRoutes } = createStaticHandler(createRoutes());
  const context = await query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname}: answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        {/* No hydration data: the routes have no loaders, and the CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
