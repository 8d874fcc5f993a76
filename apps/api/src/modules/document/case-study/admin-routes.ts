import { CaseStudyKind } from '@cert/domain';
import { caseStudyContracts } from '@cert/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../../app-type';
import { serve } from '../../../lib/serve';
import { currentUser } from '../../account';
import { mailOrganizationAdmins } from '../../organization';
import { caseStudyDecisionMail } from './decision-mail';
import { decideCaseStudy } from './decide';
import { toRecord, type CaseStudyRow } from './repository';

/**
 * PUT /api/admin/organization/{id}/journey/procurement/gold/case-study/accept|reject and
 * …/provider/practitioner/case-study/accept|reject: a platform admin decides on the organisation's submitted
 * case study of the kind (the command: ./commands.ts); the mail to the organisation's admins after the commit.
 */
export async function adminCaseStudyRoutes(app: App) {
  /** After the commit: a failed mail is logged and never undoes the decision (ADR 004). */
  const notifyAdmins = (log: FastifyBaseLogger, row: CaseStudyRow, name: string) =>
    mailOrganizationAdmins({ db: app.db, mailer: app.mailer, log }, row.organizationId, 'case study', (to) =>
      caseStudyDecisionMail({
        to,
        kind: row.kind,
        accepted: row.state === 'ACCEPTED',
        caseStudyId: row.id,
        organizationId: row.organizationId,
        organizationName: name,
        title: row.content.title ?? '',
        comment: row.reviewComment,
        publicUrl: app.config.publicUrl,
      }),
    );

  for (const kind of CaseStudyKind.values) {
    for (const decision of ['accept', 'reject'] as const) {
      serve(
        app,
        caseStudyContracts[kind].decide[decision],
        { onRequest: app.requireAdmin },
        async (request) => {
          const organizationId = request.params.id;
          const comment = request.body?.comment || null;
          const { row, name } = await decideCaseStudy(app.db, kind, organizationId, {
            accept: decision === 'accept',
            comment,
            reviewerId: currentUser(request)._id,
            now: app.clock.now(),
          });
          await notifyAdmins(request.log, row, name);
          return toRecord(row);
        },
      );
    }
  }
}
