import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  ErrorCode,
  etagOf,
  ifMatchVersions,
  QuestionnaireKind,
  questionnaireMessages,
  questionnaires,
  schemasOf,
} from '@cert/domain';
import {
  questionnaireContracts,
  questionnaireListContracts,
  questionnaireSchemaContract,
} from '@cert/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { conflict, forbidden, HttpError, noActiveOrganization, notFound } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { grantOrganizationAccess, membershipOrganization, requireOrganizationAccess } from '../organization';
import { listQuestionnaires } from './list';
import {
  deleteDraft,
  insertQuestionnaire,
  loadQuestionnaire,
  organizationAccessOf,
  saveDraft,
  DRAFT_WRITE_ACCESS,
  toRecord,
  type QuestionnaireRow,
} from './repository';
import { submitQuestionnaire } from './submit';

/**
 * A full draft with every long text at its limit stays far below this; the global limit (1 MiB) is for
 * uploads' metadata and the like. Over it: 413.
 */
const QUESTIONNAIRE_BODY_LIMIT = 512 * 1024;

const organizationIdSchema = z.uuid();

/**
 * The version a write must find: If-Match's (HTTP's own precondition), else the one a body as read names; null
 * for neither (the specification's form alone: saved over whatever is stored). Versions: any of them matches.
 */
function expectedVersions(ifMatch: string | undefined, bodyVersion: number | undefined): number[] | null {
  const named = ifMatchVersions(ifMatch);
  if (named === 'any') return null;
  if (named !== undefined) return named;
  return bodyVersion === undefined ? null : [bodyVersion];
}

/** A body as read names its record: another record's `_id` is a mistake, not something to save over. */
function requireSameRecord(id: string, named: string | undefined) {
  if (named !== undefined && named.toLowerCase() !== id.toLowerCase()) {
    throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
      { path: '_id', code: 'invalid_value', message: questionnaireMessages.otherRecord },
    ]);
  }
}

/** A record's answer with its version as the ETag (docs/questionnaire-rules.md §7). */
const withEtag = (reply: FastifyReply, row: QuestionnaireRow) => reply.header('etag', etagOf(row.version));

/** The five calls of docs/questionnaire-rules.md §7 for one questionnaire (docs/decisions/011-questionnaires.md). */
async function questionnaireKindRoutes(app: App, kind: QuestionnaireKind) {
  const { organizationType } = questionnaires[kind];
  const calls = questionnaireContracts(kind);

  /**
   * The organisation of a record the user may write: 404 for an unknown id, one of another kind and for
   * non-members (requireOrganizationAccess); 403 while the organisation is not approved.
   */
  const writableOrganization = async (request: FastifyRequest, id: string) => {
    const user = currentUser(request);
    const record = await organizationAccessOf(app.db, kind, id, user._id);
    if (!record) throw notFound();
    grantOrganizationAccess(user, record.organizationId, record, DRAFT_WRITE_ACCESS);
    return record.organizationId;
  };

  serve(
    app,
    calls.create,
    { onRequest: app.requireUser, bodyLimit: QUESTIONNAIRE_BODY_LIMIT },
    async (request, reply) => {
      const user = currentUser(request);
      const { answers, organization } = request.body;
      // Not a UUID, not the user's, or not approved: the spec's one message for all (nothing about others leaks).
      const named = organizationIdSchema.safeParse(organization);
      if (!named.success) throw noActiveOrganization();
      const found = await membershipOrganization(app.db, user._id, named.data);
      if (!found || found.approvalStatus !== 'Approved') throw noActiveOrganization();
      if (found.type !== organizationType) throw forbidden();
      const row = await insertQuestionnaire(app.db, {
        kind,
        organizationId: named.data,
        answers,
        userId: user._id,
        now: app.clock.now(),
      });
      return withEtag(reply, row).status(201).send(toRecord(row));
    },
  );

  serve(app, calls.read, { onRequest: app.requireUser }, async (request, reply) => {
    const found = await loadQuestionnaire(app.db, kind, request.params.id);
    if (!found) throw notFound();
    const { row } = found;
    // Reading needs membership only: members keep their answers readable even if the organisation lost its approval.
    // Platform admins read submitted answers (they prepare the silver workshop from them; docs/product.md,
    // administration), never a draft: what is not submitted is the organisation's own.
    await requireOrganizationAccess(app.db, currentUser(request), row.organizationId, {
      platformAdmin: row.submittedAt !== null,
    });
    return withEtag(reply, row).send(toRecord(row, found.updatedBy));
  });

  /**
   * Who may not write the record learns that first, from every write: a body that fails its schema is refused
   * only after the access check (404 and 403 before 400; docs/decisions/021-request-path-cost.md).
   */
  const refuseInvalidBody = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const refusal = request.validationError;
    if (!refusal) return;
    // An id that is no id names no record to check: its own 400 first.
    if (refusal.validationContext === 'body') await writableOrganization(request, request.params.id);
    throw refusal;
  };
  const writeOptions = {
    onRequest: app.requireUser,
    bodyLimit: QUESTIONNAIRE_BODY_LIMIT,
    attachValidation: true,
  };

  serve(app, calls.save, writeOptions, async (request, reply) => {
    await refuseInvalidBody(request);
    const { id } = request.params;
    const user = currentUser(request);
    const { answers, version, id: named } = request.body;
    requireSameRecord(id, named);
    const result = await saveDraft(app.db, kind, id, user._id, {
      versions: expectedVersions(request.headers['if-match'], version),
      answers,
      now: app.clock.now(),
    });
    if (!result) throw notFound();
    grantOrganizationAccess(user, result.organizationId, result, DRAFT_WRITE_ACCESS);
    if (!result.saved) throw conflict();
    return withEtag(reply, result.saved).send(toRecord(result.saved));
  });

  serve(app, calls.remove, { onRequest: app.requireUser }, async (request, reply) => {
    const { id } = request.params;
    await writableOrganization(request, id);
    if (!(await deleteDraft(app.db, kind, id))) throw conflict();
    return reply.status(204).send();
  });

  serve(app, calls.submit, writeOptions, async (request, reply) => {
    await refuseInvalidBody(request);
    const { id } = request.params;
    const { answers, version, id: named } = request.body;
    requireSameRecord(id, named);
    const organizationId = await writableOrganization(request, id);
    const row = await submitQuestionnaire(app.db, kind, id, {
      organizationId,
      versions: expectedVersions(request.headers['if-match'], version),
      answers,
      now: app.clock.now(),
    });
    return withEtag(reply, row).send(toRecord(row));
  });
}

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

  for (const list of ['draft', 'submission'] as const) {
    serve(app, questionnaireListContracts[list], { onRequest: app.requireUser }, async (request) =>
      listQuestionnaires(app.db, currentUser(request)._id, list, request.query),
    );
  }

  serve(app, questionnaireSchemaContract, {}, async (request, reply) => {
    const { kind } = request.params;
    if (!QuestionnaireKind.is(kind)) throw notFound();
    const document = schemaDocument(kind);
    reply.header('cache-control', 'public, max-age=3600').header('etag', document.etag);
    if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(document.body);
  });
}
