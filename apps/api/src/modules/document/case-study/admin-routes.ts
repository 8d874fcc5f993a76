import { CaseStudyKind, type CertificateLevel } from '@cert/domain';
import { caseStudyContracts } from '@cert/domain/contracts';
import type { App } from '../../../app-type';
import { serve } from '../../../lib/serve';
import { currentUser } from '../../account';
import type { Database } from '../../../db/client';
import { recordOrganizationAdminMails } from '../../organization';
import { caseStudyDecisionMail } from './decision-mail';
import { decideCaseStudy } from './decide';
import { toRecord, type CaseStudyRow } from './repository';

/**
 * PUT /api/admin/organization/{id}/journey/procurement/gold/case-study/accept|reject and
 * …/provider/practitioner/case-study/accept|reject: a platform admin decides on the organisation's submitted
 * case study of the kind (the command: ./decide.ts); the mails to the organisation's admins in its transaction.
 */
export async function adminCaseStudyRoutes(app: App) {
  /** The organisation's admins hear of it by mails recorded in the decision's transaction (ADR 063). */
  const decisionMails = (tx: Database, row: CaseStudyRow, name: string, reached: CertificateLevel[]) =>
    recordOrganizationAdminMails(tx, app.mailer, row.organizationId, (to) =>
      caseStudyDecisionMail({
        to,
        kind: row.kind,
        accepted: row.state === 'ACCEPTED',
        caseStudyId: row.id,
        organizationId: row.organizationId,
        organizationName: name,
        title: row.content.title ?? '',
        comment: row.reviewComment,
        reached,
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
          const { row, mailIds } = await decideCaseStudy(
            app.db,
            kind,
            organizationId,
            {
              accept: decision === 'accept',
              comment,
              reviewerId: currentUser(request)._id,
              now: app.clock.now(),
            },
            decisionMails,
          );
          await app.mailer.deliver(mailIds);
          return toRecord(row);
        },
      );
    }
  }
}
