import { ProviderRecordKind } from '@cert/domain';
import { adminJourneyContracts } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { withDecisionMails } from './notify';
import { recordProviderParticipation } from './record-provider';

/**
 * POST /api/admin/organization/{id}/journey/provider/…: platform admins record a provider's participation.
 * The command (./record-provider.ts) checks and writes, the organisation's mail with it.
 */
export async function providerRecordRoutes(app: App) {
  for (const kind of ProviderRecordKind.values) {
    serve(
      app,
      adminJourneyContracts.record[kind],
      { onRequest: app.requireAdmin },
      async (request, reply) => {
        const body = request.body;
        // The organisation hears of it by mails recorded in the record's transaction (ADR 063).
        const { record } = await withDecisionMails(app, (recordMails) =>
          recordProviderParticipation(
            app.db,
            {
              organizationId: request.params.id,
              kind,
              performedAt: body.performedAt,
              eventName: body.eventName,
              url: 'url' in body ? body.url : null,
              actorId: currentUser(request)._id,
              now: app.clock.now(),
            },
            recordMails,
          ),
        );
        return reply.status(201).send(record);
      },
    );
  }
}
