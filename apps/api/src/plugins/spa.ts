import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, errorMessages } from '@cert/domain';
import { webDistDir } from '../lib/paths';
import { createHtmlRenderer } from './html-meta';
import { routePreloads } from './route-preload';

/**
 * Serves the built SPA: its files, and index.html for every other non-API GET so that client routes load.
 * Unknown /api paths and missing files under /assets answer the API's 404 shape.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string }) => {
  const distDir = opts.distDir ?? webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const renderHtml = existsSync(indexFile)
    ? createHtmlRenderer(readFileSync(indexFile, 'utf8'), app.config.publicUrl, routePreloads(distDir))
    : undefined;
  if (renderHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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
    // A route, not the not-found handler: route hooks (compression) apply only to routes.
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // Unknown API paths keep the API's 404; a missing hashed asset must not turn into an HTML page.
      if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/')) {
        return notFound(reply);
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderHtml(pathname));
    });
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
});
