import type { z } from 'zod';
import {
  ErrorCode,
  issueCode,
  messages,
  questionnaireMessages,
  schemasOf,
  versionSchema,
  type FieldError,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
} from '@cert/domain';
import { HttpError } from '../../lib/http-error';

/**
 * A save or submit body carries the answers' sections at the top level plus at most a few call keys (`meta` on
 * create, `version` on save and submit). Everything else goes to the questionnaire's strict schema, which
 * refuses unknown keys (docs/security.md 19).
 */
function split(body: Record<string, unknown>, callKeys: readonly string[]) {
  const answers: Record<string, unknown> = {};
  const call: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (callKeys.includes(key)) call[key] = value;
    else answers[key] = value;
  }
  return { answers, call };
}

/** Zod issues as the API's field errors, paths relative to the body ("general.eMail"). */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: [...at, key].join('.'),
        code: issue.code,
        message: questionnaireMessages.unknownField,
      }));
    }
    return [{ path: at.join('.'), code: issueCode(issue), message: issue.message }];
  });
}

const invalid = (fields: FieldError[], message?: string) =>
  new HttpError(400, ErrorCode.ValidationFailed, message, fields);

/** Parses answers with one of the questionnaire's schemas; 400 with every field error otherwise. */
function parseAnswers(
  schema: z.ZodType<QuestionnaireAnswers>,
  answers: Record<string, unknown>,
  message?: string,
): QuestionnaireAnswers {
  const result = schema.safeParse(answers);
  if (!result.success) throw invalid(fieldErrors(result.error.issues), message);
  return result.data;
}

/** Draft answers: the draft schema, derived from the definition like the submit schema. */
function parseDraft(kind: QuestionnaireKind, answers: Record<string, unknown>): QuestionnaireAnswers {
  return parseAnswers(schemasOf(kind).draft, answers);
}

function parseVersion(value: unknown): number {
  const result = versionSchema.safeParse(value);
  if (!result.success) {
    throw invalid([{ path: 'version', code: 'invalid_type', message: messages.selectRequired }]);
  }
  return result.data;
}

/** POST {base}/draft: the draft answers and the organisation named in `meta.organization` (if any). */
export function parseCreateBody(kind: QuestionnaireKind, body: Record<string, unknown>) {
  const { answers, call } = split(body, ['meta']);
  const meta = call.meta;
  let organization: unknown;
  if (typeof meta === 'object' && meta !== null && !Array.isArray(meta)) {
    const { organization: named, ...rest } = meta as Record<string, unknown>;
    const unknown = Object.keys(rest);
    if (unknown.length) {
      throw invalid(
        unknown.map((key) => ({
          path: `meta.${key}`,
          code: 'unrecognized_keys',
          message: questionnaireMessages.unknownField,
        })),
      );
    }
    organization = named;
  }
  return {
    organizationId: typeof organization === 'string' ? organization : null,
    // Parsed once the organisation passed: without one, the spec's message comes first.
    answers: () => parseDraft(kind, answers),
  };
}

/** PUT {base}/draft/{id}: the draft answers and the version they were loaded at. */
export function parseSaveBody(kind: QuestionnaireKind, body: Record<string, unknown>) {
  const { answers, call } = split(body, ['version']);
  const parsed = parseDraft(kind, answers);
  return { version: parseVersion(call.version), answers: parsed };
}

/**
 * PUT {base}/draft/{id}/submit: complete answers by every rule of the definition, normalised by the submit
 * schema (hidden answers dropped, checklists filled, empty rows removed), and the version.
 */
export function parseSubmitBody(kind: QuestionnaireKind, body: Record<string, unknown>) {
  const { answers, call } = split(body, ['version']);
  const parsed = parseAnswers(
    schemasOf(kind).submit as unknown as z.ZodType<QuestionnaireAnswers>,
    answers,
    messages.questionnaireIncomplete,
  );
  return { version: parseVersion(call.version), answers: parsed };
}
