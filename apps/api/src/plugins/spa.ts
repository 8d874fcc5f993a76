import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, errorMessages } from '@cert/domain';
import { webDistDir } from '../lib/paths';
import { createHtmlRenderer } from './html-meta';
import { createPrecompressedAssets } from './precompressed-assets';
import { routePreloads } from './route-preload';

/**
 * Serves the built SPA: its files, and index.html for every other non-API GET so that client routes load.
 * Hashed text assets come from memory, compressed once at the highest setting (precompressed-assets.ts).
 * Unknown /api paths and missing files under /assets answer the API's 404 shape.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string }) => {
  const distDir = opts.distDir ?? webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const renderHtml = existsSync(indexFile)
    ? createHtmlRenderer(readFileSync(indexFile, 'utf8'), app.config.publicUrl, routePreloads(distDir))
    : undefined;
  if (renderHtml) {
    const precompressed = createPrecompressedAssets(distDir);
    // After start, not during it: the first compression takes a few seconds of the zlib thread pool.
    app.addHook('onReady', async () => {
      setImmediate(() => {
        precompressed
          .warm()
          .catch((error: unknown) => app.log.warn({ err: error }, 'precompressing assets failed'));
      });
    });
    app.addHook('onClose', async () => precompressed.stop());
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/assets/') || request.headers.range !== undefined) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const hit = precompressed.lookup(request.url, request.headers['accept-encoding']);
      if (!hit) return;
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept-Encoding')
        .header('Content-Encoding', hit.encoding)
        .type(hit.type)
        .send(hit.body);
    });
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
