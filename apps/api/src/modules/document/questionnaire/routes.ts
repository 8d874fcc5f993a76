import { createHash } from 'node:crypto';
import { QuestionnaireKind, schemasOf } from '@cert/domain';
import { questionnaireListContracts, questionnaireSchemaContract } from '@cert/domain/contracts';
import type { App } from '../../../app-type';
import { notFound } from '../../../lib/http-error';
import { serve } from '../../../lib/serve';
import { currentUser } from '../../account';
import { listQuestionnaires } from './list';

/** The schema document and its ETag (of its JSON text), built once per kind. */
const schemaDocuments = new Map<QuestionnaireKind, { body: Record<string, unknown>; etag: string }>();
function schemaDocument(kind: QuestionnaireKind) {
  let document = schemaDocuments.get(kind);
  if (!document) {
    const body = schemasOf(kind).jsonSchema;
    const text = JSON.stringify(body);
    document = { body, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
    schemaDocuments.set(kind, document);
  }
  return document;
}

/**
 * What questionnaires have beyond the document calls (../routes.ts): both lists and the public JSON Schemas
 * (ADR 011, API details).
 */
export async function questionnaireRoutes(app: App) {
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
