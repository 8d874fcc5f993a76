import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { safeEqual, sha256Hex } from '../../lib/tokens';
import { serverMetricsContracts } from '@cert/domain/contracts';

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time (hashed first, so lengths do not leak). */
function presentsScrapeToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  return safeEqual(sha256Hex(header.slice('Bearer '.length)), sha256Hex(token));
}

/**
 * GET /api/metrics (docs/decisions/018-observability.md): Prometheus text format for platform admins, or for a
 * scraper with the METRICS_TOKEN.
 */
export async function metricsRoutes(app: App) {
  serve(
    app,
    serverMetricsContracts.metrics,
    {
      onRequest: async (request) => {
        if (presentsScrapeToken(request, app.config.metricsToken)) return;
        await app.requireAdmin(request);
      },
    },
    async (_request, reply) => {
      const text = await app.metrics.render();
      return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(text);
    },
  );
}
