import { z } from 'zod';
import {
  apiErrorSchema,
  innovationEntryBodySchema,
  providerRecordBodySchema,
  providerRecordSchema,
  type ProviderRecordKind,
} from '@cert/domain';
import type { App } from '../../app-type';
import { recordAudit } from '../../lib/audit';
import { currentUser } from '../../plugins/auth';
import { refreshJourney } from '../journey/refresh';
import { requireLevelOpen } from '../journey/gate';
import { notifyJourneyDecision } from './notify';
import { insertProviderRecord } from './provider-records';
import { lockJourneyOrganization, requirePerformedAtInWindow } from './record-checks';

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
 * Practitioner records only once the practitioner level is open, dated from its opening day (409
 * LEVEL_NOT_OPEN); record, audit row and journey row in one transaction, then a mail to the organisation.
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
        const now = app.clock.now();
        const actorId = currentUser(request)._id;
        requirePerformedAtInWindow(body.performedAt, now);
        const { organization, record } = await app.db.transaction(async (tx) => {
          const organization = await lockJourneyOrganization(tx, request.params.id, 'provider');
          await requireLevelOpen(
            tx,
            organization.id,
            { kind: 'provider-record', record: route.kind, performedAt: body.performedAt },
            now,
          );
          const record = await insertProviderRecord(tx, {
            organizationId: organization.id,
            kind: route.kind,
            performedAt: body.performedAt,
            eventName: body.eventName,
            url: 'url' in body ? body.url : null,
            recordedBy: actorId,
            now,
          });
          await recordAudit(tx, {
            action: 'provider-record.recorded',
            actorId,
            organizationId: organization.id,
            subjectId: record._id,
            now,
          });
          await refreshJourney(tx, organization.id, now);
          return { organization, record };
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
