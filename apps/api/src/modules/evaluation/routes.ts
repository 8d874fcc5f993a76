import { z } from 'zod';
import {
  apiErrorSchema,
  evaluationResponseSchema,
  peerComparisonQuerySchema,
  peerComparisonSchema,
  QuestionnaireKind,
  questionnaires as registry,
  retentionInfo,
  retentionInfoSchema,
  type EvaluationResponse,
} from '@cert/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { currentUser } from '../../plugins/auth';
import { requireOrganizationAccess } from '../organization/access';
import { peerComparison } from '../insights/comparison';
import { currentResult, type QuestionnaireRow } from '../questionnaire/repository';
import { evaluationFileName, evaluationPdf } from './document';
import { loadSubmission, storedEvaluation } from './stored-evaluation';

const tags = ['evaluation'];
const idParams = z.strictObject({ id: z.uuid() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Evaluation, its PDF and the retention of one questionnaire kind (docs/questionnaire-rules.md §4, §7; ADR 013). */
async function evaluationKindRoutes(app: App, kind: QuestionnaireKind) {
  const { apiBase: base, title } = registry[kind];

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
      app.config.peerGroupMinimum,
      app.clock.now(),
    );

  // The spec's path, with its trailing slash; the path without it is not served (404).
  app.get(
    `${base}/submission/:id/evaluate/`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `${title}: the evaluation stored at submit (members of the organisation, platform admins)`,
        params: idParams,
        response: { 200: evaluationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { response } = await readEvaluation(request, request.params.id);
      return response;
    },
  );

  app.get(
    `${base}/submission/:id/evaluate/pdf`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `${title}: the evaluation with the submitted answers as PDF`,
        params: idParams,
        // The PDF's bytes: a Buffer payload is sent as it is, never serialised.
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { response, record, organizationName } = await readEvaluation(request, request.params.id);
      const bytes = await evaluationPdf({
        kind,
        organizationName,
        evaluation: response,
        answers: record.answers,
        comparison: await comparisonOf(record, []),
        now: app.clock.now(),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(evaluationFileName(kind, response.submittedAt)))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    `${base}/submission/:id/evaluate/comparison`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `${title}: the submission's shares beside comparable organisations' (docs/insights.md)`,
        params: idParams,
        querystring: peerComparisonQuerySchema,
        response: { 200: peerComparisonSchema, ...errors },
      },
    },
    async (request) => {
      const { record } = await readEvaluation(request, request.params.id);
      return comparisonOf(record, request.query.by);
    },
  );

  app.get(
    `${base}/retention/organization/:organizationId`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `${title}: whether a failed result keeps the organisation from submitting again, and until when`,
        params: z.strictObject({ organizationId: z.uuid() }),
        response: { 200: retentionInfoSchema, ...errors },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      await requireOrganizationAccess(app.db, currentUser(request), organizationId, { platformAdmin: true });
      return retentionInfo(await currentResult(app.db, organizationId, kind), app.clock.now());
    },
  );
}

export async function evaluationRoutes(app: App) {
  for (const kind of QuestionnaireKind.values) await evaluationKindRoutes(app, kind);
}
