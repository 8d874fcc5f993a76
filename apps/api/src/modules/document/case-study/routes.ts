import { CaseStudyKind } from '@cert/domain';
import { caseStudyContracts } from '@cert/domain/contracts';
import type { App } from '../../../app-type';
import { notFound } from '../../../lib/http-error';
import { serve } from '../../../lib/serve';
import { currentUser } from '../../account';
import { requireOrganizationAccess } from '../../organization';
import { readAccess } from '../access';
import { adminCaseStudyRoutes } from './admin-routes';
import { latestCaseStudy, toRecord } from './repository';

/**
 * What case studies have beyond the document calls (../routes.ts): the organisation's current one of each kind,
 * under the documents' read rule, and the platform admins' decisions (ADR 014).
 */
export async function caseStudyRoutes(app: App) {
  for (const kind of CaseStudyKind.values) {
    serve(app, caseStudyContracts[kind].current, { onRequest: app.requireUser }, async (request) => {
      const { organizationId } = request.params;
      const row = await latestCaseStudy(app.db, kind, organizationId);
      // No case study, or one the caller may not read: the same 404 (../access.ts).
      await requireOrganizationAccess(
        app.db,
        currentUser(request),
        organizationId,
        readAccess(row !== undefined && row.submittedAt !== null),
      );
      if (!row) throw notFound();
      return toRecord(row);
    });
  }
  await adminCaseStudyRoutes(app);
}
