import { z } from 'zod';
import {
  apiErrorSchema,
  journeyRequestSchema,
  participationReportBodySchema,
  workshopRequestBodySchema,
  type JourneyRequest,
} from '@cert/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { currentUser } from '../../plugins/auth';
import { journeyRequestNotice, notifyPlatformAdmins } from '../admin-notices/notices';
import { requireOrganizationAccess } from '../organization/access';
import type { RecordedOrganization } from '../admin-journey/record-checks';
import { reportParticipation, requestWorkshop } from './requests';

const tags = ['journey'];
const idParams = z.strictObject({ id: z.uuid() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * POST /api/journey/{provider|procurement}/organization/{id}/requests: members of an approved organisation report a
 * participation or ask for a silver workshop (docs/product.md §4 "Requests", ADR 047); the office hears of it by
 * the notices of ADR 039, coalesced per organisation.
 */
export async function journeyRequestRoutes(app: App) {
  /** The member's access, the command, the office's notice, 201 with the request. */
  async function create(
    request: FastifyRequest<{ Params: { id: string } }>,
    command: (requester: {
      organizationId: string;
      userId: string;
      now: Date;
    }) => Promise<{ organization: RecordedOrganization; request: JourneyRequest }>,
  ) {
    const user = currentUser(request);
    const organizationId = request.params.id;
    // Members only: the office answers requests, it does not make them.
    await requireOrganizationAccess(app.db, user, organizationId, { approved: true });
    const now = app.clock.now();
    const created = await command({ organizationId, userId: user._id, now });
    await notifyPlatformAdmins(
      { config: app.config, mailer: app.mailer, log: request.log, db: app.db, now },
      journeyRequestNotice(created.organization, created.request, app.config.publicUrl),
    );
    return created.request;
  }

  app.post(
    '/journey/provider/organization/:id/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A provider reports a participation for the office to record (members)',
        params: idParams,
        body: participationReportBodySchema,
        response: { 201: journeyRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await create(request, (requester) =>
            reportParticipation(app.db, { ...requester, body: request.body }),
          ),
        ),
  );

  app.post(
    '/journey/procurement/organization/:id/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A procurer asks for the silver workshop of a branch (members)',
        params: idParams,
        body: workshopRequestBodySchema,
        response: { 201: journeyRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await create(request, (requester) => requestWorkshop(app.db, { ...requester, body: request.body })),
        ),
  );
}
