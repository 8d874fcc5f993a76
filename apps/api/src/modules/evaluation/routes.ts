import { QuestionnaireKind, retentionInfo, type EvaluationResponse } from '@cert/domain';
import { evaluationContracts } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { requireOrganizationAccess } from '../organization';
import { peerComparison } from '../insights';
import { currentResult, type QuestionnaireRow } from '../document';
import { evaluationFileName, evaluationPdf } from './document';
import { loadSubmission, storedEvaluation } from './stored-evaluation';

/** Evaluation, its PDF and the retention of one questionnaire kind (docs/questionnaire-rules.md §4, §7; ADR 013). */
async function evaluationKindRoutes(app: App, kind: QuestionnaireKind) {
  const calls = evaluationContracts(kind);

  /** The evaluation of a submission the caller may read: members and platform admins; 404 for the rest. */
  const readEvaluation = async (request: FastifyRequest, id: string) => {
    const row = await loadSubmission(app.db, kind, id);
    if (!row) throw notFound();
    await requireOrganizationAccess(app.db, currentUser(request), row.record.organizationId, {
      platformAdmin: true,
    });
    const record = await storedEvaluation(app.db, kind, row);
    const response: EvaluationResponse = {
      ...record.evaluation!,
      state: record.state as EvaluationResponse['state'],
      stateUpdatedAt: record.stateUpdatedAt.toISOString(),
      submittedAt: record.submittedAt!.toISOString(),
      // The organisation's current result decides, not this one: a later pass ends an earlier failure's retention.
      retention: retentionInfo(await currentResult(app.db, row.record.organizationId, kind), app.clock.now()),
    };
    return { response, record, organizationName: row.organizationName };
  };

  /** The submission's peer comparison (docs/insights.md), for the screen and the PDF alike. */
  const comparisonOf = (record: QuestionnaireRow, by: readonly string[]) =>
    peerComparison(
      app.db,
      {
        kind,
        organizationId: record.organizationId,
        answers: record.answers,
        evaluation: record.evaluation!,
      },
      by,
      {
        minimum: app.config.peerGroupMinimum,
        epsilon: app.config.peerPrivacyEpsilon,
        intervalDays: app.config.peerStateIntervalDays,
        random: app.random,
      },
      app.clock.now(),
    );

  serve(app, calls.evaluation, { onRequest: app.requireUser }, async (request) => {
    const { response } = await readEvaluation(request, request.params.id);
    return response;
  });

  serve(app, calls.pdf, { onRequest: app.requireUser }, async (request, reply) => {
    const { response, record, organizationName } = await readEvaluation(request, request.params.id);
    const bytes = await evaluationPdf({
      kind,
      organizationName,
      evaluation: response,
      answers: record.answers,
      comparison: await comparisonOf(record, request.query.by),
      now: app.clock.now(),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(evaluationFileName(kind, response.submittedAt)))
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
  });

  serve(app, calls.comparison, { onRequest: app.requireUser }, async (request) => {
    const { record } = await readEvaluation(request, request.params.id);
    return comparisonOf(record, request.query.by);
  });

  serve(app, calls.retention, { onRequest: app.requireUser }, async (request) => {
    const { organizationId } = request.params;
    await requireOrganizationAccess(app.db, currentUser(request), organizationId, { platformAdmin: true });
    return retentionInfo(await currentResult(app.db, organizationId, kind), app.clock.now());
  });
}

export async function evaluationRoutes(app: App) {
  for (const kind of QuestionnaireKind.values) await evaluationKindRoutes(app, kind);
}
