import { z } from 'zod';
import { CertificationResultState } from '../certification';
import { listQuerySchema } from '../list-query';
import { textSchema } from '../text';
import { messages } from '../messages';
import { issuesBeyondDraft, draftShape, answerObjectInvalid } from '../questionnaires/schemas';
import { normalizeSubmission } from '../questionnaires/answers';
import type { QuestionnaireAnswers } from '../questionnaires/definition';
import { QuestionnaireKind, questionnaires } from '../questionnaires/registry';
import { schemasOf } from '../questionnaires/derived';
import { API_BASE, builtOnce, contract, operationPart, pathOf } from './contract';
import { refusals } from './errors';
import {
  fromWire,
  questionnaireListSchema,
  questionnaireListSpec,
  questionnaireRecordSchema,
  type QuestionnaireBookkeeping,
} from './questionnaire';
import { versionSchema } from '../document-version';

/**
 * The questionnaire calls of docs/questionnaire-rules.md §7 (docs/decisions/011-questionnaires.md): five per kind
 * under its `apiBase`, both lists, and the public JSON Schemas.
 *
 * A body is "the form": the answers' sections at the top level. A record as read may be sent back as it is: its
 * bookkeeping keys are accepted (`_id` must name the record, `kind` its kind; `meta`, `createdAt`, … are ignored).
 * The version to write over comes from If-Match (the ETag of the read), else from the body's `version`; a body with
 * neither saves unconditionally, as the specification's calls do.
 */
const tags = ['questionnaire'] as const;
type JsonSchema = Record<string, unknown>;

const idParams = z.strictObject({ id: z.uuid() });

/**
 * The precondition of every document write (questionnaires and case studies). Lower-case, as Fastify hands headers
 * over; every other header passes through untouched.
 */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .meta({ description: 'The ETag of the draft as read or last saved; a newer save answers 409 CONFLICT.' }),
});

/**
 * The keys of a record as read, accepted back in a body: each of the form the record has (a text that cannot be
 * stored is refused here too, docs/security.md 34), then ignored but `_id` and `version`.
 */
function asRead(kind: QuestionnaireKind) {
  return {
    _id: z.uuid().optional(),
    kind: z.literal(kind).optional(),
    version: versionSchema.optional(),
    meta: z
      .strictObject({
        state: z.enum(CertificationResultState.values).optional(),
        stateUpdatedAt: z.iso.datetime().optional(),
        organization: z.uuid().optional(),
        updatedBy: z.strictObject({ id: z.uuid(), name: textSchema() }).nullable().optional(),
      })
      .optional(),
    createdAt: z.iso.datetime().optional(),
    updatedAt: z.iso.datetime().optional(),
    submittedAt: z.iso.datetime().nullable().optional(),
  };
}

/** A JSON Schema without its `required` lists, at every depth: the shape of a draft, where anything may be missing. */
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'required' && key !== 'allOf')
      .map(([key, value]) => [key, withoutRequired(value)]),
  );
}

/**
 * What the OpenAPI document shows of a body: the questionnaire's JSON Schema (GET /api/questionnaires/{kind}/schema,
 * derived from its definition, with the conditional rules zod cannot state), plus the call's own keys.
 */
function documented(kind: QuestionnaireKind, call: Record<string, z.ZodType>, complete: boolean): JsonSchema {
  const { title, properties, required, allOf } = schemasOf(kind).jsonSchema as JsonSchema & {
    title: string;
    properties: JsonSchema;
    required: string[];
  };
  const callProperties = z.toJSONSchema(z.object(call), { io: 'input' }).properties as JsonSchema;
  return {
    title: complete ? title : `${title} (draft)`,
    description: complete
      ? 'Every answer the definition requires.'
      : 'Any part of the answers; each answer present must be valid.',
    properties: {
      ...(complete ? properties : (withoutRequired(properties) as JsonSchema)),
      ...callProperties,
    },
    additionalProperties: false,
    ...(complete ? { required, ...(allOf ? { allOf } : {}) } : {}),
  };
}

/**
 * What the OpenAPI document shows of a record as read: its bookkeeping and the kind's sections as a draft may hold
 * them (the record's schema passes the sections through untyped; the document types them for generated clients).
 */
function documentedRecord(kind: QuestionnaireKind): JsonSchema {
  const { title, properties } = schemasOf(kind).jsonSchema as JsonSchema & {
    title: string;
    properties: JsonSchema;
  };
  const bookkeeping = z.toJSONSchema(questionnaireRecordSchema, { io: 'output' }) as JsonSchema & {
    properties: JsonSchema;
    required: string[];
  };
  return {
    title: `${title} (record)`,
    properties: { ...(withoutRequired(properties) as JsonSchema), ...bookkeeping.properties },
    required: bookkeeping.required,
  };
}

/** What a body may hold, typed for callers: the answers, and the keys of a record as read. */
type BodyInput<Call> = QuestionnaireAnswers & Call;
type AsRead = Partial<Omit<QuestionnaireBookkeeping, 'meta'>> & {
  meta?: Partial<QuestionnaireBookkeeping['meta']>;
};
/**
 * A write's parsed form, in the terms of the API's document module (the answers are a questionnaire's content), and
 * what the call reads from the rest.
 */
type Parsed = { content: QuestionnaireAnswers; version: number | undefined; id: string | undefined };

/**
 * The shape of the answers is the definition's, known at run time only: the schemas are typed by what they take and
 * give, not by their keys.
 */
const typed = <Output, Input>(schema: z.ZodType) => schema as z.ZodType<Output, Input>;

/**
 * The schemas of a kind's calls: built from the whole definition, with the OpenAPI document's view of each body.
 * Only the server validates with them; the web app reads a contract's method and path, so the contracts below build
 * them on the first read of a `body` or `responses` (a phone opening a step does not pay for them,
 * docs/decisions/062-lazy-contract-schemas.md).
 */
function kindSchemas(kind: QuestionnaireKind) {
  const { definition } = questionnaires[kind];
  const shape = draftShape(definition);
  const read = asRead(kind);
  const meta = {
    meta: z.strictObject({ organization: z.string().optional() }, answerObjectInvalid).optional(),
  };
  const record = questionnaireRecordSchema.meta(documentedRecord(kind));

  const createBody = typed<
    { content: QuestionnaireAnswers; organization: string | undefined },
    BodyInput<{ meta?: { organization?: string } }>
  >(
    z
      .strictObject({ ...shape, ...meta }, answerObjectInvalid)
      .meta(documented(kind, meta, false))
      .transform((body) => ({ content: fromWire(body).answers, organization: body.meta?.organization })),
  );
  const saveBody = typed<Parsed, BodyInput<AsRead>>(
    z
      .strictObject({ ...shape, ...read }, answerObjectInvalid)
      .meta(documented(kind, read, false))
      .transform((body) => ({ content: fromWire(body).answers, version: body.version, id: body._id })),
  );
  const submitBody = typed<Parsed, BodyInput<AsRead>>(
    z
      .strictObject({ ...shape, ...read }, answerObjectInvalid)
      .meta(documented(kind, read, true))
      .superRefine((body, context) => {
        for (const issue of issuesBeyondDraft(definition, fromWire(body).answers)) {
          context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
      })
      .transform((body) => ({
        content: normalizeSubmission(definition, fromWire(body).answers),
        version: body.version,
        id: body._id,
      })),
  );
  return {
    createBody,
    saveBody,
    submitBody,
    created: { 201: record, ...refusals(400, 401, 403) },
    read: { 200: record, ...refusals(400, 401, 404) },
    saved: { 200: record, ...refusals(400, 401, 403, 404, 409) },
    submitted: { 200: record, ...refusals(400, 401, 403, 404, 409) },
  };
}
const schemasOfKind = builtOnce(kindSchemas);

function kindContracts(kind: QuestionnaireKind) {
  const { apiBase: base, title } = questionnaires[kind];
  const name = operationPart(kind);
  const writers = 'Members of the organisation while it is approved (403 otherwise).';
  const schemas = () => schemasOfKind(kind);

  return {
    create: contract({
      method: 'POST',
      path: `${base}/draft`,
      operationId: `create${name}Draft`,
      description:
        "Members of an approved organisation of the questionnaire's type start a draft for the organisation in " +
        'meta.organization (403 for the other type), with any answers already given; each answer present must ' +
        'be valid (400 with the fields named). The answer carries the ETag of version 1.',
      tags,
      summary: `${title}: create a draft for the organisation in meta.organization`,
      get body() {
        return schemas().createBody;
      },
      get responses() {
        return schemas().created;
      },
    }),
    read: contract({
      method: 'GET',
      path: `${base}/:id`,
      tags,
      summary: `${title}: one draft or submitted record (members of its organisation; platform admins: submitted ones)`,
      operationId: `get${name}`,
      description:
        'Members of the organisation read drafts and submissions; platform admins submitted ones; anyone else ' +
        'gets 404, as for a record that does not exist. The ETag header names the version, for If-Match on the ' +
        'next save.',
      params: idParams,
      get responses() {
        return schemas().read;
      },
    }),
    save: contract({
      method: 'PUT',
      path: `${base}/draft/:id`,
      tags,
      summary: `${title}: save a draft; 409 when If-Match (or the body's version) is not the stored version, or it was submitted`,
      operationId: `save${name}Draft`,
      description:
        `${writers} The body is the form, or the record as read. With If-Match (or a version in the body) the ` +
        'save writes only over that version, else 409 CONFLICT and nothing is written; without either the ' +
        'draft is overwritten. The answer carries the new ETag.',
      params: idParams,
      headers: ifMatchHeaders,
      get body() {
        return schemas().saveBody;
      },
      get responses() {
        return schemas().saved;
      },
    }),
    remove: contract({
      method: 'DELETE',
      path: `${base}/draft/:id`,
      operationId: `delete${name}Draft`,
      description: `${writers} A submitted record cannot be deleted (409).`,
      tags,
      summary: `${title}: delete a draft; 409 once submitted`,
      params: idParams,
      responses: { 204: z.undefined(), ...refusals(400, 401, 403, 404, 409) },
    }),
    submit: contract({
      method: 'PUT',
      path: `${base}/draft/:id/submit`,
      operationId: `submit${name}`,
      description:
        `${writers} The body must hold every answer the definition requires (400 with each missing or invalid ` +
        'field named). The record is evaluated in the same transaction and answered with its state (PASSED or ' +
        'FAILED); the evaluation is read with the evaluation calls.',
      tags,
      summary:
        `${title}: submit a complete draft (stored normalised, read-only from then on) and evaluate it; ` +
        '409 IN_RETENTION while a failed result of this questionnaire keeps the organisation waiting, ' +
        '409 LEVEL_NOT_OPEN before its journey level opens (ADR 014), 409 CONFLICT when If-Match is stale',
      params: idParams,
      headers: ifMatchHeaders,
      get body() {
        return schemas().submitBody;
      },
      invalidMessage: messages.questionnaireIncomplete,
      get responses() {
        return schemas().submitted;
      },
    }),
  };
}

/** The five calls of a kind, built on first use (their bodies derive from the definition). */
export const questionnaireContracts = builtOnce(kindContracts);

type ListSort = (typeof questionnaireListSpec.sortable)[number];
type ListFilter =
  keyof typeof questionnaireListSpec.exactFilters | (typeof questionnaireListSpec.idFilters)[number];
type ListSearch = (typeof questionnaireListSpec.searchable)[number];
export const questionnaireListQuerySchema = listQuerySchema<ListSort, ListFilter, ListSearch>(
  questionnaireListSpec,
);
const listQuery = questionnaireListQuerySchema;
const list = (which: 'draft' | 'submission', summary: string) =>
  contract({
    method: 'GET',
    path: `/certifications/${which}`,
    operationId: which === 'draft' ? 'listDrafts' : 'listSubmissions',
    description:
      `The ${which === 'draft' ? 'drafts' : 'submitted questionnaires'} of every kind of the organisations the ` +
      'signed-in user is a member of and that are approved: one page, sorted and filtered by the query (page, ' +
      'pageSize, sort, filter.<field>); an unknown key answers 400.',
    tags,
    summary,
    query: listQuery,
    responses: { 200: questionnaireListSchema, ...refusals(400, 401) },
  });

export const questionnaireListContracts = {
  draft: list('draft', "Drafts of the user's approved organisations"),
  submission: list('submission', "Submitted questionnaires of the user's approved organisations"),
};

export const questionnaireSchemaContract = contract({
  method: 'GET',
  path: '/questionnaires/:kind/schema',
  operationId: 'getQuestionnaireSchema',
  description:
    "Public. The JSON Schema (draft 2020-12) of a questionnaire kind's complete answers, derived from its " +
    'definition with the rules that depend on other answers; 304 for a matching If-None-Match, 404 for an ' +
    'unknown kind.',
  tags,
  summary: 'The JSON Schema (2020-12) of a questionnaire’s answers; public and cacheable (ETag)',
  params: z.strictObject({ kind: z.string() }),
  headers: z.looseObject({ 'if-none-match': z.string().optional() }),
  responses: { 200: z.record(z.string(), z.unknown()), 304: z.undefined(), ...refusals(404) },
});

export const questionnaireBlankPdfContract = contract({
  method: 'GET',
  path: '/questionnaires/:kind/blank-pdf',
  operationId: 'getBlankQuestionnairePdf',
  description:
    'Public. Every question of a questionnaire kind with its options as a PDF, to prepare the answers before ' +
    'starting; 304 for a matching If-None-Match, 404 for an unknown kind.',
  tags,
  summary: 'A questionnaire as a PDF form to fill in by hand before starting; public and cacheable (ETag)',
  params: z.strictObject({ kind: z.string() }),
  headers: z.looseObject({ 'if-none-match': z.string().optional() }),
  responses: {
    200: z.any().describe('application/pdf'),
    304: z.any().describe('not modified'),
    ...refusals(404),
  },
});

/** The blank questionnaire to print before starting (public: the questions are no secret). */
export const blankQuestionnairePdfPath = (kind: QuestionnaireKind) =>
  `${API_BASE}${pathOf(questionnaireBlankPdfContract, { kind })}`;

/** Every questionnaire contract, for the check that each is served. */
export const allQuestionnaireContracts = () => [
  ...QuestionnaireKind.values.flatMap((kind) => Object.values(questionnaireContracts(kind))),
  ...Object.values(questionnaireListContracts),
  questionnaireSchemaContract,
  questionnaireBlankPdfContract,
];
