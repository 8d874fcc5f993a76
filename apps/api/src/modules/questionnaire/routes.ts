import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  apiErrorSchema,
  paginatedSchema,
  QuestionnaireKind,
  questionnaireListItemSchema,
  questionnaireRecordSchema,
  questionnaires,
  schemasOf,
} from '@cert/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { conflict, forbidden, noActiveOrganization, notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { grantOrganizationAccess, requireOrganizationAccess } from '../organization/access';
import { membershipOrganization } from '../organization/repository';
import { parseCreateBody, parseSaveBody, parseSubmitBody } from './body';
import { listQuestionnaires, questionnaireListQuerySchema, type QuestionnaireListKind } from './list';
import {
  deleteDraft,
  insertQuestionnaire,
  loadQuestionnaire,
  organizationAccessOf,
  saveDraft,
  toRecord,
} from './repository';
import { submitQuestionnaire } from './submit';

/**
 * A full draft with every long text at its limit stays far below this; the global limit (1 MiB) is for
 * uploads' metadata and the like. Over it: 413.
 */
const QUESTIONNAIRE_BODY_LIMIT = 512 * 1024;

const tags = ['questionnaire'];
const idParams = z.strictObject({ id: z.uuid() });
type JsonSchema = Record<string, unknown>;

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
 * A save or submit body: any JSON object to the validator, since the handler checks it against the questionnaire's
 * definition (./body.ts, after the access check); the OpenAPI document shows the definition's JSON Schema, the same
 * as GET {base}/schema, with the call's own keys.
 */
function formBody(kind: QuestionnaireKind, call: Record<string, JsonSchema>, complete: boolean) {
  const { title, properties, required, allOf } = schemasOf(kind).jsonSchema as JsonSchema & {
    title: string;
    properties: JsonSchema;
    required: string[];
  };
  const sections = complete ? properties : (withoutRequired(properties) as JsonSchema);
  return z.record(z.string(), z.unknown()).meta({
    title: complete ? title : `${title} (draft)`,
    description: complete
      ? 'Every answer the definition requires, with the version the draft has.'
      : 'Any part of the answers; each answer present must be valid.',
    properties: { ...sections, ...call },
    additionalProperties: false,
    ...(complete ? { required: [...required, ...Object.keys(call)], ...(allOf ? { allOf } : {}) } : {}),
  });
}
const version = { type: 'integer', minimum: 1, description: 'The version the draft has now.' };
const noContent = z.undefined();
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const organizationIdSchema = z.uuid();

/** The five calls of docs/questionnaire-rules.md §7 for one questionnaire (docs/decisions/011-questionnaires.md). */
async function questionnaireKindRoutes(app: App, kind: QuestionnaireKind) {
  const { apiBase, organizationType, title } = questionnaires[kind];
  // Registered inside the /api scope.
  const base = apiBase.replace(/^\/api/, '');

  /**
   * The organisation of a record the user may write: 404 for an unknown id, one of another kind and for
   * non-members (requireOrganizationAccess); 403 while the organisation is not approved.
   */
  const writableOrganization = async (request: FastifyRequest, id: string) => {
    const user = currentUser(request);
    const record = await organizationAccessOf(app.db, kind, id, user._id);
    if (!record) throw notFound();
    grantOrganizationAccess(user, record.organizationId, record, { approved: true });
    return record.organizationId;
  };

  app.post(
    `${base}/draft`,
    {
      onRequest: app.requireUser,
      bodyLimit: QUESTIONNAIRE_BODY_LIMIT,
      schema: {
        tags,
        summary: `${title}: create a draft for the organisation in meta.organization`,
        body: formBody(
          kind,
          {
            meta: {
              type: 'object',
              properties: { organization: { type: 'string', format: 'uuid' } },
              required: ['organization'],
              additionalProperties: false,
            },
          },
          false,
        ),
        response: {
          201: questionnaireRecordSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = parseCreateBody(kind, request.body);
      // Not a UUID, not the user's, or not approved: the spec's one message for all (nothing about others leaks).
      const named = organizationIdSchema.safeParse(body.organizationId);
      if (!named.success) throw noActiveOrganization();
      const organization = await membershipOrganization(app.db, user._id, named.data);
      if (!organization || organization.approvalStatus !== 'Approved') throw noActiveOrganization();
      if (organization.type !== organizationType) throw forbidden();
      const row = await insertQuestionnaire(app.db, {
        kind,
        organizationId: named.data,
        answers: body.answers(),
        userId: user._id,
        now: app.clock.now(),
      });
      return reply.status(201).send(toRecord(row));
    },
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `${title}: one draft or submitted record (members of its organisation; platform admins: submitted ones)`,
        params: idParams,
        response: {
          200: questionnaireRecordSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const found = await loadQuestionnaire(app.db, kind, request.params.id);
      if (!found) throw notFound();
      const { row } = found;
      // Reading needs membership only: members keep their answers readable even if the organisation lost its approval.
      // Platform admins read submitted answers (they prepare the silver workshop from them; docs/product.md,
      // administration), never a draft: what is not submitted is the organisation's own.
      await requireOrganizationAccess(app.db, currentUser(request), row.organizationId, {
        platformAdmin: row.submittedAt !== null,
      });
      return toRecord(row, found.updatedBy);
    },
  );

  app.put(
    `${base}/draft/:id`,
    {
      onRequest: app.requireUser,
      bodyLimit: QUESTIONNAIRE_BODY_LIMIT,
      schema: {
        tags,
        summary: `${title}: save a draft; 409 when the version is not the stored one or it was submitted`,
        params: idParams,
        body: formBody(kind, { version }, false),
        response: { 200: questionnaireRecordSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      let body: ReturnType<typeof parseSaveBody>;
      try {
        body = parseSaveBody(kind, request.body);
      } catch (error) {
        // Whoever may not write the record learns that first, as from every other write (404 before 400).
        await writableOrganization(request, id);
        throw error;
      }
      const result = await saveDraft(app.db, kind, id, user._id, { ...body, now: app.clock.now() });
      if (!result) throw notFound();
      grantOrganizationAccess(user, result.organizationId, result, { approved: true });
      if (!result.saved) throw conflict();
      return toRecord(result.saved);
    },
  );

  app.delete(
    `${base}/draft/:id`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `${title}: delete a draft; 409 once submitted`,
        params: idParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await writableOrganization(request, id);
      if (!(await deleteDraft(app.db, kind, id))) throw conflict();
      return reply.status(204).send();
    },
  );

  app.put(
    `${base}/draft/:id/submit`,
    {
      onRequest: app.requireUser,
      bodyLimit: QUESTIONNAIRE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          `${title}: submit a complete draft (stored normalised, read-only from then on) and evaluate it; ` +
          '409 IN_RETENTION while a failed result of this questionnaire keeps the organisation waiting, ' +
          '409 LEVEL_NOT_OPEN before its journey level opens (ADR 014)',
        params: idParams,
        body: formBody(kind, { version }, true),
        response: { 200: questionnaireRecordSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const organizationId = await writableOrganization(request, id);
      const { version, answers } = parseSubmitBody(kind, request.body);
      const row = await submitQuestionnaire(app.db, kind, id, {
        organizationId,
        version,
        answers,
        now: app.clock.now(),
      });
      return toRecord(row);
    },
  );
}

const lists: Array<{ path: string; list: QuestionnaireListKind; summary: string }> = [
  { path: '/certifications/draft', list: 'draft', summary: "Drafts of the user's approved organisations" },
  {
    path: '/certifications/submission',
    list: 'submission',
    summary: "Submitted questionnaires of the user's approved organisations",
  },
];

/** The schema document and its ETag, built once per kind. */
const schemaDocuments = new Map<QuestionnaireKind, { body: string; etag: string }>();
function schemaDocument(kind: QuestionnaireKind) {
  let document = schemaDocuments.get(kind);
  if (!document) {
    const body = JSON.stringify(schemasOf(kind).jsonSchema);
    document = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    schemaDocuments.set(kind, document);
  }
  return document;
}

/** Questionnaire calls of every kind, both lists and the public JSON Schemas (ADR 011, API details). */
export async function questionnaireRoutes(app: App) {
  for (const kind of QuestionnaireKind.values) await questionnaireKindRoutes(app, kind);

  for (const { path, list, summary } of lists) {
    app.get(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary,
          querystring: questionnaireListQuerySchema,
          response: {
            200: paginatedSchema(questionnaireListItemSchema),
            400: apiErrorSchema,
            401: apiErrorSchema,
          },
        },
      },
      async (request) => listQuestionnaires(app.db, currentUser(request)._id, list, request.query),
    );
  }

  app.get(
    '/questionnaires/:kind/schema',
    {
      schema: {
        tags,
        summary: 'The JSON Schema (2020-12) of a questionnaire’s answers; public and cacheable (ETag)',
        params: z.strictObject({ kind: z.string() }),
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (!QuestionnaireKind.is(kind)) throw notFound();
      const document = schemaDocument(kind);
      reply.header('cache-control', 'public, max-age=3600').header('etag', document.etag);
      if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(document.body);
    },
  );
}
