import { z } from 'zod';
import { CaseStudyKind, type OrganizationType } from '@cert/domain';
import { caseStudyContracts } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { caseStudySubmittedNotice, notifyPlatformAdmins } from '../office-notices';
import { noActiveOrganization, notFound } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { membershipOrganization, organizationName, requireOrganizationAccess } from '../organization';
import { adminCaseStudyRoutes } from './admin-routes';
import { deleteCaseStudy, saveCaseStudy, startCaseStudy, submitCaseStudy } from './commands';
import { latestCaseStudy, loadCaseStudy, toRecord } from './repository';

/** The organisation type whose journey has the case study of each kind. */
const organizationTypeOf: Record<CaseStudyKind, OrganizationType> = {
  gold: 'PublicProcurer',
  practitioner: 'Provider',
};

/** The six calls of one kind of case study (ADR 014; routes in packages/domain/src/api/journey.ts). */
async function caseStudyKindRoutes(app: App, kind: CaseStudyKind) {
  const calls = caseStudyContracts[kind];

  /**
   * The organisation of a case study its members may write: 404 for an unknown id, one of the other kind and
   * for non-members, platform admins included; 403 while the organisation is not approved.
   */
  const writableOrganization = async (request: FastifyRequest, id: string) => {
    const row = await loadCaseStudy(app.db, kind, id);
    if (!row) throw notFound();
    await requireOrganizationAccess(app.db, currentUser(request), row.organizationId, { approved: true });
    return row.organizationId;
  };

  serve(app, calls.create, { onRequest: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const { organization, content } = request.body;
    // Not a UUID, not the user's, not approved or not of the kind's type: the spec's one message for all.
    const named = z.uuid().safeParse(organization);
    if (!named.success) throw noActiveOrganization();
    const found = await membershipOrganization(app.db, user._id, named.data);
    if (found?.approvalStatus !== 'Approved' || found.type !== organizationTypeOf[kind]) {
      throw noActiveOrganization();
    }
    const row = await startCaseStudy(app.db, kind, {
      organizationId: named.data,
      content,
      userId: user._id,
      now: app.clock.now(),
    });
    return reply.status(201).send(toRecord(row));
  });

  serve(app, calls.current, { onRequest: app.requireUser }, async (request) => {
    const { organizationId } = request.params;
    await requireOrganizationAccess(app.db, currentUser(request), organizationId, { platformAdmin: true });
    const row = await latestCaseStudy(app.db, kind, organizationId);
    if (!row) throw notFound();
    return toRecord(row);
  });

  serve(app, calls.read, { onRequest: app.requireUser }, async (request) => {
    const row = await loadCaseStudy(app.db, kind, request.params.id);
    if (!row) throw notFound();
    await requireOrganizationAccess(app.db, currentUser(request), row.organizationId, {
      platformAdmin: true,
    });
    return toRecord(row);
  });

  serve(app, calls.save, { onRequest: app.requireUser }, async (request) => {
    const { id } = request.params;
    const organizationId = await writableOrganization(request, id);
    const { content, version } = request.body;
    const row = await saveCaseStudy(app.db, kind, id, {
      organizationId,
      version,
      content,
      now: app.clock.now(),
    });
    return toRecord(row);
  });

  serve(app, calls.submit, { onRequest: app.requireUser }, async (request) => {
    const { id } = request.params;
    const organizationId = await writableOrganization(request, id);
    const { content, version } = request.body;
    const row = await submitCaseStudy(app.db, kind, id, {
      organizationId,
      version,
      content,
      now: app.clock.now(),
    });
    await notifyPlatformAdmins(
      { config: app.config, mailer: app.mailer, log: request.log, db: app.db, now: app.clock.now() },
      caseStudySubmittedNotice(
        { id: organizationId, name: (await organizationName(app.db, organizationId)) ?? '' },
        kind,
        app.config.publicUrl,
      ),
    );
    return toRecord(row);
  });

  serve(app, calls.remove, { onRequest: app.requireUser }, async (request, reply) => {
    const { id } = request.params;
    const organizationId = await writableOrganization(request, id);
    await deleteCaseStudy(app.db, kind, id, { organizationId, now: app.clock.now() });
    return reply.status(204).send();
  });
}

/** Case studies of both kinds: the members' calls and the platform admins' decisions (ADR 014). */
export async function caseStudyRoutes(app: App) {
  for (const kind of CaseStudyKind.values) await caseStudyKindRoutes(app, kind);
  await adminCaseStudyRoutes(app);
}
