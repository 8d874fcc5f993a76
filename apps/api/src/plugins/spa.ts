import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, errorMessages } from '@cert/domain';
import { webDistDir } from '../lib/paths';
import { createHtmlRenderer } from './html-meta';

/**
 * Serves the built SPA: its files, and index.html for every other non-API GET so that client routes load.
 * Unknown /api paths answer the API's 404 shape.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string }) => {
  const distDir = opts.distDir ?? webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const renderHtml = existsSync(indexFile)
    ? createHtmlRenderer(readFileSync(indexFile, 'utf8'), app.config.publicUrl)
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
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && renderHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      const pathname = request.url.split('?')[0] ?? '/';
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderHtml(pathname));
    }
    return reply
      .status(404)
      .send({ status: 404, code: ErrorCode.NotFound, message: errorMessages.NOT_FOUND });
  });
});
