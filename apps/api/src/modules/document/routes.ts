import { ErrorCode, etagOf, ifMatchVersions, questionnaireMessages } from '@cert/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { HttpError } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { organizationToStart } from './access';
import {
  createDocument,
  readDocument,
  removeDocument,
  saveDocument,
  submitDocument,
  writableOrganization,
} from './commands';
import { caseStudyKinds } from './case-study/kind';
import { caseStudyRoutes } from './case-study/routes';
import type { DocumentKind, StoredDocument } from './kinds';
import { questionnaireKinds } from './questionnaire/kind';
import { questionnaireRoutes } from './questionnaire/routes';

/**
 * The version a write must find: If-Match's (HTTP's own precondition), else the one a body as read names; null
 * for neither (the specification's questionnaire form alone: saved over whatever is stored).
 */
function expectedVersions(ifMatch: unknown, bodyVersion: number | undefined): number[] | null {
  const named = ifMatchVersions(typeof ifMatch === 'string' ? ifMatch : undefined);
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

/** A document's version is its ETag (docs/questionnaire-rules.md §7): If-Match names it on the next write. */
const withEtag = (reply: FastifyReply, row: StoredDocument) => reply.header('etag', etagOf(row.version));

/** A write's request as far as the shared checks read it. */
type WriteRequest<Content> = FastifyRequest & {
  params: { id: string };
  body: { content: Content; version?: number; id?: string };
};

/**
 * The five calls of one kind of document (docs/decisions/053-one-document-module.md): create, read, save, submit,
 * delete, each through the commands every kind shares. The contracts are the kind's own (its paths and bodies) and
 * parse a body into this module's terms; the handlers are typed by them.
 */
function documentKindRoutes<Row extends StoredDocument, Content>(app: App, kind: DocumentKind<Row, Content>) {
  const { calls } = kind;

  const writeOptions = {
    onRequest: app.requireUser,
    bodyLimit: kind.bodyLimit,
    // Who may not write the document learns that first: a body that fails its schema is refused only after the
    // access check (404 and 403 before 400; docs/decisions/021-request-path-cost.md).
    attachValidation: true,
  };
  const refuseInvalidBody = async (request: FastifyRequest & { params: { id: string } }) => {
    const refusal = request.validationError;
    if (!refusal) return;
    // An id that is no id names no document to check: its own 400 first.
    if (refusal.validationContext === 'body') {
      await writableOrganization(app.db, kind, currentUser(request), request.params.id);
    }
    throw refusal;
  };
  /** The write's content and the versions it expects, its `_id` checked against the address. */
  const writeOf = (request: WriteRequest<Content>) => {
    const { content, version, id } = request.body;
    requireSameRecord(request.params.id, id);
    return {
      content,
      versions: expectedVersions(request.headers['if-match'], version),
      now: app.clock.now(),
    };
  };

  serve(
    app,
    calls.create,
    { onRequest: app.requireUser, bodyLimit: kind.bodyLimit },
    async (request, reply) => {
      const user = currentUser(request);
      const { organization, content } = request.body;
      const organizationId = await organizationToStart(app.db, user, kind, organization);
      const row = await createDocument(app.db, kind, {
        organizationId,
        content,
        userId: user._id,
        now: app.clock.now(),
      });
      return withEtag(reply, row).status(201).send(kind.record(row));
    },
  );

  serve(app, calls.read, { onRequest: app.requireUser }, async (request, reply) => {
    const { row, updatedBy } = await readDocument(app.db, kind, currentUser(request), request.params.id);
    return withEtag(reply, row).send(kind.record(row, updatedBy));
  });

  serve(app, calls.save, writeOptions, async (request, reply) => {
    await refuseInvalidBody(request);
    const saved = await saveDocument(app.db, kind, currentUser(request), request.params.id, writeOf(request));
    return withEtag(reply, saved).send(kind.record(saved));
  });

  serve(app, calls.submit, writeOptions, async (request, reply) => {
    await refuseInvalidBody(request);
    const { id } = request.params;
    const organizationId = await writableOrganization(app.db, kind, currentUser(request), id);
    const { row, mailIds } = await submitDocument(app.db, kind, id, {
      organizationId,
      ...writeOf(request),
      submittedBy: currentUser(request).email,
    });
    await app.mailer.deliver(mailIds);
    return withEtag(reply, row).send(kind.record(row));
  });

  serve(app, calls.remove, { onRequest: app.requireUser }, async (request, reply) => {
    await removeDocument(app.db, kind, currentUser(request), request.params.id, app.clock.now());
    return reply.status(204).send();
  });
}

/** Every kind of document through the same calls, and what each family has beyond them. */
export async function documentRoutes(app: App) {
  for (const kind of Object.values(questionnaireKinds)) documentKindRoutes(app, kind);
  for (const kind of caseStudyKinds(app)) documentKindRoutes(app, kind);
  await questionnaireRoutes(app);
  await caseStudyRoutes(app);
}
