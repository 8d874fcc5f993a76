import { z } from 'zod';
import { adminJourneySchema, apiErrorSchema } from '@cert/domain';
import type { App } from '../../app-type';
import { readAuditLog } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { readJourney } from '../journey/read';

/**
 * GET /api/admin/organization/{id}/journey: the organisation's whole journey and its audit log, for the admin
 * journey pages (platform admins). 404 for an organisation without a journey (unknown, consultant, never
 * approved).
 */
export async function adminJourneyReadRoutes(app: App) {
  app.get(
    '/admin/organization/:id/journey',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin-journey'],
        summary: 'An organisation’s journey with its audit log (platform admins)',
        params: z.strictObject({ id: z.uuid() }),
        response: {
          200: adminJourneySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const journey = await readJourney(app.db, request.params.id, app.clock.now());
      if (!journey) throw notFound();
      return { journey, audit: await readAuditLog(app.db, request.params.id) };
    },
  );
}
