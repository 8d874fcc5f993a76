import { z } from 'zod';
import { questionnaires, QuestionnaireKind } from '../questionnaires/registry';
import { API_BASE, builtOnce, contract, operationPart, pathOf } from './contract';
import { refusals } from './errors';
import { evaluationResponseSchema, retentionInfoSchema } from '../scoring/evaluation-model';
import { peerComparisonQuerySchema, peerComparisonSchema } from '../insights/model';

/** Evaluation, its PDF, its peer comparison and the retention of one questionnaire kind (ADR 013, docs/insights.md). */
const tags = ['evaluation'] as const;
const idParams = z.strictObject({ id: z.uuid() });

function kindContracts(kind: QuestionnaireKind) {
  const { apiBase: base, title } = questionnaires[kind];
  const name = operationPart(kind);
  const readers =
    'Members of the organisation and platform admins; anyone else gets 404, as for a submission that does not ' +
    'exist.';
  return {
    // The spec's path, with its trailing slash; the path without it is not served (404).
    evaluation: contract({
      method: 'GET',
      path: `${base}/submission/:id/evaluate/`,
      operationId: `get${name}Evaluation`,
      description:
        'The evaluation made when the questionnaire was submitted, under the scoring version of that day: the ' +
        `share per section against its minimum, passed or failed, and recommendations. ${readers}`,
      tags,
      summary: `${title}: the evaluation stored at submit (members of the organisation, platform admins)`,
      params: idParams,
      responses: { 200: evaluationResponseSchema, ...refusals(400, 401, 404) },
    }),
    pdf: contract({
      method: 'GET',
      path: `${base}/submission/:id/evaluate/pdf`,
      operationId: `get${name}EvaluationPdf`,
      description:
        'The evaluation with the submitted answers as a PDF, opened in the browser; its peer comparison narrowed ' +
        `by the filters named in \`by\`, as the screen showed it. ${readers}`,
      tags,
      summary: `${title}: the evaluation with the submitted answers as PDF`,
      params: idParams,
      query: peerComparisonQuerySchema,
      // The PDF's bytes: a Buffer payload is sent as it is, never serialised.
      responses: { 200: z.any().describe('application/pdf'), ...refusals(400, 401, 404) },
    }),
    comparison: contract({
      method: 'GET',
      path: `${base}/submission/:id/evaluate/comparison`,
      operationId: `get${name}PeerComparison`,
      description:
        "The submission's shares beside those of comparable organisations of the same kind, narrowed by the " +
        'filters named in `by` (comma-separated). Figures only for groups of at least five organisations not ' +
        "linked to this one, and then only as quartiles or a band, so that no single organisation's figures " +
        `can be derived (docs/insights.md). ${readers}`,
      tags,
      summary: `${title}: the submission's shares beside comparable organisations' (docs/insights.md)`,
      params: idParams,
      query: peerComparisonQuerySchema,
      responses: { 200: peerComparisonSchema, ...refusals(400, 401, 404) },
    }),
    retention: contract({
      method: 'GET',
      path: `${base}/retention/organization/:organizationId`,
      operationId: `get${name}Retention`,
      description:
        'Whether a failed result keeps the organisation from submitting this questionnaire again, and until ' +
        'which day. Members of the organisation and platform admins; 404 for anyone else.',
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

/**
 * The address of the evaluation's PDF, which the browser opens itself (members and platform admins), with the peer
 * comparison narrowed by `by` as on the screen.
 */
export const evaluationPdfPath = (kind: QuestionnaireKind, id: string, by: readonly string[] = []) =>
  `${API_BASE}${pathOf(evaluationContracts(kind).pdf, { id })}${by.length ? `?by=${by.map(encodeURIComponent).join(',')}` : ''}`;
