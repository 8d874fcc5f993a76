import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeLabel } from '../../plugins/request-log';
import { createMetrics, type Metrics } from './collector';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Counts every completed request by method, route pattern and status, and times it. Registered before every
 * route and the not-found handler, so that its hook sees them all.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const metrics = createMetrics(app.db);
  app.decorate('metrics', metrics);
  app.addHook('onReady', async () => {
    metrics.start();
  });
  app.addHook('onClose', async () => {
    metrics.stop();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      route: routeLabel(request, reply.statusCode),
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });
});
