import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { withDecisionMails } from './notify';
import { correctProviderRecord, withdrawRecord, type WithdrawnRecordKind } from './record-corrections';
import { adminJourneyContracts } from '@cert/domain/contracts';

/**
 * PUT /api/admin/organization/{id}/journey/…/{recordId} and …/{recordId}/withdraw: platform admins correct a
 * record in place or withdraw one entered by mistake, with a reason (docs/decisions/041-withdrawing-records.md);
 * the organisation's mails are recorded with the change and delivered after it (ADR 063).
 */
export async function correctionRoutes(app: App) {
  for (const kind of ['workshop', 'provider-record'] as const satisfies readonly WithdrawnRecordKind[]) {
    serve(
      app,
      adminJourneyContracts.withdraw[kind],
      { onRequest: app.requireAdmin },
      async (request, reply) => {
        await withDecisionMails(app, (recordMails) =>
          withdrawRecord(
            app.db,
            {
              organizationId: request.params.id,
              kind,
              recordId: request.params.recordId,
              reason: request.body.reason,
              actorId: currentUser(request)._id,
              now: app.clock.now(),
            },
            recordMails,
          ),
        );
        return reply.status(204).send();
      },
    );
  }

  serve(
    app,
    adminJourneyContracts.correct['provider-record'],
    { onRequest: app.requireAdmin },
    async (request) => {
      const { reason, url, ...fields } = request.body;
      const { record } = await withDecisionMails(app, (recordMails) =>
        correctProviderRecord(
          app.db,
          {
            organizationId: request.params.id,
            recordId: request.params.recordId,
            ...fields,
            url: url ?? null,
            reason,
            actorId: currentUser(request)._id,
            now: app.clock.now(),
          },
          recordMails,
        ),
      );
      return record;
    },
  );
}
