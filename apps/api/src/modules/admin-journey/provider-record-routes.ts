import { z } from 'zod';
import {
  apiErrorSchema,
  innovationEntryBodySchema,
  providerRecordBodySchema,
  providerRecordSchema,
  type ProviderRecordKind,
} from '@cert/domain';
import type { App } from '../../app-type';
import { currentUser } from '../../plugins/auth';
import { notifyJourneyDecision } from './notify';
import { recordProviderParticipation } from './record-provider';

const tags = ['admin-journey'];

/** The four record calls of docs/product.md §7 "Admin": path, kind and body. */
const recordRoutes = [
  { path: 'professional/event', kind: 'event', body: providerRecordBodySchema },
  { path: 'professional/elearning', kind: 'elearning', body: providerRecordBodySchema },
  { path: 'practitioner/innovation-entry', kind: 'innovation-entry', body: innovationEntryBodySchema },
  { path: 'practitioner/presentation', kind: 'presentation', body: providerRecordBodySchema },
] as const satisfies ReadonlyArray<{ path: string; kind: ProviderRecordKind; body: z.ZodType }>;

/**
 * POST /api/admin/organization/{id}/journey/provider/…: platform admins record a provider's participation.
 * The command (./record-provider.ts) checks and writes; then a mail to the organisation.
 */
export async function providerRecordRoutes(app: App) {
  for (const route of recordRoutes) {
    app.post(
      `/admin/organization/:id/journey/provider/${route.path}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          summary: `Record a provider’s ${route.kind} (platform admins)`,
          params: z.strictObject({ id: z.uuid() }),
          body: route.body,
          response: {
            201: providerRecordSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const body = request.body as
          z.infer<typeof innovationEntryBodySchema> | z.infer<typeof providerRecordBodySchema>;
        const { organization, record } = await recordProviderParticipation(app.db, {
          organizationId: request.params.id,
          kind: route.kind,
          performedAt: body.performedAt,
          eventName: body.eventName,
          url: 'url' in body ? body.url : null,
          actorId: currentUser(request)._id,
          now: app.clock.now(),
        });
        await notifyJourneyDecision(app, request.log, organization, {
          kind: 'provider-record',
          record: record.kind,
          performedAt: record.performedAt,
          eventName: record.eventName,
        });
        return reply.status(201).send(record);
      },
    );
  }
}
