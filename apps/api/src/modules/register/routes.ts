import { isoDateInGermany } from '@cert/domain';
import { registerContracts as calls } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { requireOrganizationAccess } from '../organization';
import { chooseListing, removeListing } from './listing';
import { listRegister } from './repository';

/**
 * The public register of certified organisations (docs/product.md, "Register"): the list anyone reads, an
 * organisation's admins' choice to be listed, and the office's removal of an entry.
 */
export async function registerRoutes(app: App) {
  serve(app, calls.list, {}, async (request) =>
    listRegister(app.db, request.query, isoDateInGermany(app.clock.now())),
  );

  serve(app, calls.choose, { onRequest: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    await requireOrganizationAccess(app.db, user, id, { role: 'Admin' });
    return chooseListing(app.db, {
      organizationId: id,
      listed: request.body.listed,
      userId: user._id,
      now: app.clock.now(),
    });
  });

  serve(app, calls.remove, { onRequest: app.requireAdmin }, async (request, reply) => {
    await removeListing(app.db, {
      organizationId: request.params.id,
      adminId: currentUser(request)._id,
      now: app.clock.now(),
    });
    return reply.status(204).send();
  });
}
