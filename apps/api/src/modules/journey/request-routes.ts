import { type JourneyRequest } from '@cert/domain';
import { journeyContracts } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { personKey } from '../../lib/person-key';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { journeyRequestNotice, notifyPlatformAdmins } from '../office-notices';
import { requireOrganizationAccess } from '../organization';
import type { RecordedOrganization } from './record-checks';
import { reportParticipation, requestWorkshop } from './requests';

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
      {
        config: app.config,
        mailer: app.mailer,
        log: request.log,
        db: app.db,
        now,
        causedBy: personKey(app.config.sessionSecret, user.email),
      },
      journeyRequestNotice(created.organization, created.request, app.config.publicUrl),
    );
    return created.request;
  }

  serve(app, journeyContracts.requests.provider, { onRequest: app.requireUser }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await create(request, (requester) =>
          reportParticipation(app.db, { ...requester, body: request.body }),
        ),
      ),
  );

  serve(app, journeyContracts.requests.procurement, { onRequest: app.requireUser }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await create(request, (requester) => requestWorkshop(app.db, { ...requester, body: request.body })),
      ),
  );
}
