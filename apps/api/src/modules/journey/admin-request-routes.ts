import { and, eq } from 'drizzle-orm';
import { type ProviderRecord } from '@cert/domain';
import { adminJourneyContracts } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { journeyRequests } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { currentUser } from '../account';
import { dismissRequest, requireMarketplaceUrl } from './requests';
import { withDecisionMails } from './notify';
import { recordProviderParticipation } from './record-provider';

/**
 * The office's answers to a respondent's request (docs/product.md §4 "Requests", ADR 047): a reported participation
 * recorded in one step (the record and the answered request in one transaction), or any request declined with a
 * reason. A workshop request is answered by recording the branch's workshop result (modules/workshop).
 */
export async function journeyRequestAdminRoutes(app: App) {
  serve(
    app,
    adminJourneyContracts.requests.record,
    { onRequest: app.requireAdmin },
    async (request, reply) => {
      const { id: organizationId, requestId } = request.params;
      const [found] = await app.db
        .select({ kind: journeyRequests.kind, recordKind: journeyRequests.recordKind })
        .from(journeyRequests)
        .where(and(eq(journeyRequests.id, requestId), eq(journeyRequests.organizationId, organizationId)));
      if (!found) throw notFound();
      if (found.kind !== 'participation' || !found.recordKind) {
        throw conflict('Eine Workshop-Anfrage wird mit dem Workshop-Ergebnis beantwortet.');
      }
      const kind = found.recordKind as ProviderRecord['kind'];
      const body = request.body;
      requireMarketplaceUrl(kind, body.url);
      const { record } = await withDecisionMails(app, (recordMails) =>
        recordProviderParticipation(
          app.db,
          {
            organizationId,
            kind,
            performedAt: body.performedAt,
            eventName: body.eventName,
            url: kind === 'innovation-entry' ? (body.url ?? null) : null,
            actorId: currentUser(request)._id,
            now: app.clock.now(),
            requestId,
          },
          recordMails,
        ),
      );
      return reply.status(201).send(record);
    },
  );

  serve(app, adminJourneyContracts.requests.dismiss, { onRequest: app.requireAdmin }, async (request) => {
    const { request: dismissed } = await withDecisionMails(app, (recordMails) =>
      dismissRequest(
        app.db,
        {
          organizationId: request.params.id,
          requestId: request.params.requestId,
          comment: request.body.comment,
          actorId: currentUser(request)._id,
          now: app.clock.now(),
        },
        recordMails,
      ),
    );
    return dismissed;
  });
}
