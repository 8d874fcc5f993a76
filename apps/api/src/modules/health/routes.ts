import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema, ErrorCode } from '@cert/domain';
import type { App } from '../../app-type';
import { HttpError } from '../../lib/http-error';

export async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness probe: the process answers',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness probe: the database answers (a load balancer sends no traffic before)',
        response: { 200: z.object({ status: z.literal('ready') }), 503: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw new HttpError(503, ErrorCode.Unavailable);
      }
      return { status: 'ready' as const };
    },
  );
}
