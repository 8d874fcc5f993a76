import { isoDateInGermany } from '@cert/domain';
import { registerContracts as calls } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { readableAnywhere } from '../../lib/readable-anywhere';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { certificateVerificationOf, codeLookupBudget, findCertificateByCode } from '../certificate';
import { SVG_FILE_POLICY } from '../certificate-files';
import { certificateBadgeSvg } from './badge';
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

  // Any website may show it (an <img> of another origin); its state is today's, kept by caches five minutes at most.
  // It names the organisation of a code: within the check's budget per address (docs/security.md 53).
  serve(
    app,
    calls.badge,
    { onRequest: [readableAnywhere, codeLookupBudget(app)] },
    async (request, reply) => {
      const { code } = request.params;
      const row = await findCertificateByCode(app.db, code);
      if (!row) throw notFound();
      const svg = await certificateBadgeSvg(
        certificateVerificationOf(row, isoDateInGermany(app.clock.now())),
      );
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', SVG_FILE_POLICY)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(svg));
    },
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
