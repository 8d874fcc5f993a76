import { z } from 'zod';
import { apiErrorSchema, withdrawRecordBodySchema } from '@cert/domain';
import type { App } from '../../app-type';
import { currentUser } from '../../plugins/auth';
import { notifyJourneyDecision } from './notify';
import { withdrawRecord, type WithdrawnRecordKind } from './withdraw-record';

const tags = ['admin-journey'];

const routes = [
  { path: 'procurement/workshop', kind: 'workshop', what: 'a workshop result' },
  { path: 'provider/record', kind: 'provider-record', what: 'a provider record' },
] as const satisfies ReadonlyArray<{ path: string; kind: WithdrawnRecordKind; what: string }>;

/**
 * PUT /api/admin/organization/{id}/journey/…/{recordId}/withdraw: platform admins withdraw a record entered by
 * mistake, with a reason (docs/decisions/041-withdrawing-records.md); then a mail to the organisation.
 */
export async function withdrawRoutes(app: App) {
  for (const route of routes) {
    app.put(
      `/admin/organization/:id/journey/${route.path}/:recordId/withdraw`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          summary:
            `Withdraw ${route.what} with a reason (platform admins): audit entry, journey recomputed, ` +
            'certificates of levels no longer completed revoked',
          params: z.strictObject({ id: z.uuid(), recordId: z.uuid() }),
          body: withdrawRecordBodySchema,
          response: {
            204: z.undefined(),
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const withdrawn = await withdrawRecord(app.db, {
          organizationId: request.params.id,
          kind: route.kind,
          recordId: request.params.recordId,
          reason: request.body.reason,
          actorId: currentUser(request)._id,
          now: app.clock.now(),
        });
        await notifyJourneyDecision(app, request.log, withdrawn.organization, {
          kind: 'withdrawn',
          description: withdrawn.description,
          reason: request.body.reason,
          revoked: withdrawn.revoked,
        });
        return reply.status(204).send();
      },
    );
  }
}
