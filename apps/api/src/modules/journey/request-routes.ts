import { type JourneyRequest } from '@cert/domain';
import { journeyContracts } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { journeyRequestNotice, officeNotices } from '../office-notices';
import { requireOrganizationAccess } from '../organization';
import { reportParticipation, requestWorkshop, type Requester } from './requests';

/**
 * POST /api/journey/{provider|procurement}/organization/{id}/requests: members of an approved organisation report a
 * participation or ask for a silver workshop (docs/product.md §4 "Requests", ADR 047); the office hears of it by
 * the notices of ADR 039, coalesced per organisation, recorded with the request.
 */
export async function journeyRequestRoutes(app: App) {
  /** The member's access, the command with the office's notice recorded in it, 201 with the request. */
  async function create(
    request: FastifyRequest<{ Params: { id: string } }>,
    command: (requester: Requester) => Promise<{ request: JourneyRequest; mailIds: string[] }>,
  ) {
    const user = currentUser(request);
    const organizationId = request.params.id;
    // Members only: the office answers requests, it does not make them.
    await requireOrganizationAccess(app.db, user, organizationId, { approved: true });
    const notice = officeNotices(app, user.email);
    const made = await command({
      organizationId,
      userId: user._id,
      now: app.clock.now(),
      recordNotice: (tx, organization, asked) =>
        notice(tx, journeyRequestNotice(organization, asked, app.config.publicUrl)),
    });
    await app.mailer.deliver(made.mailIds);
    return made.request;
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
