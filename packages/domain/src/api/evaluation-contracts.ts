import { z } from 'zod';
import { questionnaires, QuestionnaireKind } from '../questionnaires/registry';
import { API_BASE, builtOnce, contract, pathOf } from './contract';
import { refusals } from './errors';
import { evaluationResponseSchema, retentionInfoSchema } from './evaluation';
import { peerComparisonQuerySchema, peerComparisonSchema } from './insights';

/** Evaluation, its PDF, its peer comparison and the retention of one questionnaire kind (ADR 013, docs/insights.md). */
const tags = ['evaluation'];
const idParams = z.strictObject({ id: z.uuid() });

function kindContracts(kind: QuestionnaireKind) {
  const { apiBase: base, title } = questionnaires[kind];
  return {
    // The spec's path, with its trailing slash; the path without it is not served (404).
    evaluation: contract({
      method: 'GET',
      path: `${base}/submission/:id/evaluate/`,
      tags,
      summary: `${title}: the evaluation stored at submit (members of the organisation, platform admins)`,
      params: idParams,
      responses: { 200: evaluationResponseSchema, ...refusals(400, 401, 404) },
    }),
    pdf: contract({
      method: 'GET',
      path: `${base}/submission/:id/evaluate/pdf`,
      tags,
      summary: `${title}: the evaluation with the submitted answers as PDF`,
      params: idParams,
      // The PDF's bytes: a Buffer payload is sent as it is, never serialised.
      responses: { 200: z.any().describe('application/pdf'), ...refusals(400, 401, 404) },
    }),
    comparison: contract({
      method: 'GET',
      path: `${base}/submission/:id/evaluate/comparison`,
      tags,
      summary: `${title}: the submission's shares beside comparable organisations' (docs/insights.md)`,
      params: idParams,
      query: peerComparisonQuerySchema,
      responses: { 200: peerComparisonSchema, ...refusals(400, 401, 404) },
    }),
    retention: contract({
      method: 'GET',
      path: `${base}/retention/organization/:organizationId`,
      tags,
      summary: `${title}: whether a failed result keeps the organisation from submitting again, and until when`,
      params: z.strictObject({ organizationId: z.uuid() }),
      responses: { 200: retentionInfoSchema, ...refusals(400, 401, 404) },
    }),
  };
}

export const evaluationContracts = builtOnce(kindContracts);

export const allEvaluationContracts = () =>
  QuestionnaireKind.values.flatMap((kind) => Object.values(evaluationContracts(kind)));

/** The address of the evaluation's PDF, which the browser opens itself (members and platform admins). */
export const evaluationPdfPath = (kind: QuestionnaireKind, id: string) =>
  `${API_BASE}${pathOf(evaluationContracts(kind).pdf, { id })}`;
