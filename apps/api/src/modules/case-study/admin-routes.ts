import { z } from 'zod';
import {
  acceptBodySchema,
  adminCaseStudyDecisionPath,
  apiErrorSchema,
  CaseStudyKind,
  caseStudyMessages,
  caseStudyRecordSchema,
  decisionCommentBodySchema,
} from '@cert/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app-type';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { refreshJourney } from '../journey/refresh';
import { mailOrganizationAdmins } from '../organization/admin-mail';
import { organizationName } from '../organization/repository';
import { caseStudyDecisionMail } from './decision-mail';
import { decide, toRecord, type CaseStudyRow } from './repository';

const tags = ['admin-journey'];
const idParams = z.strictObject({ id: z.uuid() });
const responses = {
  200: caseStudyRecordSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Accepting may go without a comment (and without a body); rejecting needs one. */
const bodies = { accept: acceptBodySchema.nullish(), reject: decisionCommentBodySchema } as const;

/**
 * PUT /api/admin/organization/{id}/journey/procurement/gold/case-study/accept|reject and
 * …/provider/practitioner/case-study/accept|reject: a platform admin decides on the organisation's submitted
 * case study of the kind. Decision, audit row and journey refresh in one transaction; the mail to the
 * organisation's admins after the commit. 404 for an unknown organisation, 409 when it has no submitted case
 * study of the kind (none, or decided meanwhile: of two concurrent decisions one applies).
 */
export async function adminCaseStudyRoutes(app: App) {
  /** After the commit: a failed mail is logged and never undoes the decision (ADR 004). */
  const notifyAdmins = (log: FastifyBaseLogger, row: CaseStudyRow, name: string) =>
    mailOrganizationAdmins({ db: app.db, mailer: app.mailer, log }, row.organizationId, 'case study', (to) =>
      caseStudyDecisionMail({
        to,
        kind: row.kind as CaseStudyKind,
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
      // Registered inside the /api scope.
      const path = adminCaseStudyDecisionPath(':id', kind, decision).replace(/^\/api/, '');
      app.put(
        path,
        {
          onRequest: app.requireAdmin,
          schema: {
            tags,
            summary:
              decision === 'accept'
                ? `${CaseStudyKind.label(kind)}: accept the submitted case study (platform admins; optional comment)`
                : `${CaseStudyKind.label(kind)}: reject the submitted case study (platform admins; comment required)`,
            params: idParams,
            body: bodies[decision],
            response: responses,
          },
        },
        async (request) => {
          const organizationId = request.params.id;
          const comment = request.body?.comment || null;
          const actorId = currentUser(request)._id;
          const now = app.clock.now();
          const { row, name } = await app.db.transaction(async (tx) => {
            const name = await organizationName(tx, organizationId);
            if (name === undefined) throw notFound();
            const row = await decide(tx, kind, organizationId, {
              accept: decision === 'accept',
              comment,
              reviewerId: actorId,
              now,
            });
            if (!row) throw conflict(caseStudyMessages.notSubmitted);
            await recordAudit(tx, {
              action: decision === 'accept' ? 'case-study.accepted' : 'case-study.rejected',
              actorId,
              organizationId,
              subjectId: row.id,
              comment,
              now,
            });
            await refreshJourney(tx, organizationId, now);
            return { row, name };
          });
          await notifyAdmins(request.log, row, name);
          return toRecord(row);
        },
      );
    }
  }
}
