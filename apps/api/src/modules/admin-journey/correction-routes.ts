import { adminJourneyContracts } from '@cert/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import type { RecordedOrganization } from './record-checks';
import { currentUser } from '../../plugins/auth';
import { notifyJourneyDecision } from './notify';
import {
  correctProviderRecord,
  correctWorkshopResult,
  withdrawRecord,
  type WithdrawnRecordKind,
} from './record-corrections';

/**
 * PUT /api/admin/organization/{id}/journey/…/{recordId} and …/{recordId}/withdraw: platform admins correct a
 * record in place or withdraw one entered by mistake, with a reason (docs/decisions/041-withdrawing-records.md);
 * then a mail to the organisation.
 */
export async function correctionRoutes(app: App) {
  for (const kind of ['workshop', 'provider-record'] as const satisfies readonly WithdrawnRecordKind[]) {
    serve(
      app,
      adminJourneyContracts.withdraw[kind],
      { onRequest: app.requireAdmin },
      async (request, reply) => {
        const withdrawn = await withdrawRecord(app.db, {
          organizationId: request.params.id,
          kind,
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

  /** The organisation hears of a correction (before, after, reason, a revoked certificate); answers the record. */
  const told = async <T>(
    request: FastifyRequest,
    corrected: {
      organization: RecordedOrganization;
      record: T;
      before: string;
      after: string;
      revoked: string[];
    },
    reason: string,
  ): Promise<T> => {
    await notifyJourneyDecision(app, request.log, corrected.organization, {
      kind: 'corrected',
      before: corrected.before,
      after: corrected.after,
      reason,
      revoked: corrected.revoked,
    });
    return corrected.record;
  };

  serve(
    app,
    adminJourneyContracts.correct['provider-record'],
    { onRequest: app.requireAdmin },
    async (request) => {
      const { reason, url, ...fields } = request.body;
      const corrected = await correctProviderRecord(app.db, {
        organizationId: request.params.id,
        recordId: request.params.recordId,
        ...fields,
        url: url ?? null,
        reason,
        actorId: currentUser(request)._id,
        now: app.clock.now(),
      });
      return told(request, corrected, reason);
    },
  );
  serve(app, adminJourneyContracts.correct.workshop, { onRequest: app.requireAdmin }, async (request) => {
    const { reason, comment, ...fields } = request.body;
    const corrected = await correctWorkshopResult(app.db, {
      organizationId: request.params.id,
      recordId: request.params.recordId,
      ...fields,
      comment: comment ?? null,
      reason,
      actorId: currentUser(request)._id,
      now: app.clock.now(),
    });
    return told(request, corrected, reason);
  });
}
