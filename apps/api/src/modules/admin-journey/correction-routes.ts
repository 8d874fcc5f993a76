import { z } from 'zod';
import {
  apiErrorSchema,
  correctProviderRecordBodySchema,
  correctWorkshopBodySchema,
  providerRecordSchema,
  withdrawRecordBodySchema,
  workshopResultSchema,
} from '@cert/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import type { RecordedOrganization } from './record-checks';
import { currentUser } from '../../plugins/auth';
import { notifyJourneyDecision } from './notify';
import {
  correctProviderRecord,
  correctWorkshopResult,
  withdrawRecord,
  type WithdrawnRecordKind,
} from './record-corrections';

const tags = ['admin-journey'];

const routes = [
  { path: 'procurement/workshop', kind: 'workshop', what: 'a workshop result' },
  { path: 'provider/record', kind: 'provider-record', what: 'a provider record' },
] as const satisfies ReadonlyArray<{ path: string; kind: WithdrawnRecordKind; what: string }>;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const recordParams = z.strictObject({ id: z.uuid(), recordId: z.uuid() });

/**
 * PUT /api/admin/organization/{id}/journey/…/{recordId} and …/{recordId}/withdraw: platform admins correct a
 * record in place or withdraw one entered by mistake, with a reason (docs/decisions/041-withdrawing-records.md);
 * then a mail to the organisation.
 */
export async function correctionRoutes(app: App) {
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
          params: recordParams,
          body: withdrawRecordBodySchema,
          response: { 204: z.undefined(), ...errors },
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

  app.put(
    '/admin/organization/:id/journey/provider/record/:recordId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Correct a provider record in place with a reason (platform admins): audit entry with before and after, ' +
          'journey recomputed, certificates of levels no longer completed revoked',
        params: recordParams,
        body: correctProviderRecordBodySchema,
        response: { 200: providerRecordSchema, ...errors },
      },
    },
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
  app.put(
    '/admin/organization/:id/journey/procurement/workshop/:recordId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Correct a workshop result in place (date, passed, comment, a replacing report by reportRef from an ' +
          'upload) with a reason (platform admins); as the provider record; the old report stays',
        params: recordParams,
        body: correctWorkshopBodySchema,
        response: { 200: workshopResultSchema, ...errors },
      },
    },
    async (request) => {
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
    },
  );
}
