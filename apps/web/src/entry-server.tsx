import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { publicPagePaths } from '@/lib/route-meta';
import type { SiteConfig } from '@cert/domain/site/site-config';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';

/** The pages served prerendered: the public ones that visitors and crawlers land on first. */
export const prerenderedPaths = publicPagePaths;

/** @public The build renders every page once with it (scripts/prerender.mjs), so that a broken page fails the build. */
export { exampleSiteConfig } from '@cert/domain/site/site-config';

/**
 * The markup of `#root` for a page as an anonymous visitor first sees it (no session, no consent recorded),
 * rendered by the server after start with its site configuration (apps/api/src/plugins/spa.ts). The client
 * hydrates it with the same tree and the same configuration, which the server writes into the page (app/app.tsx).
 */
export async function renderPage(pathname: string, siteConfig: SiteConfig): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(createRoutes());
  const context = await query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname}: answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider siteConfig={siteConfig}>
        {/* No hydration data: the routes have no loaders, and the CSP allows no inline script. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
