import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  QuestionnaireKind,
  questionnaireRecordSchema,
  questionnaires as registry,
  type QuestionnaireAnswers,
  type QuestionnaireRecord,
} from '@cert/domain';
import type { Database } from '../../src/db/client';
import { questionnaires } from '../../src/db/schema';
import type { SignedIn } from '../helpers/browser';
import { sampleAnswers } from '@cert/domain/testing';
import { API_BASE } from '@cert/domain/contracts';

export const kinds = QuestionnaireKind.values;
/** The kinds whose general step is procurer-common.ts (the tests that name its fields). */
export const procurerKinds = kinds.filter((kind) => registry[kind].organizationType === 'PublicProcurer');

export const baseOf = (kind: QuestionnaireKind) => `${API_BASE}${registry[kind].apiBase}`;
export const complete = (kind: QuestionnaireKind, variant = 0): QuestionnaireAnswers =>
  sampleAnswers(registry[kind].definition, variant);

export const createDraft = (who: SignedIn, kind: QuestionnaireKind, organization: string, answers = {}) =>
  who.browser.post(`${baseOf(kind)}/draft`, { ...answers, meta: { organization } });
export const saveDraft = (
  who: SignedIn,
  kind: QuestionnaireKind,
  id: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => who.browser.put(`${baseOf(kind)}/draft/${id}`, body, headers ? { headers } : undefined);
export const submit = (who: SignedIn, kind: QuestionnaireKind, id: string, body: Record<string, unknown>) =>
  who.browser.put(`${baseOf(kind)}/draft/${id}/submit`, body);
export const read = (who: SignedIn, kind: QuestionnaireKind, id: string) =>
  who.browser.get(`${baseOf(kind)}/${id}`);
export const remove = (who: SignedIn, kind: QuestionnaireKind, id: string) =>
  who.browser.request('DELETE', `${baseOf(kind)}/draft/${id}`);

/** The record of a successful answer, checked against the contract. */
export function recordOf(res: LightMyRequestResponse, status = 200): QuestionnaireRecord {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as QuestionnaireRecord;
  expect(() => questionnaireRecordSchema.parse(body)).not.toThrow();
  return body;
}

/** What a refused write must leave as it was. */
export async function stored(db: Database, id: string) {
  const [row] = await db
    .select({
      version: questionnaires.version,
      answers: questionnaires.answers,
      submittedAt: questionnaires.submittedAt,
    })
    .from(questionnaires)
    .where(eq(questionnaires.id, id));
  return row;
}

/** A deep copy without one field of a section. */
export function without(answers: QuestionnaireAnswers, section: string, field: string): QuestionnaireAnswers {
  const copy = structuredClone(answers);
  delete copy[section]?.[field];
  return copy;
}

/** A deep copy with one field of a section set. */
export function withAnswer(
  answers: QuestionnaireAnswers,
  section: string,
  field: string,
  value: unknown,
): QuestionnaireAnswers {
  const copy = structuredClone(answers);
  copy[section] = { ...copy[section], [field]: value };
  return copy;
}
