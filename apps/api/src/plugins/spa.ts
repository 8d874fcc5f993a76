import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, errorMessages, SESSION_HINT_COOKIE, type SiteConfig } from '@cert/domain';
import { webDistDir } from '../lib/paths';
import { createHtmlRenderer, stylesheetLink, type Prerendered } from './html-meta';
import { routePreloads } from './route-preload';
import { isApiUrl } from './security-headers';

/**
 * Serves the built SPA: its files, and index.html for every other non-API GET so that client routes load.
 * Hashed text assets go out as the build compressed them, at the highest setting (scripts/compress-assets.mjs).
 * Unknown /api paths, missing files under /assets and unknown /.well-known/ resources answer the API's 404 shape.
 * Public pages come with their prerendered markup for visitors without a session (html-meta.ts), rendered once
 * after start with the site configuration (the build's server bundle, dist/.ssr); until that is done, which
 * takes a fraction of a second, a page request waits for it.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string }) => {
  const distDir = opts.distDir ?? webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const renderHtml =
    indexHtml === undefined
      ? undefined
      : prerender(distDir, app.config.site).then(
          (prerendered) =>
            createHtmlRenderer(
              indexHtml,
              app.config.publicUrl,
              app.config.site,
              routePreloads(distDir),
              prerendered,
            ),
          (error: unknown) => {
            // The pages still work without their markup: the app renders them once its script has loaded.
            app.log.error({ err: error }, 'prerendering the public pages failed');
            return createHtmlRenderer(
              indexHtml,
              app.config.publicUrl,
              app.config.site,
              routePreloads(distDir),
            );
          },
        );
  if (renderHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies of the hashed text assets (scripts/compress-assets.mjs), by Accept-Encoding.
      preCompressed: true,
      // Build data (.vite/manifest.json, the server bundle in .ssr) is read by this server, not served.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ status: 404, code: ErrorCode.NotFound, message: errorMessages.NOT_FOUND });
  if (renderHtml) {
    // A route, not the not-found handler: route hooks (compression) apply only to routes. The web app's pages are
    // no part of the API: hidden from the OpenAPI document.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // Unknown API paths keep the API's 404; a missing hashed asset must not turn into an HTML page, nor a
      // well-known resource a verifier or a client asks for (only did.json is served; docs/security.md 51).
      if (isApiUrl(pathname) || pathname.startsWith('/assets/') || pathname.startsWith('/.well-known/')) {
        return notFound(reply);
      }
      // The prerendered markup is what an anonymous visitor sees at the bare address; others get the empty
      // shell, as the markup would be replaced at once (a different header, a sign-in link's way back).
      const content = !request.url.includes('?') && !hasSessionHint(request.headers.cookie);
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send((await renderHtml)(pathname, { content }));
    });
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
});

const hasSessionHint = (cookies = '') =>
  cookies.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_HINT_COOKIE}=`));

/** What the build's server bundle (apps/web/src/entry-server.tsx, built by apps/web/scripts/prerender.mjs) offers. */
type ServerEntry = {
  prerenderedPaths: readonly string[];
  renderPage: (pathname: string, site: SiteConfig) => Promise<string>;
};

/** The public pages rendered with the site configuration, and the stylesheets index.html links; none without a bundle. */
async function prerender(distDir: string, site: SiteConfig): Promise<Prerendered> {
  const serverEntry = path.join(distDir, '.ssr', 'entry-server.js');
  if (!existsSync(serverEntry)) return { pages: {}, styles: {} };
  // A turn of the event loop first: the start goes on, and the render's moment on the main thread comes after it.
  await new Promise((resolve) => setImmediate(resolve));
  const { prerenderedPaths, renderPage } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const pages: Record<string, string> = {};
  for (const pathname of prerenderedPaths) pages[pathname] = await renderPage(pathname, site);
  const styles: Record<string, string> = {};
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const [, href] of indexHtml.matchAll(stylesheetLink)) {
    if (!href!.startsWith('/assets/')) continue;
    styles[href!] = readFileSync(path.join(distDir, href!), 'utf8');
  }
  return { pages, styles };
}
