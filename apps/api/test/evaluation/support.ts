import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  evaluationResponseSchema,
  evaluationResultSchemaOf,
  questionnaires as registry,
  type EvaluationResponse,
  type EvaluationResult,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
} from '@cert/domain';
import type { SignedIn } from '../helpers/browser';
import { baseOf, createDraft, recordOf, submit } from '../questionnaire/support';
import { extremeAnswers } from '@cert/domain/testing';

/** Every scored answer at its best (passes) or worst (fails), complete enough to submit. */
export const best = (kind: QuestionnaireKind) => extremeAnswers(registry[kind].definition, 'max');
export const worst = (kind: QuestionnaireKind) => extremeAnswers(registry[kind].definition, 'min');

/** Each section's (and the total's) share of an evaluation. */
export const sharesOf = (evaluation: EvaluationResult): Record<string, number> => ({
  ...Object.fromEntries(evaluation.evaluatedItems.map((item) => [item.section, item.share])),
  total: evaluation.total.share,
});

export const evaluateUrl = (kind: QuestionnaireKind, id: string) =>
  `${baseOf(kind)}/submission/${id}/evaluate/`;
export const pdfUrl = (kind: QuestionnaireKind, id: string) =>
  `${baseOf(kind)}/submission/${id}/evaluate/pdf`;
export const retentionUrl = (kind: QuestionnaireKind, organizationId: string) =>
  `${baseOf(kind)}/retention/organization/${organizationId}`;

/** Creates a draft with the answers and submits it; the submit's answer. */
export async function createAndSubmit(
  who: SignedIn,
  kind: QuestionnaireKind,
  organization: string,
  answers: QuestionnaireAnswers,
) {
  const draft = recordOf(await createDraft(who, kind, organization, answers), 201);
  return submit(who, kind, draft._id, { ...answers, version: draft.version });
}

/** An evaluate call's answer, checked against the contract (and the provider's six detailed sections). */
export function evaluationOf(res: LightMyRequestResponse, kind: QuestionnaireKind): EvaluationResponse {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as EvaluationResponse;
  expect(() => evaluationResponseSchema.parse(body)).not.toThrow();
  expect(() => evaluationResultSchemaOf(kind).parse(body)).not.toThrow();
  return body;
}
